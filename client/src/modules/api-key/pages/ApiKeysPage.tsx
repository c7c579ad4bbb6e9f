import { Badge, Button, Card, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuBan, LuCheck, LuKeyRound, LuPencil, LuPlus, LuRefreshCw, LuX } from 'react-icons/lu';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { AdminPageHeader } from '../../../components/AdminPageHeader';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LabelledValue as Detail } from '../../../components/LabelledValue';
import { NoteDialog } from '../../../components/NoteDialog';
import { notify } from '../../../lib/toaster';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { CreateKeyDialog, type KeyAccount } from '../components/CreateKeyDialog';
import { RotateKeyDialog } from '../components/RotateKeyDialog';
import { ScopesDialog } from '../components/ScopesDialog';
import { TokenDialog, type Issued } from '../components/TokenDialog';
import {
  ApiKeyAccountsDocument,
  ApiKeyPolicyDocument,
  ApiKeysDocument,
  ApproveApiKeyChangeDocument,
  RejectApiKeyChangeDocument,
  CreateApiKeyDocument,
  RevokeApiKeyDocument,
  RotateApiKeyDocument,
  UpdateApiKeyScopesDocument,
  type ApiKeyFieldsFragment,
  type CreateApiKeyInput,
} from '../generated/graphql';
import { keyState, scopeLabel, type ApiKeyPolicy } from '../labels';

const day = (iso: string) => new Date(iso).toLocaleDateString();
const time = (iso: string) => new Date(iso).toLocaleString();

/** What waits for a second admin on a key (REQUIRE_ADMIN_APPROVAL), and the decision buttons the viewer may use. */
function PendingChange({
  policy,
  apiKey,
  viewerId,
  onApprove,
  onReject,
}: {
  policy: ApiKeyPolicy | undefined;
  apiKey: ApiKeyFieldsFragment;
  viewerId: string | undefined;
  onApprove(): void;
  onReject(): void;
}) {
  const asker = apiKey.pendingProposedBy;
  if (!asker) return null;
  const own = asker.id === viewerId;
  return (
    <Stack gap="2" p="3" bg="orange.50" borderRadius="md" data-testid="api-key-pending">
      <Text fontSize="sm">
        {apiKey.awaitingApproval
          ? `Waiting for a second admin: this key has the admin scope and works only once another admin approves it (asked by ${asker.name}).`
          : `Waiting for a second admin: scopes ${(apiKey.pendingScopes ?? []).map((scope) => scopeLabel(policy, scope)).join(', ')} (asked by ${asker.name}).`}
      </Text>
      <HStack gap="2" wrap="wrap">
        {!own && (
          <Button size="xs" colorPalette="green" onClick={onApprove} aria-label={`Approve ${apiKey.name}`}>
            <LuCheck /> Approve
          </Button>
        )}
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          onClick={onReject}
          aria-label={`${own ? 'Withdraw' : 'Reject'} ${apiKey.name}`}
        >
          <LuX /> {own ? 'Withdraw' : 'Reject'}
        </Button>
      </HStack>
    </Stack>
  );
}

