import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { LuCheck } from 'react-icons/lu';
import { NoteDialog } from '../../../components/NoteDialog';
import { ProposalActions } from '../../../components/ProposalActions';
import {
  AccountChangeProposalsDocument,
  ApproveAccountChangeDocument,
  RejectAccountChangeDocument,
  UsersDocument,
  type AccountChangeProposalFieldsFragment,
} from '../../../generated/graphql';
import { relativeTime } from '../../../lib/relative-time';
import { notify } from '../../../lib/toaster';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { authorName, fullName } from '../../auth/hooks/useCurrentUser';
import { CHANGE_ACTIONS, proposalSubject } from '../labels';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';

/** Rejecting a change one may not approve is withdrawing one's own proposal. */
const withdraws = (p: AccountChangeProposalFieldsFragment) => p.viewerCan.reject && !p.viewerCan.approve;

/**
 * Admin-account changes waiting for a second admin (REQUIRE_ADMIN_APPROVAL): creating or promoting
 * an admin, resetting an admin's password. Another admin approves (the change is applied as made by
 * them; a reset's temporary password is shown to them, once) or rejects it with a note; the
 * proposer sees that it waits for someone else, and may withdraw it. Who may do which is each
 * proposal's `viewerCan`.
 */
export function PendingAdminChanges({
  proposals,
  approvalRequired,
}: {
  proposals: readonly AccountChangeProposalFieldsFragment[];
  approvalRequired: boolean;
}) {
  const onError = useActionErrorHandler();
  const refetchQueries = [AccountChangeProposalsDocument, UsersDocument];
  const [approve] = useMutation(ApproveAccountChangeDocument, { refetchQueries, awaitRefetchQueries: true });
  const [reject] = useMutation(RejectAccountChangeDocument, { refetchQueries, awaitRefetchQueries: true });
  const [approving, setApproving] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<AccountChangeProposalFieldsFragment | null>(null);
  const [handover, setHandover] = useState<{ name: string; password: string } | null>(null);

  const approveOne = async (p: AccountChangeProposalFieldsFragment) => {
    setApproving(p.id);
    try {
      const { data } = await approve({ variables: { id: p.id } });
      const outcome = data?.approveAccountChange;
      const name = fullName(outcome?.user ?? p.account);
      if (outcome?.temporaryPassword) setHandover({ name, password: outcome.temporaryPassword });
      else if (p.action === 'CREATE_USER') notify('User Created', `${name} has been created and approved successfully`, 'success');
      else if (p.action === 'CHANGE_ROLE') {
        notify('Role Updated', `${name} is now ${outcome?.user?.role === 'ANALYST' ? 'an analyst' : 'an admin'}`, 'success');
      } else notify('Change Approved', proposalSubject(p), 'success');
    } catch (error) {
      onError(error, 'Approval Failed');
    } finally {
      setApproving(null);
    }
  };

  const rejectOne = async (p: AccountChangeProposalFieldsFragment, note: string) => {
    await reject({ variables: { id: p.id, note } });
    notify(withdraws(p) ? 'Change Withdrawn' : 'Change Rejected', proposalSubject(p), 'success');
  };

  return (
    <Card.Root data-testid="pending-admin-changes">
      <Card.Header>
        <Card.Title>Pending admin changes</Card.Title>
        <Card.Description>
          {approvalRequired
            ? "Creating or promoting an admin and resetting an admin's password need a second admin's approval; nothing changes until then."
            : 'Four-eyes admin controls are off now, but these changes were proposed while they were on and still wait for a decision.'}
        </Card.Description>
      </Card.Header>
      <Card.Body>
        {proposals.length === 0 ? (
          <Text color="gray.600">No admin changes are waiting for approval.</Text>
        ) : (
          <Stack gap="3">
            {proposals.map((p) => {
              const action = CHANGE_ACTIONS[p.action];
              return (
                <HStack
                  key={p.id}
                  justify="space-between"
                  align="flex-start"
                  wrap="wrap"
                  gap="3"
                  borderWidth="1px"
                  borderRadius="md"
                  p="3"
                  data-testid="admin-change"
                >
                  <Stack gap="1">
                    <HStack gap="2" wrap="wrap">
                      <Badge colorPalette={action.palette}>{action.label}</Badge>
                      <Text fontWeight="semibold">{proposalSubject(p)}</Text>
                    </HStack>
                    <Text fontSize="sm" color="gray.700">
                      {fullName(p.account)} · {p.account.email}
                    </Text>
                    <Text fontSize="xs" color="gray.600">
                      Proposed by {authorName(p.proposedBy)}{' '}
                      <time dateTime={p.proposedAt} title={new Date(p.proposedAt).toLocaleString()}>
                        {relativeTime(p.proposedAt)}
                      </time>
                    </Text>
                  </Stack>
                  <ProposalActions
                    viewerCan={p.viewerCan}
                    label={proposalSubject(p)}
                    approving={approving === p.id}
                    approveIcon={<LuCheck />}
                    onApprove={() => void approveOne(p)}
                    onReject={() => setRejecting(p)}
                  />
                </HStack>
              );
            })}
          </Stack>
        )}
      </Card.Body>
      <NoteDialog
        item={rejecting}
        title={rejecting && withdraws(rejecting) ? 'Withdraw Change' : 'Reject Change'}
        submitLabel={rejecting && withdraws(rejecting) ? 'Withdraw' : 'Reject'}
        note={{ name: 'note', label: 'Note', rows: 3, helperText: 'Recorded in the account audit log.' }}
        failed={{ title: 'Error', message: 'Could not reject the change' }}
        onClose={() => setRejecting(null)}
        onSubmit={rejectOne}
      >
        <Text>
          <strong>{rejecting && proposalSubject(rejecting)}</strong>:{' '}
          {rejecting && withdraws(rejecting) ? 'withdraw your proposal' : 'reject it'}? Nothing changes.
        </Text>
      </NoteDialog>
      <TemporaryPasswordDialog name={handover?.name ?? ''} password={handover?.password ?? null} onClose={() => setHandover(null)} />
    </Card.Root>
  );
}
