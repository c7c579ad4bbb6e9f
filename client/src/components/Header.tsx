import { Badge, Box, Button, Container, HStack, IconButton, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { LuBell, LuLogOut, LuMenu, LuX } from 'react-icons/lu';
import { NavLink, Link as RouterLink, useNavigate } from 'react-router-dom';
import { LogoutDocument, OpenAlertCountDocument } from '../generated/graphql';
import { endSession } from '../lib/session';
import { alertsLinkLabel } from '../modules/alert/labels';
import { fullName, roleLabel, type CurrentUser } from '../modules/auth/hooks/useCurrentUser';
import { Logo } from './Logo';
import { UserAvatar } from './UserAvatar';

// The inbox link and the notifications bell load after the first page, which does not need them to paint.
const InboxLink = lazy(() => import('../modules/case/components/HeaderCaseLinks').then((module) => ({ default: module.InboxLink })));
const NotificationsMenu = lazy(() =>
  import('../modules/case/components/NotificationsMenu').then((module) => ({ default: module.NotificationsMenu })),
);

/** How often the open-alert count is read again. */
const ALERT_POLL_MS = 30_000;
const MOBILE_MENU_ID = 'mobile-menu';

/** The header's way to /alerts, with the number of open alerts as a badge (none when 0). */
function AlertsLink() {
  const { data } = useQuery(OpenAlertCountDocument, { pollInterval: ALERT_POLL_MS, fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const open = data?.openAlertCount ?? 0;
  return (
    <Button asChild variant="ghost" size="sm" px={{ base: '2', md: '3' }}>
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

/** The screens the header leads to; Admin only for admins. */
const navItems = (user: CurrentUser) => [
  { to: '/', label: 'Dashboard' },
  { to: '/reviews', label: 'Reviews' },
  { to: '/screening', label: 'Screening' },
  ...(user.role === 'ADMIN' ? [{ to: '/admin', label: 'Admin' }] : []),
];

/** The user chip: avatar, name and role, leading to /profile. */
function UserChip({ user, onNavigate }: { user: CurrentUser; onNavigate?(): void }) {
  return (
    <Link asChild _hover={{ textDecoration: 'none' }}>
      <RouterLink to="/profile" onClick={onNavigate}>
        <HStack gap="2" px="2" py="1" borderRadius="md" _hover={{ bg: 'gray.50' }} data-testid="user-chip">
          <UserAvatar user={user} />
          <Stack gap="0" minW="0">
            <Text fontSize="sm" fontWeight="medium" lineHeight="short" truncate>
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
  );
}

/**
 * The signed-in header: logo, Dashboard, Reviews, Screening, Admin (admins only), inbox, alerts,
 * notifications, user chip and logout. Below the md breakpoint the navigation, the user chip and
 * logout collapse behind a Menu button (a disclosure: Escape or choosing a screen closes it); the
 * inbox, alerts and notifications stay in view.
 */
export function Header({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const [logout] = useMutation(LogoutDocument);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const items = navItems(user);

  const signOut = async () => {
    await logout().catch(() => undefined);
    // Leave the signed-in screens first, so nothing renders against the emptied cache.
    void navigate('/welcome', { replace: true });
    await endSession('signed-out');
  };
  const closeMenu = () => setMenuOpen(false);

  return (
    <Box
      as="header"
      bg="white"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="docked"
      onKeyDown={(e) => {
        // Escape closes the menu, from its button or from inside it, and leaves focus on the button.
        if (e.key !== 'Escape' || !menuOpen) return;
        closeMenu();
        menuButton.current?.focus();
      }}
    >
      <Container maxW="7xl" py="3" px={{ base: '4', md: '6' }}>
        <HStack justify="space-between" gap="2">
          <HStack gap="8" minW="0">
            <Logo />
            <HStack as="nav" aria-label="Main" gap="1" hideBelow="md">
              {items.map((item) => (
                <Button key={item.to} asChild variant="ghost" size="sm" _currentPage={{ bg: 'gray.100' }}>
                  <NavLink to={item.to} end={item.to === '/'}>
                    {item.label}
                  </NavLink>
                </Button>
              ))}
            </HStack>
          </HStack>
          <HStack gap={{ base: '1', md: '3' }}>
            <Suspense fallback={null}>
              <InboxLink />
            </Suspense>
            <AlertsLink />
            <Suspense fallback={null}>
              <NotificationsMenu />
            </Suspense>
            <Box hideBelow="md">
              <UserChip user={user} />
            </Box>
            <IconButton aria-label="Logout" variant="ghost" size="sm" onClick={signOut} hideBelow="md">
              <LuLogOut />
            </IconButton>
            <IconButton
              ref={menuButton}
              aria-label="Menu"
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              variant="ghost"
              size="sm"
              hideFrom="md"
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <LuX /> : <LuMenu />}
            </IconButton>
          </HStack>
        </HStack>
      </Container>
      {menuOpen && (
        <Box id={MOBILE_MENU_ID} hideFrom="md" borderTopWidth="1px" bg="white">
          <Stack as="nav" aria-label="Main" gap="1" px="4" py="3">
            {items.map((item) => (
              <Button key={item.to} asChild variant="ghost" justifyContent="flex-start" _currentPage={{ bg: 'gray.100' }}>
                <NavLink to={item.to} end={item.to === '/'} onClick={closeMenu}>
                  {item.label}
                </NavLink>
              </Button>
            ))}
          </Stack>
          <HStack justify="space-between" gap="2" px="4" pb="3" borderTopWidth="1px" pt="3">
            <Box minW="0">
              <UserChip user={user} onNavigate={closeMenu} />
            </Box>
            <Button variant="ghost" size="sm" onClick={signOut}>
              <LuLogOut /> Logout
            </Button>
          </HStack>
        </Box>
      )}
    </Box>
  );
}
