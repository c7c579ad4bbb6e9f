import { Badge, Button, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LuInbox } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { MyCaseCountsDocument } from '../generated/graphql';
import { inboxLinkLabel } from '../header-labels';

/** How often the header reads my case counts and notifications again. */
export const CASE_POLL_MS = 60_000;

/** The header's way to /inbox, with my open cases as a badge (red when any is overdue; none when 0). */
export function InboxLink() {
  const { data } = useQuery(MyCaseCountsDocument, { pollInterval: CASE_POLL_MS, fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const open = data?.myCaseCounts.open ?? 0;
  const overdue = data?.myCaseCounts.overdue ?? 0;
  return (
    <Button asChild variant="ghost" size="sm" px={{ base: '2', md: '3' }}>
      <RouterLink to="/inbox" data-testid="inbox-link" title={inboxLinkLabel(open, overdue)}>
        <LuInbox aria-hidden />
        {/* On a phone the icon and the count show; the name is still read out. */}
        <Text as="span" hideBelow="sm">
          Inbox
        </Text>
        <VisuallyHidden hideFrom="sm">Inbox</VisuallyHidden>
        {open > 0 && (
          <>
            <VisuallyHidden> (</VisuallyHidden>
            <Badge colorPalette={overdue > 0 ? 'red' : 'blue'} variant="solid" borderRadius="full" data-testid="open-case-count">
              {open}
            </Badge>
            <VisuallyHidden>{overdue > 0 ? ` open, ${overdue} overdue)` : ' open)'}</VisuallyHidden>
          </>
        )}
      </RouterLink>
    </Button>
  );
}
