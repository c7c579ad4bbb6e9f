import { Badge, Button, Card, HStack, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { LuBan, LuCheck, LuKeyRound, LuRotateCcw, LuShieldOff, LuTrash2 } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { UserAvatar } from '../../../components/UserAvatar';
import {
  ApproveUserDocument,
  DeleteUserDocument,
  ReinstateUserDocument,
  ResetSecondFactorsDocument,
  SuspendUserDocument,
  UsersDocument,
  type AdminUserFieldsFragment,
  type Role,
} from '../../../generated/graphql';
import { notify } from '../../../lib/toaster';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { fullName } from '../../auth/hooks/useCurrentUser';
import { useAccountChange } from '../hooks/useAccountChange';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';

type Confirming = 'delete' | 'suspend' | 'reinstate' | 'reset' | 'second-factors' | null;

/**
 * One account on /admin with its actions, as its `viewerCan` allows them (an admin acts on any
 * account but their own). Role changes and password resets go through submitAccountChange: with
 * four-eyes admin controls on (`approvalRequired`), promoting to admin and resetting an admin's
 * password become proposals for a second admin (`changePending` badges an account with one
 * waiting).
 */
export function UserCard({
  user,
  isSelf,
  approvalRequired = false,
  changePending = false,
}: {
  user: AdminUserFieldsFragment;
  /** The signed-in admin's own account: badged "You", and its password is changed on /profile, not reset here. */
  isSelf: boolean;
  approvalRequired?: boolean;
  changePending?: boolean;
}) {
  const onError = useActionErrorHandler();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  const [approve, approving] = useMutation(ApproveUserDocument);
  const submitChange = useAccountChange();
  const [remove, removing] = useMutation(DeleteUserDocument, { refetchQueries: [UsersDocument] });
  const [suspend, suspending] = useMutation(SuspendUserDocument);
  const [reinstate, reinstating] = useMutation(ReinstateUserDocument);
  const [resetFactors, resettingFactors] = useMutation(ResetSecondFactorsDocument);
  const [resetting, setResetting] = useState(false);
  const name = fullName(user);

  /** Runs a confirmed action; the dialog closes on success and stays open on failure. */
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      setConfirming(null);
    } catch (error) {
      onError(error);
    }
  };

  const onApprove = async () => {
    try {
      await approve({ variables: { id: user.id } });
      notify('User Approved', `${name} can now log in`, 'success');
    } catch (error) {
      onError(error);
    }
  };

  const onRole = async (role: Role) => {
    if (!user.viewerCan.changeRole) return notify('Cannot Change Own Role', 'You cannot change your own role', 'error');
    try {
      const outcome = await submitChange({ action: 'CHANGE_ROLE', userId: user.id, role });
      if (outcome?.applied) notify('Role Updated', `${name} is now ${role === 'ADMIN' ? 'an admin' : 'an analyst'}`, 'success');
    } catch (error) {
      onError(error);
    }
  };

  const onDelete = () =>
    run(async () => {
      await remove({ variables: { id: user.id } });
      notify('User Deleted', `${name} and their data have been removed`, 'success');
    });

  const onSuspend = () =>
    run(async () => {
      await suspend({ variables: { id: user.id } });
      notify('User Suspended', `${name} has been signed out and cannot sign in until reinstated`, 'success');
    });

  const onReinstate = () =>
    run(async () => {
      await reinstate({ variables: { id: user.id } });
      notify('User Reinstated', `${name} can sign in again`, 'success');
    });

  const onResetFactors = () =>
    run(async () => {
      await resetFactors({ variables: { id: user.id } });
      notify('Second factors reset', `${name} has been signed out and signs in with their password to enrol again`, 'success');
    });

  const onReset = async () => {
    setResetting(true);
    await run(async () => {
      const outcome = await submitChange({ action: 'RESET_PASSWORD', userId: user.id });
      if (outcome?.applied && outcome.temporaryPassword) setTemporaryPassword(outcome.temporaryPassword);
    });
    setResetting(false);
  };
  const resetNeedsApproval = approvalRequired && user.role === 'ADMIN';
  const factors = user.secondFactors ?? [];

  return (
    <Card.Root data-testid="user-card" size="sm" opacity={user.suspended ? 0.75 : 1}>
      <Card.Body>
        <HStack justify="space-between" gap="4" wrap="wrap">
          <HStack gap="3">
            <UserAvatar user={user} size="md" />
            <Stack gap="0">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">{name}</Text>
                {isSelf && <Badge colorPalette="blue">You</Badge>}
                {!user.approved && <Badge colorPalette="orange">Pending Approval</Badge>}
                {user.suspended && <Badge colorPalette="red">Suspended</Badge>}
                {factors.length > 0 ? (
                  <Badge colorPalette="green" data-testid="second-factor-badge">
                    {`Two-step: ${factors.map((m) => (m === 'TOTP' ? 'app' : 'passkey')).join(', ')}`}
                  </Badge>
                ) : (
                  <Badge colorPalette="gray" data-testid="second-factor-badge">
                    No second factor
                  </Badge>
                )}
                {changePending && (
                  <Badge colorPalette="yellow" data-testid="change-pending">
                    Change awaiting approval
                  </Badge>
                )}
              </HStack>
              <Text fontSize="sm" color="gray.600">
                {user.email}
              </Text>
            </Stack>
          </HStack>
          <HStack gap="2" wrap="wrap">
            {!user.approved && (
              <Button
                size="sm"
                colorPalette="green"
                onClick={onApprove}
                loading={approving.loading}
                aria-label={`Approve User ${user.email}`}
              >
                <LuCheck /> Approve User
              </Button>
            )}
            {user.viewerCan.suspend &&
              (user.suspended ? (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="green"
                  onClick={() => setConfirming('reinstate')}
                  aria-label={`Reinstate ${user.email}`}
                >
                  <LuRotateCcw /> Reinstate
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="orange"
                  onClick={() => setConfirming('suspend')}
                  aria-label={`Suspend ${user.email}`}
                >
                  <LuBan /> Suspend
                </Button>
              ))}
            {/* Own account: a password is changed on /profile. */}
            {!isSelf && (
              <Button size="sm" variant="outline" onClick={() => setConfirming('reset')} aria-label={`Reset Password for ${user.email}`}>
                <LuKeyRound /> Reset Password
              </Button>
            )}
            {!isSelf && factors.length > 0 && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => setConfirming('second-factors')}
                aria-label={`Reset second factors for ${user.email}`}
              >
                <LuShieldOff /> Reset two-step
              </Button>
            )}
            <NativeSelect.Root size="sm" width="36">
              <NativeSelect.Field
                aria-label={`Role for ${user.email}`}
                value={user.role}
                onChange={(e) => void onRole(e.currentTarget.value as Role)}
              >
                <option value="ANALYST">Analyst</option>
                <option value="ADMIN">Admin</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <IconButton
              aria-label={`Delete ${user.email}`}
              size="sm"
              variant="ghost"
              colorPalette="red"
              onClick={() =>
                user.viewerCan.delete
                  ? setConfirming('delete')
                  : notify('Cannot Delete Own Account', 'You cannot delete your own account', 'error')
              }
            >
              <LuTrash2 />
            </IconButton>
          </HStack>
        </HStack>
      </Card.Body>
      <ConfirmDialog
        open={confirming === 'delete'}
        title="Delete User"
        confirmLabel="Delete"
        busy={removing.loading}
        onConfirm={onDelete}
        onClose={() => setConfirming(null)}
      >
        <Text>
          Delete {name} ({user.email})? Their assessments, audit logs and batch uploads are removed too. This cannot be undone.
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'suspend'}
        title="Suspend User"
        confirmLabel="Suspend"
        palette="orange"
        busy={suspending.loading}
        onConfirm={onSuspend}
        onClose={() => setConfirming(null)}
      >
        <Text>
          Suspend {name} ({user.email})? They are signed out everywhere at once and cannot sign in until an admin reinstates them. Their
          data stays.
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'reinstate'}
        title="Reinstate User"
        confirmLabel="Reinstate"
        palette="green"
        busy={reinstating.loading}
        onConfirm={onReinstate}
        onClose={() => setConfirming(null)}
      >
        <Text>
          Reinstate {name} ({user.email})? They can sign in again with their password.
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'reset'}
        title="Reset Password"
        confirmLabel={resetNeedsApproval ? 'Propose Reset' : 'Reset Password'}
        palette="orange"
        busy={resetting}
        onConfirm={() => void onReset()}
        onClose={() => setConfirming(null)}
      >
        <Text>
          {resetNeedsApproval
            ? `Propose resetting the password of the admin ${name} (${user.email})? A second admin must approve it; then their current password stops working, they are signed out everywhere, and the approving admin gets a temporary password to give them.`
            : `Reset the password of ${name} (${user.email})? Their current password stops working, they are signed out everywhere, and you get a temporary password to give them.`}
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'second-factors'}
        title="Reset two-step verification"
        confirmLabel="Reset"
        palette="orange"
        busy={resettingFactors.loading}
        onConfirm={onResetFactors}
        onClose={() => setConfirming(null)}
      >
        <Text>
          Remove every second factor of {name} ({user.email}): their authenticator app, recovery codes and passkeys? They are signed out
          everywhere and sign in with their password to enrol again. Do this only once you have confirmed who is asking.
        </Text>
      </ConfirmDialog>
      <TemporaryPasswordDialog name={name} password={temporaryPassword} onClose={() => setTemporaryPassword(null)} />
    </Card.Root>
  );
}
