import { Button, EmptyState, HStack, Input, NativeSelect, Skeleton, Spinner, Stack, Text, VStack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { LuFilePlus, LuUpload } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { AnalyticsDocument, AssessmentsDocument, type AssessmentStatus } from '../../../generated/graphql';
import { fetchPolicyAfterPreload } from '../../../lib/preloaded';
import { AnalyticsOverview } from '../components/AnalyticsOverview';
import { AssessmentCard } from '../components/AssessmentCard';
import { useInfiniteScroll } from '../hooks/useInfiniteScroll';
import { dashboardListVariables } from '../dashboard-queries';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

export function DashboardPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<AssessmentStatus | ''>('');
  const term = useDebounced(search.trim(), 300);
  // Read the cache and refresh it — unless this page load fetched them already (app/preload.ts).
  const [analyticsPolicy] = useState(() => fetchPolicyAfterPreload(AnalyticsDocument));
  const [listPolicy] = useState(() => fetchPolicyAfterPreload(AssessmentsDocument));
  const analytics = useQuery(AnalyticsDocument, analyticsPolicy);
  const variables = dashboardListVariables(term, status);
  const { data, loading, fetchMore } = useQuery(AssessmentsDocument, { variables, ...listPolicy });
  const page = data?.assessments;
  // The next page when the end of the list scrolls into view (one observer, not one per render).
  const { sentinel, loadingMore } = useInfiniteScroll(page?.nextCursor, (cursor) => fetchMore({ variables: { ...variables, cursor } }));

  const total = analytics.data?.analytics.totalAssessments ?? 0;
  const filtering = Boolean(term || status);
  const items = page?.items ?? [];

  return (
    <Stack>
      <PageHeader
        title="Due Diligence Assessments"
        subtitle="Manage and review counterparty credit assessments"
        actions={
          <>
            <Button asChild variant="outline">
              <RouterLink to="/batch">
                <LuUpload /> Batch Upload
              </RouterLink>
            </Button>
            <Button asChild colorPalette="blue">
              <RouterLink to="/assessment/new">
                <LuFilePlus /> New Assessment
              </RouterLink>
            </Button>
          </>
        }
      />
      {analytics.data && total > 0 && <AnalyticsOverview analytics={analytics.data.analytics} />}

      {(total > 0 || filtering) && (
        <HStack gap="3" mb="2">
          <Input
            placeholder="Search by company name"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            bg="white"
            maxW="sm"
            aria-label="Search by company name"
          />
          <NativeSelect.Root maxW="52" bg="white">
            <NativeSelect.Field
              aria-label="Filter by status"
              value={status}
              onChange={(e) => setStatus(e.currentTarget.value as AssessmentStatus | '')}
            >
              <option value="">All statuses</option>
              <option value="APPROVED">Approved</option>
              <option value="CAUTION">Trade with Caution</option>
              <option value="REJECTED">Rejected</option>
              <option value="PENDING_REVIEW">Pending review</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      )}

      {loading && !page ? (
        <Stack gap="3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="24" borderRadius="md" data-testid="assessment-placeholder" />
          ))}
        </Stack>
      ) : items.length === 0 && !filtering ? (
        <EmptyState.Root bg="white" borderWidth="1px" borderRadius="lg">
          <EmptyState.Content>
            <VStack textAlign="center">
              <EmptyState.Title>No assessments yet</EmptyState.Title>
              <EmptyState.Description>Get started by creating your first due diligence assessment</EmptyState.Description>
            </VStack>
            <Button asChild colorPalette="blue">
              <RouterLink to="/assessment/new">Create Assessment</RouterLink>
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : items.length === 0 ? (
        <Text color="gray.600">No assessments match your search.</Text>
      ) : (
        <Stack gap="3">
          {items.map((a) => (
            <AssessmentCard key={a.id} assessment={a} />
          ))}
          <div ref={sentinel} />
          {loadingMore && <Spinner alignSelf="center" color="blue.500" />}
        </Stack>
      )}
    </Stack>
  );
}
