import { Avatar } from '@chakra-ui/react';

/** Initials of first and last name, 'U' when there is nothing to go on. */
export function initials(firstName?: string | null, lastName?: string | null): string {
  const letters = `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase();
  return letters || 'U';
}

export function UserAvatar({
  user,
  size = 'sm',
}: {
  user: { firstName?: string | null; lastName?: string | null; profileImageUrl?: string | null };
  size?: 'xs' | 'sm' | 'md' | 'lg';
}) {
  return (
    <Avatar.Root size={size} colorPalette="blue">
      <Avatar.Fallback>{initials(user.firstName, user.lastName)}</Avatar.Fallback>
      {user.profileImageUrl && <Avatar.Image src={user.profileImageUrl} />}
    </Avatar.Root>
  );
}
