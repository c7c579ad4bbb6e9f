import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { NoteDialog } from '../../../components/NoteDialog';
import { ProposalActions } from '../../../components/ProposalActions';
import {
  ApproveRuleChangeDocument,
  RejectRuleChangeDocument,
  RuleChangeProposalsDocument,
  RulesDocument,
  RuleSetVersionsDocument,
  type RuleChangeProposalFieldsFragment,
} from '../../../generated/graphql';
import { relativeTime } from '../../../lib/relative-time';
import { notify } from '../../../lib/toaster';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { authorName } from '../../auth/hooks/useCurrentUser';
import { changeLines } from '../labels';
import { ImpactPreview } from './ImpactPreview';

const ACTION: Record<string, { label: string; palette: string }> = {
  CREATE: { label: 'Create', palette: 'green' },
  UPDATE: { label: 'Update', palette: 'blue' },
  DELETE: { label: 'Delete', palette: 'red' },
};

/**
 * Rule changes waiting for a second admin (REQUIRE_RULE_APPROVAL), each with what it changes (the
 * server's `changes`) and its what-if impact; another admin approves (applied as a direct save) or
 * rejects with a note. Who may do which is the proposal's `viewerCan`: the proposer, who may not
 * approve it, sees that it waits for someone else, and may withdraw it (a rejection).
 */
export function PendingProposals() {
  const onError = useActionErrorHandler();
  const { data } = useQuery(RuleChangeProposalsDocument, { variables: { status: 'PENDING' }, fetchPolicy: 'cache-and-network' });
  const refetchQueries = [RuleChangeProposalsDocument, RulesDocument, RuleSetVersionsDocument];
  const [approve] = useMutation(ApproveRuleChangeDocument, { refetchQueries, awaitRefetchQueries: true });
  const [reject] = useMutation(RejectRuleChangeDocument, { refetchQueries, awaitRefetchQueries: true });
  const [approving, setApproving] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<RuleChangeProposalFieldsFragment | null>(null);
  const proposals = data?.ruleChangeProposals ?? [];

  const approveOne = async (p: RuleChangeProposalFieldsFragment) => {
    setApproving(p.id);
    try {
      const { data } = await approve({ variables: { id: p.id } });
      notify('Change approved', `${p.ruleName}: rule-set v${data?.approveRuleChange.appliedVersion ?? '?'}`, 'success');
    } catch (error) {
      onError(error, 'Approval Failed');
    } finally {
      setApproving(null);
    }
  };

  const rejectOne = async (p: RuleChangeProposalFieldsFragment, note: string) => {
    await reject({ variables: { id: p.id, note } });
    notify('Change rejected', p.ruleName, 'success');
  };

  return (
    <Card.Root data-testid="pending-proposals">
      <Card.Header>
        <Card.Title>Pending Proposals</Card.Title>
        <Card.Description>Rule changes need a second admin's approval; the rules stay as they are until then.</Card.Description>
      </Card.Header>
      <Card.Body>
        {proposals.length === 0 ? (
          <Text color="gray.600">No rule changes are waiting for approval.</Text>
        ) : (
          <Stack gap="4">
            {proposals.map((p) => {
              const action = ACTION[p.action] ?? { label: p.action, palette: 'gray' };
              const fields = changeLines(p.action, p.changes);
              return (
                <Stack key={p.id} gap="3" borderWidth="1px" borderRadius="md" p="3" data-testid="rule-proposal">
                  <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
                    <Stack gap="1">
                      <HStack gap="2">
                        <Badge colorPalette={action.palette}>{action.label}</Badge>
                        <Text fontWeight="semibold">{p.ruleName}</Text>
                      </HStack>
                      <Text fontSize="xs" color="gray.600">
                        Proposed by {authorName(p.proposedBy)} {relativeTime(p.proposedAt)}
                        {p.baseVersion != null && ` · on rule-set v${p.baseVersion}`}
                      </Text>
                    </Stack>
                    <ProposalActions
                      viewerCan={p.viewerCan}
                      label={`${action.label} ${p.ruleName}`}
                      approving={approving === p.id}
                      onApprove={() => void approveOne(p)}
                      onReject={() => setRejecting(p)}
                    />
                  </HStack>
                  {fields.length > 0 && (
                    <Stack gap="0" fontSize="xs" fontFamily="mono" color="gray.700">
                      {fields.map((f) => (
                        <Text key={f}>{f}</Text>
                      ))}
                    </Stack>
                  )}
                  <ImpactPreview result={p.impact} />
                </Stack>
              );
            })}
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
        <Text>
          Reject the proposed change to <strong>{rejecting?.ruleName}</strong>? No rule changes.
        </Text>
      </NoteDialog>
    </Card.Root>
  );
}
