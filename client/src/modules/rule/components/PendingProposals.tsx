import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ProposalQueue } from '../../../components/ProposalQueue';
import {
  ApproveRuleChangeDocument,
  RejectRuleChangeDocument,
  RuleChangeProposalsDocument,
  RulesDocument,
  RuleSetVersionsDocument,
  type RuleChangeProposalFieldsFragment,
} from '../../../generated/graphql';
import { notify } from '../../../lib/toaster';
import { changeLines } from '../labels';
import { ImpactPreview } from './ImpactPreview';

const ACTION: Record<string, { label: string; palette: string }> = {
  CREATE: { label: 'Create', palette: 'green' },
  UPDATE: { label: 'Update', palette: 'blue' },
  DELETE: { label: 'Delete', palette: 'red' },
};

const actionOf = (p: RuleChangeProposalFieldsFragment) => ACTION[p.action] ?? { label: p.action, palette: 'gray' };

/**
 * Rule changes waiting for a second admin (REQUIRE_RULE_APPROVAL), each with what it changes (the
 * server's `changes`) and its what-if impact; another admin approves (applied as a direct save) or
 * rejects with a note. Who may do which is the proposal's `viewerCan`: the proposer, who may not
 * approve it, sees that it waits for someone else, and may withdraw it (a rejection).
 */
export function PendingProposals() {
  const { data } = useQuery(RuleChangeProposalsDocument, { variables: { status: 'PENDING' }, fetchPolicy: 'cache-and-network' });
  const refetchQueries = [RuleChangeProposalsDocument, RulesDocument, RuleSetVersionsDocument];
  const [approve] = useMutation(ApproveRuleChangeDocument, { refetchQueries, awaitRefetchQueries: true });
  const [reject] = useMutation(RejectRuleChangeDocument, { refetchQueries, awaitRefetchQueries: true });

  const approveOne = async (p: RuleChangeProposalFieldsFragment) => {
    const { data } = await approve({ variables: { id: p.id } });
    notify('Change approved', `${p.ruleName}: rule-set v${data?.approveRuleChange.appliedVersion ?? '?'}`, 'success');
  };

  const rejectOne = async (p: RuleChangeProposalFieldsFragment, note: string) => {
    await reject({ variables: { id: p.id, note } });
    notify('Change rejected', p.ruleName, 'success');
  };

  return (
    <ProposalQueue
      testId="pending-proposals"
      itemTestId="rule-proposal"
      description="Rule changes need a second admin's approval; the rules stay as they are until then."
      emptyText="No rule changes are waiting for approval."
      proposals={data?.ruleChangeProposals ?? []}
      summary={(p) => (
        <HStack gap="2">
          <Badge colorPalette={actionOf(p).palette}>{actionOf(p).label}</Badge>
          <Text fontWeight="semibold">{p.ruleName}</Text>
        </HStack>
      )}
      basedOn={(p) => p.baseVersion != null && ` · on rule-set v${p.baseVersion}`}
      label={(p) => `${actionOf(p).label} ${p.ruleName}`}
      details={(p) => <RuleChangeDetails proposal={p} />}
      onApprove={approveOne}
      onReject={rejectOne}
      rejectQuestion={(p) => (
        <Text>
          Reject the proposed change to <strong>{p?.ruleName}</strong>? No rule changes.
        </Text>
      )}
    />
  );
}

/** What a rule proposal changes, field by field, and its what-if impact. */
function RuleChangeDetails({ proposal: p }: { proposal: RuleChangeProposalFieldsFragment }) {
  const fields = changeLines(p.action, p.changes);
  return (
    <>
      {fields.length > 0 && (
        <Stack gap="0" fontSize="xs" fontFamily="mono" color="gray.700">
          {fields.map((f) => (
            <Text key={f}>{f}</Text>
          ))}
        </Stack>
      )}
      <ImpactPreview result={p.impact} />
    </>
  );
}
