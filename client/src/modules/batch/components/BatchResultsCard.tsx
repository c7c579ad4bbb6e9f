import { Badge, Button, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { StatusBadge } from '../../../components/StatusBadge';
import { TableCard } from '../../../components/TableCard';
import { BatchAssessmentsDocument } from '../../../generated/graphql';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { REVIEW_STATUS } from '../../assessment/review-labels';

/** Rows per page of results. */
export const RESULTS_PAGE = 50;

/**
 * The assessments a finished batch's rows became, in row order — row, company (opening the
 * assessment), decision and review status — a page at a time, "Load more" reading the rows after
 * the last one shown.
 */
export function BatchResultsCard({ batchId, successfulRows }: { batchId: string; successfulRows: number }) {
  const onError = useActionErrorHandler();
  const { data, loading, fetchMore } = useQuery(BatchAssessmentsDocument, {
    variables: { id: batchId, limit: RESULTS_PAGE, afterRow: 0 },
    fetchPolicy: 'cache-and-network',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  // A page shorter than asked for was the last (an assessment deleted since leaves the counts above the rows).
  const [exhausted, setExhausted] = useState(false);
  const rows = data?.batch.assessments ?? [];
  const more = !exhausted && rows.length >= RESULTS_PAGE && rows.length < successfulRows;

  const loadMore = async () => {
    const last = rows.at(-1);
    if (!last) return;
    setLoadingMore(true);
    try {
      const { data: next } = await fetchMore({ variables: { afterRow: last.row } });
      if ((next?.batch.assessments.length ?? 0) < RESULTS_PAGE) setExhausted(true);
    } catch (error) {
      onError(error, 'Error', 'Could not load more results');
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack gap="3" data-testid="batch-results">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md">
          Assessments created
        </Heading>
        {data && (
          <Text fontSize="sm" color="gray.700">
            {rows.length} of {successfulRows} shown
          </Text>
        )}
      </HStack>
      <TableCard
        label="Assessments created by the batch"
        loading={loading && !data}
        empty={data && rows.length === 0 ? <Text color="gray.600">No row of this batch became an assessment.</Text> : null}
      >
        <Table.Root size="sm" aria-label="Assessments created by the batch">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader textAlign="end">Row</Table.ColumnHeader>
              <Table.ColumnHeader>Company</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Review</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => {
              const review = REVIEW_STATUS[r.reviewStatus] ?? { label: r.reviewStatus, palette: 'gray' };
              return (
                <Table.Row key={r.assessmentId} data-testid="batch-result">
                  <Table.Cell textAlign="end">{r.row}</Table.Cell>
                  <Table.Cell>
                    <Link asChild color="blue.700" fontWeight="medium">
                      <RouterLink to={`/assessment/${r.assessmentId}`}>{r.companyName}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={r.status} size="sm" />
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={review.palette} variant="outline">
                      {review.label}
                    </Badge>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </TableCard>
      {more && (
        <HStack justify="center">
          <Button variant="outline" size="sm" onClick={loadMore} loading={loadingMore}>
            Load more
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
