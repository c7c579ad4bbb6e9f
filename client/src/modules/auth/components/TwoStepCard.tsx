import { Alert, Badge, Box, Button, Card, Code, Field, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LuCheck, LuCopy, LuDownload } from 'react-icons/lu';
import { MeDocument } from '../../../generated/graphql';
import {
  BeginTotpEnrolmentDocument,
  ConfirmTotpEnrolmentDocument,
  DisableTotpDocument,
  RegenerateRecoveryCodesDocument,
  TotpStatusDocument,
} from '../generated/graphql';
import { saveBlob } from '../../../lib/download';
import { notify } from '../../../lib/toaster';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { useServerErrors } from '../../../lib/useServerErrors';

/** A setup begun: what goes into the authenticator app. */
interface Setup {
  secret: string;
  uri: string;
}

/** The base32 secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * The otpauth URI as a QR code: an <img> with a data: URL, which the Content-Security-Policy's
 * img-src allows. The qrcode library loads only when a setup begins.
 */
function QrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(uri, { margin: 1, width: 200, errorCorrectionLevel: 'M' }))
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? (
    <img src={src} width={200} height={200} alt="QR code to scan with your authenticator app" data-testid="totp-qr" />
  ) : (
    <Skeleton width="200px" height="200px" />
  );
}

