import { Badge, Button, Card, HStack, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuPencil, LuPlus, LuRefreshCw, LuTrash2 } from 'react-icons/lu';
import { AdminPageHeader } from '../../../components/AdminPageHeader';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import {
  CaseQueuesDocument,
  DeleteCaseQueueDocument,
  RunPeriodicReviewsDocument,
  SaveCaseQueueDocument,
  type CaseQueueFieldsFragment,
} from '../generated/graphql';
import { notify } from '../../../lib/toaster';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { QueueDialog } from '../components/QueueDialog';
import { useAssignableUsers } from '../components/useAssignableUsers';
import { kindLabel } from '../labels';

/** /admin/queues: the queues that share new cases out among their members, and the periodic review run. */
export function QueuesPage() {
  const onError = useActionErrorHandler();
  const users = useAssignableUsers();
  const { data, loading } = useQuery(CaseQueuesDocument, { fetchPolicy: 'cache-and-network' });
  const [saveQueue] = useMutation(SaveCaseQueueDocument, { refetchQueries: [CaseQueuesDocument] });
  const [deleteQueue, deleting] = useMutation(DeleteCaseQueueDocument, { refetchQueries: [CaseQueuesDocument] });
  const [runReviews, running] = useMutation(RunPeriodicReviewsDocument);
  const [editing, setEditing] = useState<CaseQueueFieldsFragment | 'new' | null>(null);
  const [removing, setRemoving] = useState<CaseQueueFieldsFragment | null>(null);
  const queues = data?.caseQueues ?? [];
  const nameOf = (id: string) => users.find((u) => u.id === id)?.name ?? 'An inactive account';

  return (
    <Stack gap="4">
      <AdminPageHeader
        title="Case Queues"
        subtitle="Share new cases out among a team, by the kind of case"
        action={
          <>
            <Button
              variant="outline"
              loading={running.loading}
              onClick={() =>
                runReviews().then(
                  () =>
                    notify('Periodic reviews queued', 'Counterparties whose review is due get a case in the next few minutes.', 'success'),
                  (error: unknown) => onError(error, 'Periodic reviews not started'),
                )
              }
            >
              <LuRefreshCw /> Run periodic reviews now
            </Button>
            <Button colorPalette="blue" onClick={() => setEditing('new')}>
              <LuPlus /> New queue
            </Button>
          </>
        }
      />
      {loading && !data && [0, 1].map((i) => <Skeleton key={i} height="20" borderRadius="md" />)}
      {data && queues.length === 0 && (
        <Card.Root>
          <Card.Body>
            <Text color="gray.600">No queues yet: new cases stay unassigned (or with whoever opened them) until someone takes them.</Text>
          </Card.Body>
        </Card.Root>
      )}
      {queues.map((q) => (
        <Card.Root key={q.id} size="sm" data-testid="queue-card">
          <Card.Body>
            <HStack justify="space-between" align="flex-start" gap="4">
              <Stack gap="2" minW="0" flex="1">
                <Text fontWeight="semibold">{q.name}</Text>
                <HStack gap="1" wrap="wrap">
                  {q.kinds.map((k) => (
                    <Badge key={k} colorPalette="blue" variant="subtle">
                      {kindLabel(k)}
                    </Badge>
                  ))}
                </HStack>
                <Text fontSize="sm" color="gray.600" overflowWrap="anywhere">
                  {q.memberIds.length === 0 ? 'No members' : `Members: ${q.memberIds.map(nameOf).join(', ')}`}
                </Text>
              </Stack>
              <HStack gap="1">
                <IconButton aria-label={`Edit ${q.name}`} size="sm" variant="ghost" onClick={() => setEditing(q)}>
                  <LuPencil />
                </IconButton>
                <IconButton aria-label={`Delete ${q.name}`} size="sm" variant="ghost" colorPalette="red" onClick={() => setRemoving(q)}>
                  <LuTrash2 />
                </IconButton>
              </HStack>
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
      <QueueDialog
        open={editing !== null}
        queue={editing === 'new' ? null : editing}
        users={users}
        onClose={() => setEditing(null)}
        onSave={async (values) => {
          await saveQueue({ variables: { id: editing === 'new' ? null : (editing?.id ?? null), ...values } });
          notify('Queue saved', values.name, 'success');
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Delete queue"
        confirmLabel="Delete"
        busy={deleting.loading}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          deleteQueue({ variables: { id: removing.id } }).then(
            () => {
              notify('Queue deleted', removing.name, 'success');
              setRemoving(null);
            },
            (error: unknown) => onError(error, 'Queue not deleted'),
          );
        }}
      >
        <Text>Delete the queue {removing?.name}? Cases it already assigned keep their assignee.</Text>
      </ConfirmDialog>
    </Stack>
  );
}
