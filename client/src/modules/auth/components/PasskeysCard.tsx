import { Badge, Box, Button, Card, Field, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LuKeyRound, LuPencil, LuTrash2 } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormDialog } from '../../../components/FormDialog';
import { MeDocument } from '../../../generated/graphql';
import {
  DeletePasskeyDocument,
  MyPasskeysDocument,
  PasskeyRegistrationOptionsDocument,
  RegisterPasskeyDocument,
  RenamePasskeyDocument,
  type PasskeyFieldsFragment,
} from '../generated/graphql';
import { errorInfo } from '../../../lib/errors';
import { applyServerError } from '../../../lib/form-errors';
import { relativeTime } from '../../../lib/relative-time';
import { notify } from '../../../lib/toaster';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { asJson, browserPasskeyError, createPasskey, webAuthnAvailable } from '../passkey-browser';
import { LabelledValue as Detail } from '../../../components/LabelledValue';

const MAX_NAME = 100;
const checkName = (v: string) => (v.trim().length <= MAX_NAME ? true : `At most ${MAX_NAME} characters`);
const fullTime = (iso: string) => new Date(iso).toLocaleString();

function PasskeyRow({ passkey, onRename, onRemove }: { passkey: PasskeyFieldsFragment; onRename(): void; onRemove(): void }) {
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" p="3" data-testid="passkey">
      <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '4' }} align={{ base: 'stretch', md: 'center' }}>
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <LuKeyRound aria-hidden />
            <Text fontWeight="semibold" overflowWrap="anywhere" data-testid="passkey-name">
              {passkey.name}
            </Text>
            {passkey.backedUp && <Badge colorPalette="blue">Synced</Badge>}
          </HStack>
          <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '1', sm: '4' }}>
            <Detail label="Added">
              <time dateTime={passkey.createdAt} title={fullTime(passkey.createdAt)}>
                {new Date(passkey.createdAt).toLocaleDateString()}
              </time>
            </Detail>
            <Detail label="Last used">
              {passkey.lastUsedAt ? (
                <time dateTime={passkey.lastUsedAt} title={fullTime(passkey.lastUsedAt)}>
                  {relativeTime(passkey.lastUsedAt)}
                </time>
              ) : (
                'Never'
              )}
            </Detail>
          </Stack>
        </Stack>
        <HStack gap="2" alignSelf={{ base: 'flex-start', md: 'center' }}>
          <Button size="xs" variant="outline" onClick={onRename} aria-label={`Rename passkey ${passkey.name}`}>
            <LuPencil aria-hidden /> Rename
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={onRemove} aria-label={`Remove passkey ${passkey.name}`}>
            <LuTrash2 aria-hidden /> Remove
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

