import { Badge, Box, IconButton, Menu, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { LuBellRing } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { MarkNotificationsReadDocument, MyNotificationsDocument } from '../generated/graphql';
import { relativeTime } from '../../../lib/relative-time';
import { notificationsLabel } from '../header-labels';
import { CASE_POLL_MS } from './HeaderCaseLinks';

// A chunk of its own, loaded after the first page: the menu is not needed to paint it.
/** The bell: my latest notifications (mentions, assignments), each leading to its case; opening it marks them read. */
export function NotificationsMenu() {
  const { data, refetch } = useQuery(MyNotificationsDocument, {
    pollInterval: CASE_POLL_MS,
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  const [markRead] = useMutation(MarkNotificationsReadDocument);
  const unread = data?.myNotifications.unread ?? 0;
  const items = data?.myNotifications.items ?? [];

  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onOpenChange={(e) => {
        if (e.open && unread > 0)
          void markRead().then(
            () => refetch(),
            () => undefined,
          );
      }}
    >
      <Menu.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={notificationsLabel(unread)}
          data-testid="notifications-button"
          position="relative"
        >
          <LuBellRing />
          {unread > 0 && (
            <Badge
              colorPalette="red"
              variant="solid"
              borderRadius="full"
              position="absolute"
              top="-1"
              right="-1"
              fontSize="2xs"
              minW="4"
              justifyContent="center"
              data-testid="unread-count"
              aria-hidden
            >
              {unread}
            </Badge>
          )}
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxW="sm" maxH="96" overflowY="auto" data-testid="notifications">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Notifications</Menu.ItemGroupLabel>
              {items.length === 0 ? (
                <Box px="2" py="3">
                  <Text fontSize="sm" color="gray.600">
                    Nothing yet: you are told here when someone mentions you or gives you a case.
                  </Text>
                </Box>
              ) : (
                items.map((n) => {
                  const content = (
                    <Stack gap="0" fontWeight={n.readAt ? 'normal' : 'semibold'}>
                      <Text fontSize="sm" whiteSpace="normal">
                        {!n.readAt && <VisuallyHidden>New: </VisuallyHidden>}
                        {n.text}
                      </Text>
                      <Text fontSize="xs" color="gray.600" fontWeight="normal">
                        {relativeTime(n.createdAt)}
                      </Text>
                    </Stack>
                  );
                  return n.caseId ? (
                    <Menu.Item key={n.id} value={n.id} asChild data-testid="notification">
                      <RouterLink to={`/cases/${n.caseId}`}>{content}</RouterLink>
                    </Menu.Item>
                  ) : (
                    <Menu.Item key={n.id} value={n.id} data-testid="notification">
                      {content}
                    </Menu.Item>
                  );
                })
              )}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
