import { Button, Field, Input, Separator, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CompleteSignInWithCodeDocument } from '../generated/graphql';
import { errorInfo } from '../../../lib/errors';
import { applyServerError } from '../../../lib/form-errors';
import { notify } from '../../../lib/toaster';
import { PasskeySecondFactor } from './PasskeySecondFactor';

/** The code of an authenticator app (six digits) or a recovery code, whichever the person chose. */
function CodeForm({ challenge, onSignedIn }: { challenge: string; onSignedIn: (token: string) => Promise<void> }) {
  const [complete] = useMutation(CompleteSignInWithCodeDocument);
  const [recovery, setRecovery] = useState(false);
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const { register, handleSubmit, formState, reset, clearErrors } = form;

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      const { data } = await complete({ variables: { input: { challenge, code: code.trim() } } });
      if (data?.completeSignInWithCode.token) await onSignedIn(data.completeSignInWithCode.token);
    } catch (error) {
      // A wrong code goes on the field; an expired sign-in or too many attempts is a toast.
      const info = errorInfo(error);
      if (!applyServerError(form, info)) notify('Sign-in failed', info.message || 'The code was not accepted', 'error');
    }
  });

  const toggle = () => {
    setRecovery((r) => !r);
    reset({ code: '' });
    clearErrors();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={recovery ? 'Sign in with a recovery code' : 'Sign in with a code'}>
      <Stack gap="4">
        {recovery ? (
          <Field.Root required invalid={!!formState.errors.code}>
            <Field.Label>Recovery code</Field.Label>
            <Input
              key="recovery"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="xxxxx-xxxxx"
              autoFocus
              {...register('code', { validate: (v) => (v.trim() ? true : 'Enter one of your recovery codes') })}
            />
            {formState.errors.code ? (
              <Field.ErrorText>{formState.errors.code.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>Each recovery code works once.</Field.HelperText>
            )}
          </Field.Root>
        ) : (
          <Field.Root required invalid={!!formState.errors.code}>
            <Field.Label>Authentication code</Field.Label>
            <Input
              key="totp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              autoFocus
              {...register('code', { validate: (v) => (/^\d{6}$/.test(v.trim()) ? true : 'Enter the six-digit code from your app') })}
            />
            {formState.errors.code ? (
              <Field.ErrorText>{formState.errors.code.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>The six-digit code your authenticator app shows now.</Field.HelperText>
            )}
          </Field.Root>
        )}
        <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} loadingText="Verifying...">
          Verify
        </Button>
        <Button variant="plain" size="sm" alignSelf="flex-start" onClick={toggle}>
          {recovery ? 'Use the code from your app instead' : 'Use a recovery code instead'}
        </Button>
      </Stack>
    </form>
  );
}

/** The second step of a password sign-in: a code from the authenticator app, a recovery code, or a passkey. */
export function SecondFactorStep({
  challenge,
  methods,
  onSignedIn,
}: {
  challenge: string;
  methods: string[];
  onSignedIn: (token: string) => Promise<void>;
}) {
  const totp = methods.includes('TOTP');
  const passkey = methods.includes('PASSKEY');
  return (
    <Stack gap="4">
      {totp && <CodeForm challenge={challenge} onSignedIn={onSignedIn} />}
      {totp && passkey && <Separator />}
      {passkey && <PasskeySecondFactor challenge={challenge} onSignedIn={onSignedIn} />}
      {!totp && !passkey && <Text>This account&apos;s second factor cannot be used here. Contact an administrator.</Text>}
    </Stack>
  );
}
