import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { relativeTime } from '../lib/relative-time';
import { useActionErrorHandler } from '../lib/useActionErrorHandler';
import { authorName } from '../modules/auth/hooks/useCurrentUser';
import { NoteDialog } from './NoteDialog';
import { ProposalActions } from './ProposalActions';

/** What the queue reads of a proposed change (rule, scorecard, ownership settings): its GraphQL standing. */
export interface QueuedProposal {
  id: string;
  proposedAt: string;
  proposedBy: Parameters<typeof authorName>[0];
  viewerCan: { approve: boolean; reject: boolean };
}

/**
 * The changes of one kind waiting for a second admin (REQUIRE_RULE_APPROVAL): a card that lists
 * each with what it changes, who proposed it when, and what the viewer may do (ProposalActions);
 * approving shows the pending button and a failure as a toast, rejecting asks for a note first.
 * The caller says what a proposal is (summary, label, details) and runs the mutations.
 */
export function ProposalQueue<P extends QueuedProposal>({
  testId,
  itemTestId,
  heading,
  description,
  emptyText,
  proposals,
  itemGap = '3',
  summary,
  basedOn,
  label,
  details,
  onApprove,
  onReject,
  rejectQuestion,
}: {
  /** The card's data-testid. */
  testId: string;
  /** Each proposal's data-testid. */
  itemTestId: string;
  /** The title's element ("h2" where the page has no other section heading above it); the card's own when omitted. */
  heading?: 'h2';
  /** Why changes wait, under the title. */
  description: ReactNode;
  /** Shown instead of the list when none waits. */
  emptyText: ReactNode;
  proposals: readonly P[];
  itemGap?: '2' | '3';
  /** What the proposal changes, above the proposer line. */
  summary(p: P): ReactNode;
  /** What the proposer line ends with (" · on scorecard v3"); nothing when false or null. */
  basedOn(p: P): string | false | null;
  /** Names the change in the buttons' accessible names. */
  label(p: P): string;
  /** More about the change under its heading (its what-if impact). */
  details?(p: P): ReactNode;
  /** Approves it and says so; a failure is shown as "Approval Failed". */
  onApprove(p: P): Promise<void>;
  /** Rejects it with the note and says so; a failure keeps the dialog open. */
  onReject(p: P, note: string): Promise<void>;
  /** The reject dialog's question, about the proposal being rejected (null while it closes). */
  rejectQuestion(p: P | null): ReactNode;
}) {
  const onError = useActionErrorHandler();
  const [approving, setApproving] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<P | null>(null);

  const approveOne = async (p: P) => {
    setApproving(p.id);
    try {
      await onApprove(p);
    } catch (error) {
      onError(error, 'Approval Failed');
    } finally {
      setApproving(null);
    }
  };

  return (
    <Card.Root data-testid={testId}>
      <Card.Header>
        <Card.Title as={heading}>Pending Proposals</Card.Title>
        <Card.Description>{description}</Card.Description>
      </Card.Header>
      <Card.Body>
        {proposals.length === 0 ? (
          <Text color="gray.600">{emptyText}</Text>
        ) : (
          <Stack gap="4">
            {proposals.map((p) => (
              <Stack key={p.id} gap={itemGap} borderWidth="1px" borderRadius="md" p="3" data-testid={itemTestId}>
                <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
                  <Stack gap="1">
                    {summary(p)}
                    <Text fontSize="xs" color="gray.600">
                      Proposed by {authorName(p.proposedBy)} {relativeTime(p.proposedAt)}
                      {basedOn(p)}
                    </Text>
                  </Stack>
                  <ProposalActions
                    viewerCan={p.viewerCan}
                    label={label(p)}
                    approving={approving === p.id}
                    onApprove={() => void approveOne(p)}
                    onReject={() => setRejecting(p)}
                  />
                </HStack>
                {details?.(p)}
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
      <NoteDialog
        item={rejecting}
        title="Reject Change"
        submitLabel="Reject"
        note={{ name: 'note', label: 'Note', rows: 3 }}
        failed={{ title: 'Error', message: 'Could not reject the change' }}
        onClose={() => setRejecting(null)}
        onSubmit={onReject}
      >
        {rejectQuestion(rejecting)}
      </NoteDialog>
    </Card.Root>
  );
}
