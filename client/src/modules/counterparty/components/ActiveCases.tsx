import { Badge, Card, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { CounterpartyActiveCasesDocument } from '../generated/graphql';
import { kindLabel } from '../../case/labels';
import { formatDay } from '../format';

/** The counterparty's cases not yet closed, soonest due first, each linking to its case page. */
export function ActiveCases({ counterpartyId }: { counterpartyId: string }) {
  const { data, loading } = useQuery(CounterpartyActiveCasesDocument, {
    variables: { counterpartyId },
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
  });
  const cases = data?.cases.items ?? [];
  return (
    <Card.Root data-testid="active-cases">
      <Card.Header>
        <Card.Title as="h2">Active cases</Card.Title>
      </Card.Header>
      <Card.Body>
        {loading && !data ? (
          <Skeleton height="10" borderRadius="md" />
        ) : cases.length === 0 ? (
          <Text color="gray.600">No open cases.</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {cases.map((c) => (
              <Stack as="li" key={c.id} gap="1">
                <Link asChild color="blue.700" fontWeight="medium" wordBreak="break-word">
                  <RouterLink to={`/cases/${c.id}`}>{c.title}</RouterLink>
                </Link>
                <HStack gap="2" wrap="wrap" fontSize="sm" color="gray.700">
                  <Badge size="sm" variant="subtle">
                    {kindLabel(c.kind)}
                  </Badge>
                  {c.overdue && (
                    <Badge size="sm" colorPalette="red" variant="solid">
                      Overdue
                    </Badge>
                  )}
                  <Text>Due {formatDay(c.dueAt)}</Text>
                  <Text>{c.assigneeName ? `· ${c.assigneeName}` : '· Unassigned'}</Text>
                </HStack>
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
