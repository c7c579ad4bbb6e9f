import { Box, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ReviewerOverrides } from '../../../components/ReviewerOverrides';
import { StatusBadge } from '../../../components/StatusBadge';
import type { ScorecardImpactFieldsFragment } from '../../../generated/graphql';
import { formatAmount } from '../format';
import { GRADES } from '../grades';
import { TableScroll } from '../../../components/TableCard';

const STATUSES = ['APPROVED', 'CAUTION', 'REJECTED'] as const;

type Impact = ScorecardImpactFieldsFragment;

/** A from → to matrix: stored values down the side, proposed ones across, changes in bold. */
function Matrix<T extends string>({
  label,
  values,
  cells,
  render,
  testId,
}: {
  label: string;
  values: readonly T[];
  cells: readonly { from: string; to: string; count: number }[];
  render(value: T): ReactNode;
  testId: string;
}) {
  const count = (from: string, to: string) => cells.find((c) => c.from === from && c.to === to)?.count ?? 0;
  return (
    <TableScroll label={label}>
      <Table.Root size="sm" variant="outline" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>stored \ proposed</Table.ColumnHeader>
            {values.map((v) => (
              <Table.ColumnHeader key={v}>{render(v)}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {values.map((from) => (
            <Table.Row key={from}>
              <Table.Cell>{render(from)}</Table.Cell>
              {values.map((to) => (
                <Table.Cell
                  key={to}
                  fontWeight={from !== to && count(from, to) > 0 ? 'bold' : undefined}
                  data-testid={`${testId}-${from.toLowerCase()}-${to.toLowerCase()}`}
                >
                  {count(from, to)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}

/** What the proposed scorecard would do to the stored analyses: grades, decisions, limits, and examples. */
export function ScorecardImpact({ result }: { result: Impact }) {
  return (
    <Stack gap="4" borderWidth="1px" borderRadius="md" p="4" bg="gray.50" data-testid="scorecard-impact">
      <Text fontWeight="semibold">
        {result.changed} of {result.evaluated} assessments with statements would change: {result.gradesChanged} in grade,{' '}
        {result.decisionsChanged} in decision
      </Text>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            Grades
          </Text>
          <Matrix label="Grade changes" values={GRADES} cells={result.gradeMatrix} render={(g) => g} testId="grade" />
        </Stack>
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            Decisions (with the current rules)
          </Text>
          <Matrix
            label="Decision changes"
            values={STATUSES}
            cells={result.decisionMatrix}
            render={(s) => <StatusBadge status={s} size="sm" />}
            testId="decision"
          />
        </Stack>
      </SimpleGrid>
      {result.limits.length > 0 && (
        <TableScroll label="Suggested limits by currency">
          <Table.Root size="sm" variant="outline" aria-label="Suggested limits by currency">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Currency</Table.ColumnHeader>
                <Table.ColumnHeader>Assessments</Table.ColumnHeader>
                <Table.ColumnHeader>Suggested limits now</Table.ColumnHeader>
                <Table.ColumnHeader>With this scorecard</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {result.limits.map((l) => (
                <Table.Row key={l.currency}>
                  <Table.Cell>{l.currency}</Table.Cell>
                  <Table.Cell>{l.assessments.toLocaleString('en')}</Table.Cell>
                  <Table.Cell>{formatAmount(l.before, l.currency)}</Table.Cell>
                  <Table.Cell fontWeight={l.after !== l.before ? 'bold' : undefined}>{formatAmount(l.after, l.currency)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
      {result.sample.length > 0 && (
        <Stack gap="1">
          <Text fontSize="sm" color="gray.700">
            Affected companies
          </Text>
          {result.sample.map((s) => (
            <Box key={s.assessmentId} fontSize="sm" data-testid="scorecard-impact-sample">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="medium">{s.companyName}</Text>
                <Text>
                  grade {s.fromGrade} → {s.toGrade}
                </Text>
                <StatusBadge status={s.fromStatus} size="sm" />→<StatusBadge status={s.toStatus} size="sm" />
                <Text color="gray.700">
                  limit {formatAmount(s.fromLimit, s.currency)} → {formatAmount(s.toLimit, s.currency)}
                </Text>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
      <ReviewerOverrides count={result.overridden} sample={result.overriddenSample} />
    </Stack>
  );
}
