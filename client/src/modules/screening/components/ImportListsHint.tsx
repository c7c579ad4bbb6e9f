import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** What to do when no list is loaded: an admin imports one at /admin/watchlists, anyone else asks an admin. */
export function ImportListsHint({ admin, then = '' }: { admin: boolean; then?: string }) {
  if (!admin) return <>Ask an administrator to import the sanctions and watch lists.</>;
  return (
    <>
      <Link asChild color="blue.700" textDecoration="underline">
        <RouterLink to="/admin/watchlists">Import a list in Admin → Watchlists</RouterLink>
      </Link>
      {then}.
    </>
  );
}
