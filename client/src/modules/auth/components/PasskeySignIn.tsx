import { Button } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { LuKeyRound } from 'react-icons/lu';
import { PasskeySignInOptionsDocument, SignInWithPasskeyDocument } from '../generated/graphql';
import { errorInfo } from '../../../lib/errors';
import { notify } from '../../../lib/toaster';
import { asJson, browserPasskeyError, signWithPasskey, webAuthnAvailable } from '../passkey-browser';

/** "Sign in with a passkey" on /signin: a discoverable passkey signs in on its own (no email, no password). Hidden without WebAuthn. */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (token: string) => Promise<void> }) {
  const [start] = useMutation(PasskeySignInOptionsDocument);
  const [finish] = useMutation(SignInWithPasskeyDocument);
  const [busy, setBusy] = useState(false);
  if (!webAuthnAvailable()) return null;

  const signIn = async () => {
    setBusy(true);
    try {
      const { data } = await start();
      if (!data) return;
      const { challengeId, options } = data.passkeySignInOptions;
      const response = await signWithPasskey(options);
      const { data: done } = await finish({ variables: { challengeId, response: asJson(response) } });
      if (done?.signInWithPasskey.token) await onSignedIn(done.signInWithPasskey.token);
    } catch (error) {
      notify('Login failed', browserPasskeyError(error) ?? (errorInfo(error).message || 'The passkey was not accepted'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outline" onClick={() => void signIn()} loading={busy} loadingText="Waiting for your passkey...">
      <LuKeyRound aria-hidden /> Sign in with a passkey
    </Button>
  );
}
