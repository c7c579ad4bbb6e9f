import { Badge, Button, HStack, Input, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { StatusBadge } from '../../../components/StatusBadge';
import { TableCard } from '../../../components/TableCard';
import { CounterpartyListDocument } from '../generated/graphql';
import { GRADE_PALETTE, NONE } from '../../credit/format';
import { ExpiredBadge } from '../components/ExpiredBadge';
import { formatDay } from '../format';
import { useDebounced } from '../../../lib/useDebounced';

const PAGE = 50;

/** Every counterparty (newest first), searchable by name, with its standing; more on "Load more". */
export function CounterpartiesPage() {
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), 300);
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, previousData, loading, fetchMore } = useQuery(CounterpartyListDocument, {
    variables: { q: term || null, limit: PAGE, cursor: null },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.counterparties;
  const items = page?.items ?? [];

  const loadMore = async () => {
    if (!page?.nextCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { cursor: page.nextCursor },
        updateQuery: (prev, { fetchMoreResult }) => ({
          counterparties: {
            ...fetchMoreResult.counterparties,
            items: [...prev.counterparties.items, ...fetchMoreResult.counterparties.items],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack>
      <PageHeader title="Counterparties" subtitle="Every assessed company, with its current decision and review date" />
      <HStack gap="3" mb="2" wrap="wrap">
        <Input
          placeholder="Search by name"
          aria-label="Search counterparties by name"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          bg="white"
          maxW="sm"
        />
      </HStack>
      <TableCard
        label="Counterparties"
        loading={loading && !page}
        empty={
          items.length > 0 ? null : <Text color="gray.600">{term ? 'No counterparty matches your search.' : 'No counterparties yet.'}</Text>
        }
      >
        <Table.Root
          size="sm"
          aria-label="Counterparties"
          css={{ '& tr > :first-child': { position: 'sticky', left: 0, bg: 'bg', zIndex: 1 } }}
        >
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Country</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Grade</Table.ColumnHeader>
              <Table.ColumnHeader>Next review</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Open cases</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((c) => (
              <Table.Row key={c.id} data-testid="counterparty-row">
                <Table.Cell minW="36">
                  <Link asChild color="blue.700" fontWeight="semibold">
                    <RouterLink to={`/counterparties/${c.id}`}>{c.name}</RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>{c.country}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1.5" wrap="wrap">
                    {c.status ? <StatusBadge status={c.status} size="sm" /> : NONE}
                    {c.approvalExpired && <ExpiredBadge size="sm" />}
                  </HStack>
                </Table.Cell>
                <Table.Cell>{c.grade ? <Badge colorPalette={GRADE_PALETTE[c.grade] ?? 'gray'}>{c.grade}</Badge> : NONE}</Table.Cell>
                <Table.Cell whiteSpace="nowrap" color={c.approvalExpired ? 'red.700' : undefined}>
                  {formatDay(c.nextReviewAt)}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {c.openCases}
                  {c.overdueCases > 0 && (
                    <Text as="span" color="red.700" fontSize="xs">
                      {' '}
                      ({c.overdueCases} overdue)
                    </Text>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableCard>
      {page?.nextCursor && (
        <HStack justify="center">
          <Button variant="outline" onClick={() => void loadMore()} loading={loadingMore}>
            Load more
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
