import { Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { ReviewerOverrides } from '../../../components/ReviewerOverrides';
import { StatusBadge } from '../../../components/StatusBadge';
import type { ReplayRuleChangeQuery } from '../../../generated/graphql';

const STATUSES = ['APPROVED', 'CAUTION', 'REJECTED'] as const;

type Replay = ReplayRuleChangeQuery['replayRuleChange'];

/**
 * The what-if result: how many decisions would change, the from → to matrix, examples, and the
 * reviewer overrides it would move (listed apart; a stored proposal's card reads none of them, to
 * keep the first download small).
 */
export function ImpactPreview({
  result,
}: {
  result: Omit<Replay, 'overridden' | 'overriddenSample'> & Partial<Pick<Replay, 'overridden' | 'overriddenSample'>>;
}) {
  const count = (from: string, to: string) => result.matrix.find((m) => m.from === from && m.to === to)?.count ?? 0;
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" bg="gray.50" data-testid="impact-preview">
      <Text fontWeight="semibold">
        {result.changed} of {result.evaluated} past assessments would change status
      </Text>
      <Table.Root size="sm" variant="outline" aria-label="Impact matrix">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>from \ to</Table.ColumnHeader>
            {STATUSES.map((s) => (
              <Table.ColumnHeader key={s}>
                <StatusBadge status={s} size="sm" />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {STATUSES.map((from) => (
            <Table.Row key={from}>
              <Table.Cell>
                <StatusBadge status={from} size="sm" />
              </Table.Cell>
              {STATUSES.map((to) => (
                <Table.Cell
                  key={to}
                  fontWeight={from !== to && count(from, to) > 0 ? 'bold' : undefined}
                  data-testid={`matrix-${from.toLowerCase()}-${to.toLowerCase()}`}
                >
                  {count(from, to)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {result.sample.length > 0 && (
        <Stack gap="1">
          <Text fontSize="sm" color="gray.600">
            Affected companies
          </Text>
          {result.sample.slice(0, 5).map((s) => (
            <Box key={s.assessmentId} fontSize="sm">
              <HStack gap="2">
                <Text fontWeight="medium">{s.companyName}</Text>
                <StatusBadge status={s.fromStatus} size="sm" />→<StatusBadge status={s.toStatus} size="sm" />
              </HStack>
              <Text color="gray.600" lineClamp={1}>
                {s.newRationale}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      <ReviewerOverrides count={result.overridden} sample={result.overriddenSample} />
    </Stack>
  );
}
