import { Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ProposalQueue } from '../../../components/ProposalQueue';
import {
  ApproveScorecardChangeDocument,
  RejectScorecardChangeDocument,
  ScorecardChangeProposalsDocument,
  ScorecardDocument,
  ScorecardVersionsDocument,
  type ScorecardProposalFieldsFragment,
} from '../../../generated/graphql';
import { notify } from '../../../lib/toaster';
import { ScorecardImpact } from './ScorecardImpact';

/**
 * Scorecard changes waiting for a second admin (REQUIRE_RULE_APPROVAL), each with its what-if
 * replay; another admin approves (saved as a new version) or rejects with a note.
 */
export function ScorecardProposals() {
  const { data } = useQuery(ScorecardChangeProposalsDocument, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [ScorecardChangeProposalsDocument, ScorecardDocument, ScorecardVersionsDocument];
  const [approve] = useMutation(ApproveScorecardChangeDocument, { refetchQueries, awaitRefetchQueries: true });
  const [reject] = useMutation(RejectScorecardChangeDocument, { refetchQueries, awaitRefetchQueries: true });

  const approveOne = async (p: ScorecardProposalFieldsFragment) => {
    const { data } = await approve({ variables: { id: p.id } });
    notify('Change approved', `Scorecard version ${data?.approveScorecardChange.appliedVersion ?? '?'}`, 'success');
  };

  const rejectOne = async (p: ScorecardProposalFieldsFragment, note: string) => {
    await reject({ variables: { id: p.id, note } });
    notify('Change rejected', `Scorecard proposed on version ${p.baseVersion ?? '?'}`, 'success');
  };

  return (
    <ProposalQueue
      testId="scorecard-proposals"
      itemTestId="scorecard-proposal"
      heading="h2"
      description="Scorecard changes need a second admin's approval; the scorecard stays as it is until then."
      emptyText="No scorecard changes are waiting for approval."
      proposals={data?.scorecardChangeProposals ?? []}
      summary={(p) => <Text fontWeight="semibold">{p.changeNote ?? 'Scorecard change'}</Text>}
      basedOn={(p) => p.baseVersion != null && ` · on scorecard v${p.baseVersion}`}
      label={() => 'scorecard change'}
      details={(p) => <ScorecardImpact result={p.impact} />}
      onApprove={approveOne}
      onReject={rejectOne}
      rejectQuestion={() => <Text>Reject the proposed scorecard change? The scorecard stays as it is.</Text>}
    />
  );
}
