import { Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ProposalQueue } from '../../../components/ProposalQueue';
import {
  ApproveOwnershipSettingsChangeDocument,
  OwnershipSettingsChangeProposalsDocument,
  OwnershipSettingsDocument,
  RejectOwnershipSettingsChangeDocument,
  type OwnershipSettingsProposalFieldsFragment,
} from '../generated/graphql';
import { notify } from '../../../lib/toaster';
import { formatThresholds } from '../format';

/**
 * Ownership settings changes waiting for a second admin (REQUIRE_RULE_APPROVAL), each with the
 * thresholds it replaces; another admin approves (saved as a new version) or rejects with a note.
 */
export function OwnershipSettingsProposals() {
  const { data } = useQuery(OwnershipSettingsChangeProposalsDocument, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [OwnershipSettingsChangeProposalsDocument, OwnershipSettingsDocument];
  const [approve] = useMutation(ApproveOwnershipSettingsChangeDocument, { refetchQueries, awaitRefetchQueries: true });
  const [reject] = useMutation(RejectOwnershipSettingsChangeDocument, { refetchQueries, awaitRefetchQueries: true });

  const approveOne = async (p: OwnershipSettingsProposalFieldsFragment) => {
    const { data } = await approve({ variables: { id: p.id } });
    notify('Change approved', `Ownership settings version ${data?.approveOwnershipSettingsChange.appliedVersion ?? '?'}`, 'success');
  };

  const rejectOne = async (p: OwnershipSettingsProposalFieldsFragment, note: string) => {
    await reject({ variables: { id: p.id, note } });
    notify('Change rejected', `The thresholds stay as they are (${p.previous ? formatThresholds(p.previous) : 'unchanged'})`, 'success');
  };

  return (
    <ProposalQueue
      testId="ownership-settings-proposals"
      itemTestId="ownership-settings-proposal"
      heading="h2"
      description="Ownership settings changes need a second admin's approval; the thresholds stay as they are until then."
      emptyText="No ownership settings changes are waiting for approval."
      proposals={data?.ownershipSettingsChangeProposals ?? []}
      itemGap="2"
      summary={(p) => (
        <>
          <Text fontWeight="semibold">{formatThresholds(p.settings)}</Text>
          {p.previous && (
            <Text fontSize="sm" color="gray.700">
              Replaces {formatThresholds(p.previous)}
            </Text>
          )}
          {p.changeNote && <Text fontSize="sm">{p.changeNote}</Text>}
        </>
      )}
      basedOn={(p) => (p.baseVersion != null ? ` · on version ${p.baseVersion}` : ' · on the configured defaults')}
      label={() => 'ownership settings change'}
      onApprove={approveOne}
      onReject={rejectOne}
      rejectQuestion={() => <Text>Reject the proposed ownership settings change? The thresholds stay as they are.</Text>}
    />
  );
}
