import { Box, Card, HStack, Link, SimpleGrid, Stack, Stat, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { StatusBadge } from '../../../components/StatusBadge';
import type { ReactNode } from 'react';
import type { AnalyticsQuery } from '../../../generated/graphql';
import { minutesText } from '../../../lib/relative-time';
import { CreditGradesCard } from '../../credit/components/CreditGradesCard';

const BAR_COLOR: Record<string, string> = { APPROVED: 'green.500', CAUTION: 'yellow.400', REJECTED: 'red.500' };

function StatCard({ label, value, testId, help }: { label: string; value: string; testId?: string; help?: ReactNode }) {
  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
        </Stat.Root>
        {help && (
          <Text fontSize="xs" color="gray.600" mt="1">
            {help}
          </Text>
        )}
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
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" data-testid="review-analytics">
        <StatCard
          label="Pending Reviews"
          value={String(analytics.pendingReviews)}
          testId="pending-reviews"
          help={
            <Link asChild color="blue.700">
              <RouterLink to="/reviews">Open the review queue</RouterLink>
            </Link>
          }
        />
        <StatCard
          label="Median Time to Review"
          value={analytics.medianTimeToReview == null ? '—' : minutesText(analytics.medianTimeToReview)}
          testId="median-time-to-review"
          help={analytics.medianTimeToReview == null ? 'No reviews yet' : 'From creation to the final review'}
        />
        <Card.Root size="sm" data-testid="overrides">
          <Card.Body>
            <Stack gap="2">
              <Text fontSize="sm" color="fg.muted">
                Overrides by Direction
              </Text>
              {analytics.overrides.length === 0 ? (
                <Text fontSize="sm" color="gray.600">
                  No reviewer has overridden the rules yet.
                </Text>
              ) : (
                analytics.overrides.map((o) => (
                  <HStack key={`${o.from}-${o.to}`} justify="space-between" gap="2">
                    <HStack gap="1" fontSize="sm">
                      <StatusBadge status={o.from} size="sm" />
                      <Text as="span" aria-hidden="true">
                        →
                      </Text>
                      <VisuallyHidden>to</VisuallyHidden>
                      <StatusBadge status={o.to} size="sm" />
                    </HStack>
                    <Text fontSize="sm" fontWeight="medium">
                      {o.count}
                    </Text>
                  </HStack>
                ))
              )}
            </Stack>
          </Card.Body>
        </Card.Root>
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
        <CreditGradesCard grades={analytics.creditGrades} />
      </SimpleGrid>
    </Stack>
  );
}