/** Renames a passkey; a refused name goes on the field. */
function RenameDialog({ passkey, onClose }: { passkey: PasskeyFieldsFragment | null; onClose(): void }) {
  const [rename] = useMutation(RenamePasskeyDocument);
  const form = useForm<{ name: string }>({ values: { name: passkey?.name ?? '' } });
  const { register, handleSubmit, formState } = form;
  const onSubmit = handleSubmit(async ({ name }) => {
    if (!passkey) return;
    try {
      await rename({ variables: { id: passkey.id, name: name.trim() } });
      notify('Passkey renamed', undefined, 'success');
      onClose();
    } catch (error) {
      const info = errorInfo(error);
      if (!applyServerError(form, info)) notify('Passkey not renamed', info.message, 'error');
    }
  });
  return (
    <FormDialog
      open={passkey !== null}
      title="Rename passkey"
      onClose={onClose}
      onSubmit={(e) => void onSubmit(e)}
      submitting={formState.isSubmitting}
    >
      <Field.Root required invalid={!!formState.errors.name}>
        <Field.Label>Name</Field.Label>
        <Input autoComplete="off" {...register('name', { validate: (v) => (v.trim() ? checkName(v) : 'Name is required') })} />
        <Field.ErrorText>{formState.errors.name?.message}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}

/**
 * The account's passkeys on /profile: each with its name, when it was added and last used; adds
 * one (the browser makes it, the server keeps its public key), renames and removes them. A passkey
 * signs in on its own and finishes a password sign-in as its second factor.
 */
export function PasskeysCard() {
  const client = useApolloClient();
  const onError = useActionErrorHandler();
  const { data, loading, error, refetch } = useQuery(MyPasskeysDocument, { fetchPolicy: 'cache-and-network' });
  const [begin] = useMutation(PasskeyRegistrationOptionsDocument);
  const [registerPasskey] = useMutation(RegisterPasskeyDocument);
  const [remove, removing] = useMutation(DeletePasskeyDocument);
  const [toRename, setToRename] = useState<PasskeyFieldsFragment | null>(null);
  const [toRemove, setToRemove] = useState<PasskeyFieldsFragment | null>(null);
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const { register, handleSubmit, formState, reset } = form;
  const passkeys = data?.passkeys ?? [];
  const supported = webAuthnAvailable();

  // Having (or no longer having) a second factor changes what the account may do: Me is read afresh.
  const refresh = async () => {
    await Promise.all([refetch(), client.query({ query: MeDocument, fetchPolicy: 'network-only' })]);
  };

  const add = handleSubmit(async ({ name }) => {
    try {
      const { data: started } = await begin();
      if (!started) return;
      const { challengeId, options } = started.passkeyRegistrationOptions;
      const response = await createPasskey(options);
      const { data: added } = await registerPasskey({ variables: { challengeId, response: asJson(response), name: name.trim() || null } });
      reset({ name: '' });
      notify('Passkey added', `"${added?.registerPasskey.name ?? 'Passkey'}" can now sign you in.`, 'success');
      await refresh();
    } catch (failure) {
      const browser = browserPasskeyError(failure);
      if (browser) {
        notify('Passkey not added', browser, 'error');
        return;
      }
      const info = errorInfo(failure);
      if (!applyServerError(form, info)) onError(failure, 'Passkey not added');
    }
  });

  const confirmRemove = async () => {
    if (!toRemove) return;
    try {
      await remove({ variables: { id: toRemove.id } });
      notify('Passkey removed', `"${toRemove.name}" no longer signs you in.`, 'success');
    } catch (failure) {
      onError(failure, 'Passkey not removed');
    }
    setToRemove(null);
    await refresh();
  };

  return (
    <Card.Root data-testid="passkeys-card">
      <Card.Header>
        <Card.Title>Passkeys</Card.Title>
        <Card.Description>
          Sign in with your device&apos;s screen lock or a security key instead of a password, or confirm a password sign-in with one.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {loading && !data && <Skeleton height="16" borderRadius="md" />}
          {error && !data && <Text color="red.600">Your passkeys could not be loaded.</Text>}
          {data && passkeys.length === 0 && <Text color="gray.600">You have no passkeys yet.</Text>}
          {passkeys.length > 0 && (
            <Stack as="ul" gap="2" aria-label="Passkeys" m="0" p="0">
              {passkeys.map((passkey) => (
                <PasskeyRow
                  key={passkey.id}
                  passkey={passkey}
                  onRename={() => setToRename(passkey)}
                  onRemove={() => setToRemove(passkey)}
                />
              ))}
            </Stack>
          )}
          {supported ? (
            <form onSubmit={(e) => void add(e)} noValidate aria-label="Add a passkey">
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'flex-end' }}>
                <Field.Root invalid={!!formState.errors.name} flex="1">
                  <Field.Label>Passkey name</Field.Label>
                  <Input placeholder="e.g. Work laptop" autoComplete="off" {...register('name', { validate: checkName })} />
                  {formState.errors.name ? (
                    <Field.ErrorText>{formState.errors.name.message}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>Optional: to tell your passkeys apart.</Field.HelperText>
                  )}
                </Field.Root>
                <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} loadingText="Waiting for your device...">
                  <LuKeyRound aria-hidden /> Add a passkey
                </Button>
              </Stack>
            </form>
          ) : (
            <Text color="gray.600">This browser cannot make passkeys.</Text>
          )}
        </Stack>
      </Card.Body>
      <RenameDialog passkey={toRename} onClose={() => setToRename(null)} />
      <ConfirmDialog
        open={toRemove !== null}
        title="Remove passkey"
        confirmLabel="Remove"
        busy={removing.loading}
        onConfirm={() => void confirmRemove()}
        onClose={() => setToRemove(null)}
      >
        <Text>
          Remove the passkey <strong>{toRemove?.name}</strong>? It will no longer sign you in. Remove it from your device or password
          manager too.
        </Text>
      </ConfirmDialog>
    </Card.Root>
  );
}
