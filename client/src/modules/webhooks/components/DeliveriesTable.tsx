import { Badge, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { WebhookDeliveriesDocument } from '../../../generated/graphql';
import { eventLabel } from '../labels';

const LIMIT = 20;

/** An endpoint's most recent delivery attempts, newest first. */
export function DeliveriesTable({ endpointId, url }: { endpointId: string; url: string }) {
  const { data, loading } = useQuery(WebhookDeliveriesDocument, {
    variables: { endpointId, limit: LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  const deliveries = data?.webhookDeliveries ?? [];
  if (loading && !data) return <Skeleton height="16" borderRadius="md" />;
  if (deliveries.length === 0) {
    return (
      <Text fontSize="sm" color="gray.600">
        No deliveries yet.
      </Text>
    );
  }
  return (
    <Stack gap="1">
      <Table.ScrollArea>
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
                <Table.Cell fontFamily="mono" fontSize="xs">
                  {eventLabel(d.eventType)}
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
                  </Stack>
                </Table.Cell>
                <Table.Cell textAlign="end">{d.attempt}</Table.Cell>
                <Table.Cell textAlign="end">{d.durationMs} ms</Table.Cell>
                <Table.Cell>{new Date(d.createdAt).toLocaleString()}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
