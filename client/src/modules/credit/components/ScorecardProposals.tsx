import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { NoteDialog } from '../../../components/NoteDialog';
import { ProposalActions } from '../../../components/ProposalActions';
import {
  ApproveScorecardChangeDocument,
  RejectScorecardChangeDocument,
  ScorecardChangeProposalsDocument,
  ScorecardDocument,
  ScorecardVersionsDocument,
  type ScorecardProposalFieldsFragment,
} from '../../../generated/graphql';
import { relativeTime } from '../../../lib/relative-time';
import { notify } from '../../../lib/toaster';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { authorName } from '../../auth/hooks/useCurrentUser';
import { ScorecardImpact } from './ScorecardImpact';

/**
 * Scorecard changes waiting for a second admin (REQUIRE_RULE_APPROVAL), each with its what-if
 * replay; another admin approves (saved as a new version) or rejects with a note.
 */
export function ScorecardProposals() {
  const onError = useActionErrorHandler();
  const { data } = useQuery(ScorecardChangeProposalsDocument, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [ScorecardChangeProposalsDocument, ScorecardDocument, ScorecardVersionsDocument];
  const [approve] = useMutation(ApproveScorecardChangeDocument, { refetchQueries, awaitRefetchQueries: true });
  const [reject] = useMutation(RejectScorecardChangeDocument, { refetchQueries, awaitRefetchQueries: true });
  const [approving, setApproving] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<ScorecardProposalFieldsFragment | null>(null);
  const proposals = data?.scorecardChangeProposals ?? [];

  const approveOne = async (p: ScorecardProposalFieldsFragment) => {
    setApproving(p.id);
    try {
      const { data } = await approve({ variables: { id: p.id } });
      notify('Change approved', `Scorecard version ${data?.approveScorecardChange.appliedVersion ?? '?'}`, 'success');
    } catch (error) {
      onError(error, 'Approval Failed');
    } finally {
      setApproving(null);
    }
  };

  const rejectOne = async (p: ScorecardProposalFieldsFragment, note: string) => {
    await reject({ variables: { id: p.id, note } });
    notify('Change rejected', `Scorecard proposed on version ${p.baseVersion ?? '?'}`, 'success');
  };

  return (
    <Card.Root data-testid="scorecard-proposals">
      <Card.Header>
        <Card.Title as="h2">Pending Proposals</Card.Title>
        <Card.Description>Scorecard changes need a second admin's approval; the scorecard stays as it is until then.</Card.Description>
      </Card.Header>
      <Card.Body>
        {proposals.length === 0 ? (
          <Text color="gray.600">No scorecard changes are waiting for approval.</Text>
        ) : (
          <Stack gap="4">
            {proposals.map((p) => (
              <Stack key={p.id} gap="3" borderWidth="1px" borderRadius="md" p="3" data-testid="scorecard-proposal">
                <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
                  <Stack gap="1">
                    <Text fontWeight="semibold">{p.changeNote ?? 'Scorecard change'}</Text>
                    <Text fontSize="xs" color="gray.600">
                      Proposed by {authorName(p.proposedBy)} {relativeTime(p.proposedAt)}
                      {p.baseVersion != null && ` · on scorecard v${p.baseVersion}`}
                    </Text>
                  </Stack>
                  <ProposalActions
                    viewerCan={p.viewerCan}
                    label="scorecard change"
                    approving={approving === p.id}
                    onApprove={() => void approveOne(p)}
                    onReject={() => setRejecting(p)}
                  />
                </HStack>
                <ScorecardImpact result={p.impact} />
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
        onSubmit={rejectOne}
      >
        <Text>Reject the proposed scorecard change? The scorecard stays as it is.</Text>
      </NoteDialog>
    </Card.Root>
  );
}
