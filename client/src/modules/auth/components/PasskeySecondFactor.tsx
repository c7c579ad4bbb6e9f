import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { LuKeyRound } from 'react-icons/lu';
import { CompleteSignInWithPasskeyDocument, PasskeySecondFactorOptionsDocument } from '../generated/graphql';
import { errorInfo } from '../../../lib/errors';
import { notify } from '../../../lib/toaster';
import { asJson, browserPasskeyError, signWithPasskey, webAuthnAvailable } from '../passkey-browser';

/** Finishes a password sign-in with one of the account's passkeys ("Use a passkey"). */
export function PasskeySecondFactor({ challenge, onSignedIn }: { challenge: string; onSignedIn: (token: string) => Promise<void> }) {
  const [start] = useMutation(PasskeySecondFactorOptionsDocument);
  const [finish] = useMutation(CompleteSignInWithPasskeyDocument);
  const [busy, setBusy] = useState(false);
  if (!webAuthnAvailable()) return <Text>This browser cannot use passkeys. Use another second factor or another browser.</Text>;

  const verify = async () => {
    setBusy(true);
    try {
      const { data } = await start({ variables: { challenge } });
      if (!data) return;
      const response = await signWithPasskey(data.passkeySecondFactorOptions.options);
      const { data: done } = await finish({ variables: { challenge, response: asJson(response) } });
      if (done?.completeSignInWithPasskey.token) await onSignedIn(done.completeSignInWithPasskey.token);
    } catch (error) {
      notify('Sign-in failed', browserPasskeyError(error) ?? (errorInfo(error).message || 'The passkey was not accepted'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="2">
      <Text fontSize="sm" color="gray.600">
        Or confirm with one of your passkeys.
      </Text>
      <Button colorPalette="blue" variant="outline" onClick={() => void verify()} loading={busy} loadingText="Waiting for your passkey...">
        <LuKeyRound aria-hidden /> Use a passkey
      </Button>
    </Stack>
  );
}
