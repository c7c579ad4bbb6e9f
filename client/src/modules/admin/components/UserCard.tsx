import { Badge, Button, Card, Dialog, HStack, IconButton, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { LuCheck, LuTrash2 } from 'react-icons/lu';
import { UserAvatar } from '../../../components/UserAvatar';
import { ApproveUserDocument, ChangeUserRoleDocument, DeleteUserDocument, UsersDocument, type UserFieldsFragment, type Role } from '../../../generated/graphql';
import { notify } from '../../../lib/toaster';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { fullName } from '../../auth/hooks/useCurrentUser';

export function UserCard({ user, isSelf }: { user: UserFieldsFragment; isSelf: boolean }) {
  const onError = useActionErrorHandler();
  const [confirming, setConfirming] = useState(false);
  const [approve, approving] = useMutation(ApproveUserDocument);
  const [changeRole] = useMutation(ChangeUserRoleDocument);
  const [remove, removing] = useMutation(DeleteUserDocument, { refetchQueries: [UsersDocument] });
  const name = fullName(user);

  const onApprove = async () => {
    try {
      await approve({ variables: { id: user.id } });
      notify('User Approved', `${name} can now log in`, 'success');
    } catch (error) {
      onError(error);
    }
  };

  const onRole = async (role: Role) => {
    if (isSelf) return notify('Cannot Change Own Role', 'You cannot change your own role', 'error');
    try {
      await changeRole({ variables: { id: user.id, role } });
      notify('Role Updated', `${name} is now ${role === 'ADMIN' ? 'an admin' : 'an analyst'}`, 'success');
    } catch (error) {
      onError(error);
    }
  };

  const onDelete = async () => {
    try {
      await remove({ variables: { id: user.id } });
      setConfirming(false);
      notify('User Deleted', `${name} and their data have been removed`, 'success');
    } catch (error) {
      onError(error);
    }
  };

  return (
    <Card.Root data-testid="user-card" size="sm">
      <Card.Body>
        <HStack justify="space-between" gap="4" wrap="wrap">
          <HStack gap="3">
            <UserAvatar user={user} size="md" />
            <Stack gap="0">
              <HStack gap="2">
                <Text fontWeight="semibold">{name}</Text>
                {isSelf && <Badge colorPalette="blue">You</Badge>}
                {!user.approved && <Badge colorPalette="orange">Pending Approval</Badge>}
              </HStack>
              <Text fontSize="sm" color="gray.600">
                {user.email}
              </Text>
            </Stack>
          </HStack>
          <HStack gap="2">
            {!user.approved && (
              <Button size="sm" colorPalette="green" onClick={onApprove} loading={approving.loading}>
                <LuCheck /> Approve User
              </Button>
            )}
            <NativeSelect.Root size="sm" width="36">
              <NativeSelect.Field aria-label={`Role for ${user.email}`} value={user.role} onChange={(e) => void onRole(e.currentTarget.value as Role)}>
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
              onClick={() => (isSelf ? notify('Cannot Delete Own Account', 'You cannot delete your own account', 'error') : setConfirming(true))}
            >
              <LuTrash2 />
            </IconButton>
          </HStack>
        </HStack>
      </Card.Body>
      <Dialog.Root open={confirming} onOpenChange={(e) => setConfirming(e.open)} role="alertdialog">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Delete User</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>
                  Delete {name} ({user.email})? Their assessments, audit logs and batch uploads are removed too. This cannot be undone.
                </Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button colorPalette="red" onClick={onDelete} loading={removing.loading}>
                  Delete
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Card.Root>
  );
}
