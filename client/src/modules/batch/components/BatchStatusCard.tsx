import { Badge, Card, HStack, Progress, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import type { BatchQuery } from '../../../generated/graphql';

const ERRORS_SHOWN = 5;

export const BATCH_STATUS: Record<string, { label: string; palette: string }> = {
  PENDING: { label: 'Pending', palette: 'gray' },
  PROCESSING: { label: 'Processing', palette: 'blue' },
  COMPLETED: { label: 'Completed', palette: 'green' },
  FAILED: { label: 'Failed', palette: 'red' },
};

/** The selected batch: progress, counts and the first row errors. */
export function BatchStatusCard({ batch }: { batch: BatchQuery['batch'] }) {
  const pending = Math.max(0, batch.totalRows - batch.processedRows);
  const percent = batch.totalRows ? Math.round((batch.processedRows / batch.totalRows) * 100) : 0;
  const status = BATCH_STATUS[batch.status];
  return (
    <Card.Root data-testid="batch-status">
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title>{batch.fileName}</Card.Title>
          <Badge colorPalette={status?.palette}>{status?.label ?? batch.status}</Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Progress.Root value={percent} colorPalette={batch.status === 'FAILED' ? 'red' : 'blue'} aria-label="Batch progress">
            <HStack justify="space-between" mb="1">
              <Progress.Label>
                {batch.processedRows} of {batch.totalRows} rows processed
              </Progress.Label>
              <Progress.ValueText>{percent}%</Progress.ValueText>
            </HStack>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <SimpleGrid columns={3} gap="4">
            <Stat.Root>
              <Stat.Label>Successful</Stat.Label>
              <Stat.ValueText color="green.600" data-testid="batch-successful">
                {batch.successfulRows}
              </Stat.ValueText>
            </Stat.Root>
            <Stat.Root>
              <Stat.Label>Failed</Stat.Label>
              <Stat.ValueText color="red.600" data-testid="batch-failed">
                {batch.failedRows}
              </Stat.ValueText>
            </Stat.Root>
            <Stat.Root>
              <Stat.Label>Pending</Stat.Label>
              <Stat.ValueText data-testid="batch-pending">{pending}</Stat.ValueText>
            </Stat.Root>
          </SimpleGrid>
          {batch.errors.length > 0 && (
            <Stack gap="1" bg="red.50" borderRadius="md" p="3">
              {batch.errors.slice(0, ERRORS_SHOWN).map((e) => (
                <Text key={e.row} fontSize="sm" color="red.800">
                  Row {e.row}: {e.error}
                </Text>
              ))}
              {batch.failedRows > ERRORS_SHOWN && (
                <Text fontSize="sm" color="red.800">
                  ... and {batch.failedRows - ERRORS_SHOWN} more errors
                </Text>
              )}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
