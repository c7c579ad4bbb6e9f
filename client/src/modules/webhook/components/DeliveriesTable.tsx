import { Badge, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { WebhookDeliveriesDocument } from '../../../generated/graphql';
import { TableScroll } from '../../../components/TableCard';
import { dueIn } from '../../../lib/relative-time';
import { eventLabel } from '../labels';

const LIMIT = 20;
/** How often the log is read while a test event is on its way. */
const AWAIT_POLL_MS = 1000;
/** The longest the log waits for a scheduled retry to be read again (later ones show on the next visit). */
const RETRY_WATCH_MS = 10 * 60_000;
/** A retry is read a moment after it was due: the worker picks it up within seconds. */
const RETRY_SLACK_MS = 3000;

/**
 * An endpoint's most recent delivery attempts, newest first, with when a failed delivery is tried
 * again. While `awaiting` names an event (a test event just sent), the log is read every second
 * until that event's attempt shows (the caller stops waiting after a while); a retry due within
 * minutes is read again once it was due.
 */
export function DeliveriesTable({
  endpointId,
  url,
  awaiting,
  onNewDelivery,
}: {
  endpointId: string;
  url: string;
  /** The id of an event whose attempt should show soon. */
  awaiting?: string | null;
  /**
   * An attempt showed that was not in the log before (or the awaited one): the endpoint's failure
   * count and state were written with it, so the caller reads them again.
   */
  onNewDelivery?(): void;
}) {
  const { data, loading, startPolling, stopPolling, refetch } = useQuery(WebhookDeliveriesDocument, {
    variables: { endpointId, limit: LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  const deliveries = data?.webhookDeliveries;

  const waiting = Boolean(awaiting && !deliveries?.some((d) => d.eventId === awaiting));

  // Ids of the attempts shown so far: null until the first read, whose attempts are no news (unless awaited).
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!deliveries) return;
    const first = seen.current === null;
    const fresh = deliveries.filter((d) => !seen.current?.has(d.id));
    seen.current = new Set([...(seen.current ?? []), ...deliveries.map((d) => d.id)]);
    if ((!first && fresh.length > 0) || (awaiting && fresh.some((d) => d.eventId === awaiting))) onNewDelivery?.();
  }, [deliveries, awaiting, onNewDelivery]);
  useEffect(() => {
    if (!waiting) return;
    startPolling(AWAIT_POLL_MS);
    return () => stopPolling();
  }, [waiting, startPolling, stopPolling]);

  const nextRetry = deliveries
    ?.map((d) => (d.nextAttemptAt ? new Date(d.nextAttemptAt).getTime() : Infinity))
    .reduce((a, b) => Math.min(a, b), Infinity);
  useEffect(() => {
    if (nextRetry === undefined || !Number.isFinite(nextRetry)) return;
    const wait = Math.max(0, nextRetry - Date.now()) + RETRY_SLACK_MS;
    if (wait > RETRY_WATCH_MS) return;
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [nextRetry, refetch]);

  if (loading && !data) return <Skeleton height="16" borderRadius="md" />;
  if (!deliveries?.length) {
    return (
      <Text fontSize="sm" color="gray.600">
        {waiting ? 'Sending the test event…' : 'No deliveries yet.'}
      </Text>
    );
  }
  return (
    <Stack gap="1">
      <TableScroll label={`Recent deliveries to ${url}`}>
        <Table.Root size="sm" aria-label={`Recent deliveries to ${url}`} data-testid="webhook-deliveries">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Event</Table.ColumnHeader>
              <Table.ColumnHeader>Result</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Attempt</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Duration</Table.ColumnHeader>
              <Table.ColumnHeader>Time</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {deliveries.map((d) => (
              <Table.Row key={d.id} data-testid="webhook-delivery">
                <Table.Cell>
                  <HStack gap="1" wrap="wrap">
                    <Text as="span" fontFamily="mono" fontSize="xs">
                      {eventLabel(d.eventType)}
                    </Text>
                    {d.eventType === 'TEST' && (
                      <Badge size="sm" variant="outline" colorPalette="purple">
                        Test
                      </Badge>
                    )}
                  </HStack>
                </Table.Cell>
                <Table.Cell>
                  <Stack gap="0" align="flex-start">
                    <Badge colorPalette={d.success ? 'green' : 'red'}>
                      {d.statusCode != null ? `HTTP ${d.statusCode}` : 'No response'}
                    </Badge>
                    {d.error && (
                      <Text fontSize="xs" color="red.700">
                        {d.error}
                      </Text>
                    )}
                    {d.nextAttemptAt && (
                      <Text fontSize="xs" color="gray.700" data-testid="next-retry">
                        Next retry{' '}
                        <time dateTime={d.nextAttemptAt} title={new Date(d.nextAttemptAt).toLocaleString()}>
                          {dueIn(d.nextAttemptAt)}
                        </time>
                      </Text>
                    )}
                  </Stack>
                </Table.Cell>
                <Table.Cell textAlign="end">{d.attempt}</Table.Cell>
                <Table.Cell textAlign="end">{d.durationMs} ms</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{new Date(d.createdAt).toLocaleString()}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScroll>
    </Stack>
  );
}
