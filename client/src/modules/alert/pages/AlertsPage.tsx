import { Button, ButtonGroup, Card, EmptyState, Link, Skeleton, Stack, VStack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuBellOff } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { AlertsDocument, type AlertStatus } from '../../../generated/graphql';
import { AlertList } from '../components/AlertList';

type Filter = AlertStatus | 'ALL';

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'OPEN', label: 'Open' },
  { value: 'RESOLVED', label: 'Resolved' },
  { value: 'ALL', label: 'All' },
];

const EMPTY: Record<Filter, string> = {
  OPEN: 'No open alerts: monitoring has found nothing that needs attention.',
  RESOLVED: 'No resolved alerts yet.',
  ALL: 'Monitoring has raised no alerts yet.',
};

/** /alerts: what monitoring found after the decision, open ones first by default, each resolvable with a note. */
export function AlertsPage() {
  const [filter, setFilter] = useState<Filter>('OPEN');
  const { data, loading } = useQuery(AlertsDocument, {
    variables: { status: filter === 'ALL' ? null : filter },
    fetchPolicy: 'cache-and-network',
  });
  const alerts = data?.alerts ?? [];

  return (
    <Stack gap="6">
      <Link asChild color="blue.700" fontSize="sm" alignSelf="flex-end">
        <RouterLink to="/inbox?kind=alert&assignee=anyone">Open in the inbox</RouterLink>
      </Link>
      <PageHeader title="Alerts" subtitle="What ongoing monitoring found about assessed counterparties after the decision" />
      <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Show alerts">
        {FILTERS.map((f) => (
          <Button
            key={f.value}
            aria-pressed={filter === f.value}
            variant={filter === f.value ? 'solid' : 'outline'}
            colorPalette={filter === f.value ? 'blue' : 'gray'}
            onClick={() => setFilter(f.value)}
          >
            {f.label}
          </Button>
        ))}
      </ButtonGroup>
      {loading && !data ? (
        <Stack gap="3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="20" borderRadius="md" />
          ))}
        </Stack>
      ) : alerts.length === 0 ? (
        <Card.Root>
          <Card.Body>
            <EmptyState.Root size="sm">
              <EmptyState.Content>
                <EmptyState.Indicator>
                  <LuBellOff />
                </EmptyState.Indicator>
                <VStack>
                  <EmptyState.Description>{EMPTY[filter]}</EmptyState.Description>
                </VStack>
              </EmptyState.Content>
            </EmptyState.Root>
          </Card.Body>
        </Card.Root>
      ) : (
        <AlertList alerts={alerts} />
      )}
    </Stack>
  );
}