function KeyCard({
  policy,
  apiKey,
  viewerId,
  onRotate,
  onEditScopes,
  onRevoke,
  onApprove,
  onReject,
}: {
  policy: ApiKeyPolicy | undefined;
  apiKey: ApiKeyFieldsFragment;
  viewerId: string | undefined;
  onRotate(): void;
  onEditScopes(): void;
  onRevoke(): void;
  onApprove(): void;
  onReject(): void;
}) {
  const state = keyState(apiKey);
  const revoked = state === 'revoked';
  return (
    <Card.Root size="sm" data-testid="api-key" bg={revoked ? 'gray.50' : undefined} borderStyle={revoked ? 'dashed' : undefined}>
      <Card.Body>
        <Stack gap="3">
          <Stack gap="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold" overflowWrap="anywhere">
                {apiKey.name}
              </Text>
              <Badge colorPalette={revoked ? 'red' : apiKey.awaitingApproval ? 'orange' : 'green'} data-testid="api-key-status">
                {revoked ? 'Revoked' : apiKey.awaitingApproval ? 'Awaiting approval' : 'Active'}
              </Badge>
              {state === 'expired' && <Badge colorPalette="orange">Expired</Badge>}
            </HStack>
            <Text fontFamily="mono" fontSize="sm" wordBreak="break-all" aria-label={`Prefix ${apiKey.prefix}`}>
              {apiKey.prefix}…
            </Text>
            <HStack gap="1" wrap="wrap" aria-label="Scopes">
              {apiKey.scopes.map((s) => (
                <Badge key={s} variant="outline" colorPalette={s === 'ADMIN' ? 'purple' : 'blue'}>
                  {scopeLabel(policy, s)}
                </Badge>
              ))}
            </HStack>
          </Stack>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
            <Detail label="Acts for">
              {apiKey.actsFor ? `${apiKey.actsFor.name} (${apiKey.actsFor.email})` : 'A deleted account (the key fails)'}
            </Detail>
            <Detail label="Screening concurrency">{apiKey.screeningConcurrency}</Detail>
            <Detail label="Expires">
              <time dateTime={apiKey.expiresAt} title={time(apiKey.expiresAt)}>
                {day(apiKey.expiresAt)}
              </time>
              {state === 'expired' && ' (expired)'}
            </Detail>
            <Detail label="Last used">
              {apiKey.lastUsedAt ? (
                <time dateTime={apiKey.lastUsedAt} title={time(apiKey.lastUsedAt)}>
                  {time(apiKey.lastUsedAt)}
                </time>
              ) : (
                'Never'
              )}
            </Detail>
            <Detail label="Created">
              {day(apiKey.createdAt)}
              {apiKey.createdByName && ` by ${apiKey.createdByName}`}
            </Detail>
            {apiKey.revokedAt && <Detail label="Revoked">{time(apiKey.revokedAt)}</Detail>}
          </SimpleGrid>
          {apiKey.previousValidUntil && !revoked && (
            <Text fontSize="sm" color="orange.800" data-testid="previous-valid-until">
              Old secret valid until {time(apiKey.previousValidUntil)}
            </Text>
          )}
          {!revoked && <PendingChange policy={policy} apiKey={apiKey} viewerId={viewerId} onApprove={onApprove} onReject={onReject} />}
          {!revoked && (
            <HStack gap="2" wrap="wrap">
              <Button size="xs" variant="outline" onClick={onRotate} aria-label={`Rotate ${apiKey.name}`}>
                <LuRefreshCw /> Rotate
              </Button>
              <Button size="xs" variant="outline" onClick={onEditScopes} aria-label={`Edit scopes of ${apiKey.name}`}>
                <LuPencil /> Edit scopes
              </Button>
              <Button size="xs" variant="outline" colorPalette="red" onClick={onRevoke} aria-label={`Revoke ${apiKey.name}`}>
                <LuBan /> Revoke
              </Button>
            </HStack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** /admin/api-keys: the keys integrators call the API with, what they may do, and their rotation and revocation. */
export function ApiKeysPage() {
  const onError = useActionErrorHandler();
  const { data, loading } = useQuery(ApiKeysDocument, { fetchPolicy: 'cache-and-network' });
  const users = useQuery(ApiKeyAccountsDocument, { fetchPolicy: 'cache-and-network' });
  const policy = useQuery(ApiKeyPolicyDocument).data?.apiKeyPolicy;
  const refetchQueries = [ApiKeysDocument];
  const [createKey] = useMutation(CreateApiKeyDocument, { refetchQueries, awaitRefetchQueries: true });
  const [rotateKey] = useMutation(RotateApiKeyDocument);
  const [updateScopes] = useMutation(UpdateApiKeyScopesDocument);
  const [revokeKey, revoking] = useMutation(RevokeApiKeyDocument);
  const [approveChange] = useMutation(ApproveApiKeyChangeDocument);
  const [rejectChange] = useMutation(RejectApiKeyChangeDocument);
  const { user: viewer } = useCurrentUser();
  const [toReject, setToReject] = useState<ApiKeyFieldsFragment | null>(null);
  const [creating, setCreating] = useState(false);
  const [issued, setIssued] = useState<Issued | null>(null);
  const [rotating, setRotating] = useState<ApiKeyFieldsFragment | null>(null);
  const [editing, setEditing] = useState<ApiKeyFieldsFragment | null>(null);
  const [toRevoke, setToRevoke] = useState<ApiKeyFieldsFragment | null>(null);
  const keys = data?.apiKeys ?? [];
  const accounts: KeyAccount[] = (users.data?.users ?? [])
    .filter((u) => u.approved && !u.suspended)
    .map((u) => ({
      id: u.id,
      name: [u.firstName, u.lastName].filter(Boolean).join(' '),
      email: u.email,
      admin: u.role === 'ADMIN',
    }));

  const create = async (input: CreateApiKeyInput) => {
    const { data } = await createKey({ variables: { input } });
    if (!data) return;
    setIssued({ name: data.createApiKey.key.name, token: data.createApiKey.token, rotated: false });
    if (data.createApiKey.key.awaitingApproval) {
      notify('Waiting for a second admin', 'A key with the admin scope works once another admin approves it.', 'info');
    }
  };

  const approve = async (key: ApiKeyFieldsFragment) => {
    try {
      await approveChange({ variables: { id: key.id } });
      notify('Approved', key.name, 'success');
    } catch (error) {
      onError(error, 'Not approved');
    }
  };

  const reject = async (key: ApiKeyFieldsFragment, note: string) => {
    await rejectChange({ variables: { id: key.id, note } });
    notify('Rejected', key.name, 'success');
  };

  const rotate = async (key: ApiKeyFieldsFragment, graceHours: number) => {
    const { data } = await rotateKey({ variables: { id: key.id, graceHours } });
    if (!data) return;
    setIssued({ name: data.rotateApiKey.key.name, token: data.rotateApiKey.token, rotated: true });
  };

  const saveScopes = async (key: ApiKeyFieldsFragment, scopes: ApiKeyFieldsFragment['scopes']) => {
    await updateScopes({ variables: { id: key.id, scopes } });
    notify('Scopes saved', key.name, 'success');
  };

  const revoke = async () => {
    if (!toRevoke) return;
    try {
      await revokeKey({ variables: { id: toRevoke.id } });
      notify('API key revoked', `${toRevoke.name} no longer works.`, 'success');
      setToRevoke(null);
    } catch (error) {
      onError(error, 'API key not revoked');
    }
  };

  return (
    <Stack gap="4">
      <AdminPageHeader
        title="API Keys"
        subtitle="Keys that integrations call the GraphQL and REST API with, acting for an account"
        action={
          <Button colorPalette="blue" onClick={() => setCreating(true)} disabled={!policy}>
            <LuPlus /> New API key
          </Button>
        }
      />
      {loading && !data && [0, 1].map((i) => <Skeleton key={i} height="28" borderRadius="md" />)}
      {data && keys.length === 0 && (
        <Card.Root>
          <Card.Body>
            <HStack gap="2" color="gray.600">
              <LuKeyRound aria-hidden />
              <Text>No API keys yet. Make one for each integration that calls the API.</Text>
            </HStack>
          </Card.Body>
        </Card.Root>
      )}
      {keys.map((key) => (
        <KeyCard
          key={key.id}
          policy={policy}
          apiKey={key}
          viewerId={viewer?.id}
          onRotate={() => setRotating(key)}
          onEditScopes={() => setEditing(key)}
          onRevoke={() => setToRevoke(key)}
          onApprove={() => void approve(key)}
          onReject={() => setToReject(key)}
        />
      ))}
      {policy && (
        <>
          <CreateKeyDialog policy={policy} open={creating} accounts={accounts} onClose={() => setCreating(false)} onCreate={create} />
          <RotateKeyDialog policy={policy} apiKey={rotating} onClose={() => setRotating(null)} onRotate={rotate} />
          <ScopesDialog policy={policy} apiKey={editing} onClose={() => setEditing(null)} onSave={saveScopes} />
        </>
      )}
      <TokenDialog issued={issued} onClose={() => setIssued(null)} />
      <ConfirmDialog
        open={toRevoke !== null}
        title="Revoke API key"
        confirmLabel="Revoke"
        busy={revoking.loading}
        onConfirm={() => void revoke()}
        onClose={() => setToRevoke(null)}
      >
        <Text>
          Revoke <strong>{toRevoke?.name}</strong>? It stops working at once, for every client using it; this cannot be undone.
        </Text>
      </ConfirmDialog>
      <NoteDialog
        item={toReject}
        title="Reject the waiting change"
        submitLabel="Reject"
        note={{ name: 'note', label: 'Why', rows: 3 }}
        failed={{ title: 'Not rejected', message: 'The change could not be rejected' }}
        onClose={() => setToReject(null)}
        onSubmit={reject}
      >
        Reject what waits on <strong>{toReject?.name}</strong>? A new key with the admin scope is revoked; asked-for scopes are dropped.
      </NoteDialog>
    </Stack>
  );
}
