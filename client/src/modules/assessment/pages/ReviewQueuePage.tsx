import { Badge, EmptyState, HStack, Link, Stack, Table, VStack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LuInbox } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { StatusWithRules } from '../../../components/StatusBadge';
import { TableCard } from '../../../components/TableCard';
import { ReviewQueueDocument } from '../../../generated/graphql';
import { shortAge } from '../../../lib/relative-time';
import { fullName } from '../../auth/hooks/useCurrentUser';

/** /reviews: assessments waiting for a four-eyes review, oldest first. */
export function ReviewQueuePage() {
  const { data, loading } = useQuery(ReviewQueueDocument, { fetchPolicy: 'cache-and-network' });
  const queue = data?.reviewQueue ?? [];

  return (
    <Stack gap="6">
      <Link asChild color="blue.700" fontSize="sm" alignSelf="flex-end">
        <RouterLink to="/inbox?kind=four_eyes&assignee=anyone">Open in the inbox</RouterLink>
      </Link>
      <PageHeader title="Review Queue" subtitle="Assessments waiting for a second person to record the final decision, oldest first" />
      <TableCard
        label="Review queue"
        loading={loading && !data}
        empty={
          queue.length === 0 ? (
            <EmptyState.Root size="sm">
              <EmptyState.Content>
                <EmptyState.Indicator>
                  <LuInbox />
                </EmptyState.Indicator>
                <VStack textAlign="center">
                  <EmptyState.Title>Nothing to review</EmptyState.Title>
                  <EmptyState.Description>No assessment is waiting for a second reviewer.</EmptyState.Description>
                </VStack>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : null
        }
      >
        <Table.Root size="sm" aria-label="Review queue" data-testid="review-queue">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Company</Table.ColumnHeader>
              <Table.ColumnHeader>Current decision</Table.ColumnHeader>
              <Table.ColumnHeader>Why pending</Table.ColumnHeader>
              <Table.ColumnHeader>Created by</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Age</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {queue.map((a) => (
              <Table.Row key={a.id} data-testid="review-row">
                <Table.Cell>
                  <Link asChild fontWeight="medium" color="blue.700">
                    <RouterLink to={`/assessment/${a.id}`}>{a.companyName}</RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>
                  <StatusWithRules status={a.status} ruleStatus={a.ruleStatus} size="sm" />
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1" wrap="wrap">
                    {a.reviewReasons.map((reason) => (
                      <Badge key={reason} variant="outline" colorPalette={reason === 'Open screening hit' ? 'red' : 'yellow'}>
                        {reason}
                      </Badge>
                    ))}
                  </HStack>
                </Table.Cell>
                <Table.Cell>{fullName(a.createdBy)}</Table.Cell>
                <Table.Cell textAlign="end" title={new Date(a.createdAt).toLocaleString()}>
                  {shortAge(a.createdAt)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableCard>
    </Stack>
  );
}