/** The ten recovery codes just made, shown this once, with copy and download. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const [copied, setCopied] = useState(false);
  const text = `Counterparty recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      notify('Not copied', 'This browser did not let the page copy: select the codes and copy them yourself.', 'error');
    }
  };
  return (
    <Stack gap="4">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Save these recovery codes now: they will not be shown again.</Alert.Title>
          <Alert.Description>
            Each one signs you in once if you lose your authenticator app. Keep them somewhere safe, apart from your phone.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Box
        as="ul"
        data-testid="recovery-codes"
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }}
        gap="2"
        fontFamily="mono"
        fontSize="md"
        aria-label="Recovery codes"
      >
        {codes.map((code) => (
          <Box as="li" key={code} listStyleType="none">
            <Code fontSize="md">{code}</Code>
          </Box>
        ))}
      </Box>
      <HStack gap="2" wrap="wrap">
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? <LuCheck /> : <LuCopy />} {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button variant="outline" onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), 'counterparty-recovery-codes.txt')}>
          <LuDownload /> Download
        </Button>
        <Button colorPalette="blue" onClick={onDone}>
          I have saved them
        </Button>
      </HStack>
    </Stack>
  );
}

/** The setup in progress: QR code, the secret to type, and the code that confirms it. */
function SetupForm({ setup, onConfirmed, onCancel }: { setup: Setup; onConfirmed(codes: string[]): void; onCancel(): void }) {
  const [confirm] = useMutation(ConfirmTotpEnrolmentDocument, {
    refetchQueries: [{ query: TotpStatusDocument }, { query: MeDocument }],
    awaitRefetchQueries: true,
  });
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const { register, handleSubmit, formState } = form;
  const onError = useServerErrors(form);
  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      const { data } = await confirm({ variables: { code: code.trim() } });
      if (data) onConfirmed(data.confirmTotpEnrolment);
    } catch (error) {
      onError(error, 'Setup failed');
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Set up authenticator app">
      <Stack gap="4">
        <Text>
          Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then enter the
          six-digit code it shows.
        </Text>
        <QrCode uri={setup.uri} />
        <Stack gap="1">
          <Text fontSize="sm" color="gray.600">
            Can&apos;t scan it? Enter this key in the app instead (time-based, 6 digits, 30 seconds):
          </Text>
          <Code fontSize="md" alignSelf="flex-start" overflowWrap="anywhere" data-testid="totp-secret" data-secret={setup.secret}>
            {grouped(setup.secret)}
          </Code>
        </Stack>
        <Field.Root required invalid={!!formState.errors.code} maxW="xs">
          <Field.Label>Code from the app</Field.Label>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...register('code', { validate: (v) => (/^\d{6}$/.test(v.trim()) ? true : 'Enter the six-digit code') })}
          />
          <Field.ErrorText>{formState.errors.code?.message}</Field.ErrorText>
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} loadingText="Confirming...">
            Confirm
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** With an app set up: turn it off, or make new recovery codes, each with a current code. */
function ManageForm({ onCodes }: { onCodes(codes: string[]): void }) {
  const refetch = { refetchQueries: [{ query: TotpStatusDocument }, { query: MeDocument }], awaitRefetchQueries: true };
  const [disable] = useMutation(DisableTotpDocument, refetch);
  const [regenerate] = useMutation(RegenerateRecoveryCodesDocument, refetch);
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const { register, handleSubmit, formState, reset } = form;
  const onError = useServerErrors(form);
  const [busy, setBusy] = useState<'disable' | 'regenerate' | null>(null);
  const rules = { validate: (v: string) => (v.trim() ? true : 'Enter a code from your app or a recovery code') };

  const run = (action: 'disable' | 'regenerate') =>
    handleSubmit(async ({ code }) => {
      setBusy(action);
      try {
        if (action === 'disable') {
          await disable({ variables: { code: code.trim() } });
          notify('Authenticator app turned off', 'Sign-in no longer asks for its codes.', 'success');
        } else {
          const { data } = await regenerate({ variables: { code: code.trim() } });
          if (data) onCodes(data.regenerateRecoveryCodes);
        }
        reset({ code: '' });
      } catch (error) {
        onError(error, action === 'disable' ? 'Not turned off' : 'No new codes');
      } finally {
        setBusy(null);
      }
    });

  return (
    <form onSubmit={(e) => void run('disable')(e)} noValidate aria-label="Manage authenticator app">
      <Stack gap="3">
        <Field.Root invalid={!!formState.errors.code} maxW="sm">
          <Field.Label>Code from your app, or a recovery code</Field.Label>
          <Input autoComplete="one-time-code" {...register('code', rules)} />
          <Field.ErrorText>{formState.errors.code?.message}</Field.ErrorText>
        </Field.Root>
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" loading={busy === 'regenerate'} onClick={() => void run('regenerate')()}>
            New recovery codes
          </Button>
          <Button type="submit" colorPalette="red" variant="outline" loading={busy === 'disable'}>
            Turn off
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** Two-step verification on /profile: the authenticator app (TOTP) and its recovery codes. */
export function TwoStepCard() {
  const { data, loading } = useQuery(TotpStatusDocument);
  const [begin, { loading: beginning }] = useMutation(BeginTotpEnrolmentDocument);
  const onError = useActionErrorHandler();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const status = data?.totpStatus;

  const start = async () => {
    try {
      const { data: begun } = await begin();
      if (begun) setSetup(begun.beginTotpEnrolment);
    } catch (error) {
      onError(error, 'Setup failed');
    }
  };

  let body;
  if (codes) {
    body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  } else if (setup) {
    body = (
      <SetupForm
        setup={setup}
        onCancel={() => setSetup(null)}
        onConfirmed={(made) => {
          setSetup(null);
          setCodes(made);
          notify('Authenticator app set up', 'Sign-in now asks for a code after your password.', 'success');
        }}
      />
    );
  } else if (loading || !status) {
    body = <Skeleton height="10" />;
  } else if (status.enrolled) {
    body = (
      <Stack gap="4">
        <Text>
          Sign-in asks for a code from your authenticator app after your password.{' '}
          <strong data-testid="recovery-codes-left">{status.recoveryCodesLeft}</strong> of 10 recovery codes left.
        </Text>
        <ManageForm onCodes={setCodes} />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="3" align="flex-start">
        <Text>
          Add a code from an authenticator app on your phone to your password, so a stolen password alone cannot sign in.
          {status.pending && ' A setup was begun and not finished: start it again.'}
        </Text>
        <Button colorPalette="blue" onClick={() => void start()} loading={beginning}>
          Set up authenticator app
        </Button>
      </Stack>
    );
  }

  return (
    <Card.Root>
      <Card.Header>
        <HStack gap="2">
          <Card.Title>Two-step verification</Card.Title>
          {status && (
            <Badge colorPalette={status.enrolled ? 'green' : 'gray'} data-testid="totp-state">
              {status.enrolled ? 'On' : 'Off'}
            </Badge>
          )}
        </HStack>
        <Card.Description>An authenticator app (TOTP) with ten one-time recovery codes.</Card.Description>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}
