import { Box, Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CurrentUser } from '../modules/auth/hooks/useCurrentUser';
import { Header } from './Header';

/** Every signed-in screen: the header above a centred page. */
export function AppShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  return (
    <Box minH="100vh" bg="gray.50">
      <Header user={user} />
      <Container maxW="7xl" py="8">
        {children}
      </Container>
    </Box>
  );
}
