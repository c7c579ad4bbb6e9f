import { Box, Card, HStack, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { StatusBadge } from '../../../components/StatusBadge';
import type { AnalyticsQuery } from '../../../generated/graphql';

const BAR_COLOR: Record<string, string> = { APPROVED: 'green.500', CAUTION: 'yellow.400', REJECTED: 'red.500' };

function StatCard({ label, value }: { label: string; value: string }) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** Analytics Overview (only rendered when there are assessments). */
export function AnalyticsOverview({ analytics }: { analytics: AnalyticsQuery['analytics'] }) {
  const total = analytics.totalAssessments;
  return (
    <Stack gap="4" mb="8" data-testid="analytics">
      <Text fontWeight="semibold" fontSize="lg">
        Analytics Overview
      </Text>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        <StatCard label="Total Assessments" value={String(total)} />
        <StatCard label="Approval Rate" value={`${analytics.approvalRate.toFixed(1)}%`} />
        <StatCard label="Caution Rate" value={`${analytics.cautionRate.toFixed(1)}%`} />
        <StatCard label="Avg Processing Time" value={`${analytics.avgProcessingTime.toFixed(1)}m`} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Card.Root size="sm">
          <Card.Header>
            <Card.Title fontSize="md">Status Distribution</Card.Title>
          </Card.Header>
          <Card.Body>
            <Stack gap="3" role="img" aria-label="Status distribution chart">
              {analytics.statusBreakdown.map((s) => (
                <Stack key={s.status} gap="1">
                  <HStack justify="space-between">
                    <StatusBadge status={s.status} size="sm" />
                    <Text fontWeight="medium" data-testid={`status-count-${s.status.toLowerCase()}`}>
                      {s.count}
                    </Text>
                  </HStack>
                  <Box h="2" bg="gray.100" borderRadius="full" overflow="hidden">
                    <Box h="full" bg={BAR_COLOR[s.status] ?? 'gray.400'} w={`${total ? (s.count / total) * 100 : 0}%`} />
                  </Box>
                </Stack>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
        {analytics.commonRejectionReasons.length > 0 && (
          <Card.Root size="sm">
            <Card.Header>
              <Card.Title fontSize="md">Common Rejection Reasons</Card.Title>
            </Card.Header>
            <Card.Body>
              <Stack gap="2">
                {analytics.commonRejectionReasons.map((r) => (
                  <HStack key={r.reason} justify="space-between" gap="4">
                    <Text fontSize="sm">{r.reason}</Text>
                    <Text fontSize="sm" fontWeight="medium">
                      {r.count}
                    </Text>
                  </HStack>
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
      </SimpleGrid>
    </Stack>
  );
}
