import { Badge, Box, Button, Container, HStack, IconButton, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { LuBell, LuLogOut } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LogoutDocument, OpenAlertCountDocument } from '../generated/graphql';
import { endSession } from '../lib/session';
import { alertsLinkLabel } from '../modules/alerts/labels';
import { fullName, roleLabel, type CurrentUser } from '../modules/auth/hooks/useCurrentUser';
import { Logo } from './Logo';
import { UserAvatar } from './UserAvatar';

/** How often the open-alert count is read again. */
const ALERT_POLL_MS = 30_000;

/** The header's way to /alerts, with the number of open alerts as a badge (none when 0). */
function AlertsLink() {
  const { data } = useQuery(OpenAlertCountDocument, { pollInterval: ALERT_POLL_MS, fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const open = data?.openAlertCount ?? 0;
  return (
    <Button asChild variant="ghost" size="sm">
      <RouterLink to="/alerts" data-testid="alerts-link" title={alertsLinkLabel(open)}>
        <LuBell aria-hidden />
        Alerts
        {open > 0 && (
          <>
            <VisuallyHidden> (</VisuallyHidden>
            <Badge colorPalette="red" variant="solid" borderRadius="full" data-testid="open-alert-count">
              {open}
            </Badge>
            <VisuallyHidden> open)</VisuallyHidden>
          </>
        )}
      </RouterLink>
    </Button>
  );
}

/** The signed-in header: logo, Dashboard, Reviews, Admin (admins only), alerts, user chip and logout. */
export function Header({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const [logout] = useMutation(LogoutDocument);

  const signOut = async () => {
    await logout().catch(() => undefined);
    // Leave the signed-in screens first, so nothing renders against the emptied cache.
    void navigate('/welcome', { replace: true });
    await endSession('signed-out');
  };

  return (
    <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="docked">
      <Container maxW="7xl" py="3">
        <HStack justify="space-between">
          <HStack gap="8">
            <Logo />
            <HStack as="nav" gap="1">
              <Button asChild variant="ghost" size="sm">
                <RouterLink to="/">Dashboard</RouterLink>
              </Button>
              <Button asChild variant="ghost" size="sm">
                <RouterLink to="/reviews">Reviews</RouterLink>
              </Button>
              {user.role === 'ADMIN' && (
                <Button asChild variant="ghost" size="sm">
                  <RouterLink to="/admin">Admin</RouterLink>
                </Button>
              )}
            </HStack>
          </HStack>
          <HStack gap="3">
            <AlertsLink />
            <Link asChild _hover={{ textDecoration: 'none' }}>
              <RouterLink to="/profile">
                <HStack gap="2" px="2" py="1" borderRadius="md" _hover={{ bg: 'gray.50' }} data-testid="user-chip">
                  <UserAvatar user={user} />
                  <Stack gap="0">
                    <Text fontSize="sm" fontWeight="medium" lineHeight="short">
                      {fullName(user)}
                    </Text>
                    <Text fontSize="xs" color="gray.600" lineHeight="short">
                      {roleLabel(user.role)}
                    </Text>
                    {/* The link's name starts with what it shows (WCAG 2.5.3), then says where it goes. */}
                    <VisuallyHidden>, account settings</VisuallyHidden>
                  </Stack>
                </HStack>
              </RouterLink>
            </Link>
            <IconButton aria-label="Logout" variant="ghost" size="sm" onClick={signOut}>
              <LuLogOut />
            </IconButton>
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
