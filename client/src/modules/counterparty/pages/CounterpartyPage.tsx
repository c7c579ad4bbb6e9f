import { Badge, Button, Card, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { StatusBadge } from '../../../components/StatusBadge';
import { AssessmentDetailDocument } from '../../../generated/graphql';
import { CounterpartyFileDocument, CounterpartyReassessmentDraftDocument, CounterpartyTimelineEntriesDocument } from '../generated/graphql';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { formatAmount, formatFigure, GRADE_PALETTE, NONE } from '../../credit/format';
import { ActiveCases } from '../components/ActiveCases';
import { ExpiredBadge } from '../components/ExpiredBadge';
import { GradeHoldNotice } from '../components/GradeHoldNotice';
import { HistoryChart } from '../components/HistoryChart';
import { MergeDialog } from '../components/MergeDialog';
import { OverrideGradeHoldDialog } from '../components/OverrideGradeHoldDialog';
import { Timeline } from '../components/Timeline';
import { WhatChanged } from '../components/WhatChanged';
import { expiredText, formatDay } from '../format';
import { historyOf } from '../history';
import { stepsOfDraft, type PrefillState } from '../reassess';
import { OwnershipCard } from '../../ownership/components/OwnershipCard';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text fontSize="sm" color="gray.600">
        {label}
      </Text>
      <HStack gap="2" wrap="wrap" fontWeight="semibold">
        {children}
      </HStack>
    </Stack>
  );
}

/**
 * A counterparty's file: its standing (decision, grade, limit, review date, expiry), the history
 * of its assessments, what changed between two of them, its timeline and its active cases; from
 * here it is re-assessed, and admins merge it into another.
 */
export function CounterpartyPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const apollo = useApolloClient();
  const onError = useActionErrorHandler();
  const { user } = useCurrentUser();
  const [starting, setStarting] = useState(false);
  const file = useQuery(CounterpartyFileDocument, { variables: { id }, errorPolicy: 'all', fetchPolicy: 'cache-and-network' });
  const timeline = useQuery(CounterpartyTimelineEntriesDocument, {
    variables: { id },
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
  });
  const cp = file.data?.counterparty;
  const latest = useQuery(AssessmentDetailDocument, {
    variables: { id: cp?.latestAssessmentId ?? '' },
    skip: !cp?.latestAssessmentId,
    errorPolicy: 'all',
  });
  const currency = latest.data?.assessment.creditAnalysis?.currency ?? '';

  if (file.loading && !cp) return <Skeleton height="60vh" borderRadius="lg" />;
  if (!cp)
    return (
      <Stack gap="4" align="flex-start">
        <PageHeader title="Counterparty not found" subtitle="It does not exist, or the link is wrong." />
        <Button asChild colorPalette="blue">
          <RouterLink to="/counterparties">All counterparties</RouterLink>
        </Button>
      </Stack>
    );

  const entries = timeline.data?.counterpartyTimeline ?? [];
  const points = historyOf(entries);

  const reassess = async () => {
    setStarting(true);
    try {
      const { data } = await apollo.query({
        query: CounterpartyReassessmentDraftDocument,
        variables: { id: cp.id },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('There are no answers to start from');
      const state: PrefillState = { prefill: stepsOfDraft(data.reassessmentDraft) };
      void navigate('/assessment/new', { state });
    } catch (error) {
      onError(error, 'Could not start the re-assessment');
      setStarting(false);
    }
  };

  return (
    <Stack gap="6">
      <PageHeader
        title={cp.name}
        subtitle={`${cp.country} · ${cp.assessments} assessment${cp.assessments === 1 ? '' : 's'}`}
        actions={
          <>
            {cp.latestAssessmentId && !cp.mergedIntoId && (
              <Button colorPalette="blue" onClick={() => void reassess()} loading={starting}>
                Re-assess
              </Button>
            )}
            {user?.role === 'ADMIN' && cp.gradeHold && !cp.mergedIntoId && (
              <OverrideGradeHoldDialog counterpartyId={cp.id} holdUntil={cp.gradeHold.until} />
            )}
            {user?.role === 'ADMIN' && !cp.mergedIntoId && (
              <MergeDialog counterparty={cp} onMerged={(intoId) => void navigate(`/counterparties/${intoId}`)} />
            )}
            <Button asChild variant="outline">
              <RouterLink to="/counterparties">All counterparties</RouterLink>
            </Button>
          </>
        }
      />
      {cp.mergedIntoId && (
        <Card.Root borderColor="orange.300" bg="orange.50">
          <Card.Body>
            <Text>
              This counterparty was merged into another.{' '}
              <RouterLink to={`/counterparties/${cp.mergedIntoId}`} style={{ textDecoration: 'underline' }}>
                Open the counterparty it was merged into
              </RouterLink>
            </Text>
          </Card.Body>
        </Card.Root>
      )}
      <Card.Root data-testid="counterparty-standing" borderColor={cp.approvalExpired ? 'red.300' : undefined}>
        <Card.Body>
          <Stack gap="4">
            {cp.approvalExpired && (
              <HStack gap="3" wrap="wrap" data-testid="approval-expired" role="status">
                <ExpiredBadge size="lg" />
                <Text color="red.700" fontWeight="semibold">
                  {expiredText(cp.nextReviewAt)}: re-assess to renew it
                </Text>
              </HStack>
            )}
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
              <Fact label="Decision">
                {cp.status ? <StatusBadge status={cp.status} /> : <Text>{NONE}</Text>}
                {cp.approvalExpired && <ExpiredBadge size="sm" />}
              </Fact>
              <Fact label="Grade">
                {cp.grade ? <Badge colorPalette={GRADE_PALETTE[cp.grade] ?? 'gray'}>{cp.grade}</Badge> : <Text>{NONE}</Text>}
              </Fact>
              <Fact label="Approved limit">
                <Text
                  fontVariantNumeric="tabular-nums"
                  textDecoration={cp.approvalExpired && cp.approvedLimit != null ? 'line-through' : undefined}
                >
                  {cp.approvedLimit == null ? NONE : currency ? formatAmount(cp.approvedLimit, currency) : formatFigure(cp.approvedLimit)}
                </Text>
                {cp.approvalExpired && cp.approvedLimit != null && <ExpiredBadge size="sm" />}
              </Fact>
              <Fact label="Next review">
                <Text color={cp.approvalExpired ? 'red.700' : undefined}>{formatDay(cp.nextReviewAt)}</Text>
              </Fact>
            </SimpleGrid>
            {cp.gradeHold && <GradeHoldNotice hold={cp.gradeHold} />}
            {(cp.openCases > 0 || cp.overdueCases > 0) && (
              <Text fontSize="sm" color="gray.700">
                {cp.openCases} open case{cp.openCases === 1 ? '' : 's'}
                {cp.overdueCases > 0 ? `, ${cp.overdueCases} overdue` : ''}
              </Text>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
      {timeline.loading && !timeline.data ? (
        <Skeleton height="64" borderRadius="lg" />
      ) : (
        <>
          <HistoryChart points={points} currency={currency} />
          <WhatChanged points={points} />
        </>
      )}
      {cp.latestAssessmentId && <OwnershipCard assessmentId={cp.latestAssessmentId} title="Ownership (latest assessment)" />}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Timeline entries={entries} />
        <ActiveCases counterpartyId={cp.id} />
      </SimpleGrid>
    </Stack>
  );
}
