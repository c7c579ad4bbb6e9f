import { Badge, Box, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { AnalyticsQuery } from '../../../generated/graphql';
import { formatAmount, GRADE_PALETTE } from '../format';
import { gradeDistribution } from '../grades';

const BAR_COLOR: Record<string, string> = { A: 'green.500', B: 'teal.500', C: 'yellow.400', D: 'orange.400', E: 'red.500' };

/**
 * The dashboard's grade distribution of assessments with statements (A to E), the sum of their
 * suggested limits per currency and, beside it, of the limits approved on four-eyes review; nothing
 * when no assessment has statements.
 */
export function CreditGradesCard({ grades }: { grades: AnalyticsQuery['analytics']['creditGrades'] }) {
  if (grades.length === 0) return null;
  const rows = gradeDistribution(grades);
  const most = Math.max(1, ...rows.map((r) => r.count));
  return (
    <Card.Root size="sm" data-testid="credit-grades">
      <Card.Header>
        <Card.Title fontSize="md">Credit Grades</Card.Title>
        <Card.Description>Assessments with financial statements, and the sums of their suggested and approved limits</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {rows.map((row) => (
            <Stack key={row.grade} gap="1" data-testid={`credit-grade-${row.grade}`}>
              <HStack justify="space-between" gap="3" wrap="wrap">
                <HStack gap="2">
                  <Badge colorPalette={GRADE_PALETTE[row.grade]} size="sm">
                    Grade {row.grade}
                  </Badge>
                  <Text fontSize="sm" fontWeight="medium" data-testid={`grade-count-${row.grade.toLowerCase()}`}>
                    {row.count}
                  </Text>
                </HStack>
                <Stack gap="0" align="flex-end">
                  <Text fontSize="sm" color="gray.700">
                    {row.totals.length === 0
                      ? 'No suggested limits'
                      : row.totals.map((t) => formatAmount(t.amount, t.currency)).join(' · ')}
                  </Text>
                  {row.approvedTotals.length > 0 && (
                    <Text fontSize="xs" color="gray.600" data-testid={`grade-approved-${row.grade.toLowerCase()}`}>
                      Approved {row.approvedTotals.map((t) => formatAmount(t.amount, t.currency)).join(' · ')}
                    </Text>
                  )}
                </Stack>
              </HStack>
              <Box h="2" bg="gray.100" borderRadius="full" overflow="hidden" aria-hidden="true">
                <Box h="full" bg={BAR_COLOR[row.grade] ?? 'gray.400'} w={`${(row.count / most) * 100}%`} />
              </Box>
            </Stack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
