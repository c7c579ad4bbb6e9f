import { Card, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { CounterpartyReviewCalendarDocument, type CounterpartyStandingFragment } from '../generated/graphql';
import { formatDay } from '../format';

const SHOWN = 5;

function Part({
  title,
  count,
  items,
  testId,
  empty,
}: {
  title: string;
  count: number;
  items: readonly CounterpartyStandingFragment[];
  testId: string;
  empty: string;
}) {
  return (
    <Stack gap="2" data-testid={testId}>
      <Text fontSize="sm" color="gray.600">
        {title}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" lineHeight="1">
        {count.toLocaleString('en-US')}
      </Text>
      {items.length === 0 ? (
        <Text fontSize="sm" color="gray.600">
          {empty}
        </Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" fontSize="sm">
          {items.map((c) => (
            <li key={c.id}>
              <Link asChild color="blue.700" wordBreak="break-word">
                <RouterLink to={`/counterparties/${c.id}`}>{c.name}</RouterLink>
              </Link>
              <Text as="span" color="gray.600">
                {' '}
                · {formatDay(c.nextReviewAt)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The dashboard's review calendar: reviews due this week, reviews overdue, expired approvals, and overdue cases. */
export function ReviewCalendarCard() {
  const calendar = useQuery(CounterpartyReviewCalendarDocument, { variables: { limit: SHOWN }, fetchPolicy: 'cache-and-network' }).data
    ?.reviewCalendar;
  if (!calendar) return null;
  const { counts, dueThisWeek, overdue, expiredApprovals } = calendar;
  return (
    <Card.Root mb="4" data-testid="review-calendar">
      <Card.Header>
        <Card.Title as="h2">Review calendar</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
            <Part
              title="Due this week"
              count={counts.dueThisWeek}
              items={dueThisWeek}
              testId="calendar-due"
              empty="No reviews due this week."
            />
            <Part title="Overdue" count={counts.overdue} items={overdue} testId="calendar-overdue" empty="No reviews overdue." />
            <Part
              title="Expired approvals"
              count={counts.expiredApprovals}
              items={expiredApprovals}
              testId="calendar-expired"
              empty="No expired approvals."
            />
          </SimpleGrid>
          <Link asChild color="blue.700" fontSize="sm" alignSelf="flex-start">
            <RouterLink to="/inbox?overdue=true&assignee=anyone">
              {counts.overdueCases.toLocaleString('en-US')} overdue case{counts.overdueCases === 1 ? '' : 's'} across the team
            </RouterLink>
          </Link>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
