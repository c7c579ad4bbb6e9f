import { Box, Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CurrentUser } from '../modules/auth/hooks/useCurrentUser';
import { Header } from './Header';
import { Main } from './Landmarks';

/**
 * Every signed-in screen: the header above a centred page, the page being the main landmark. No
 * page is wider than the screen: a wide table scrolls inside its card (TableCard), not the page.
 */
export function AppShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  return (
    <Box minH="100vh" bg="gray.50">
      <Header user={user} />
      <Main>
        <Container maxW="7xl" py={{ base: '5', md: '8' }} px={{ base: '4', md: '6' }}>
          {children}
        </Container>
      </Main>
    </Box>
  );
}
