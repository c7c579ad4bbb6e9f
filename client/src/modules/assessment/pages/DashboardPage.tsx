import { Badge, Button, EmptyState, HStack, Input, Link, NativeSelect, Stack, Table, Text, VStack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuDownload, LuFilePlus, LuUpload } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { StatusWithRules } from '../../../components/StatusBadge';
import { TableCard } from '../../../components/TableCard';
import {
  AnalyticsDocument,
  AssessmentsDocument,
  type AssessmentListItemFragment,
  type AssessmentSort,
  type AssessmentStatus,
} from '../../../generated/graphql';
import { downloadAssessmentsCsv } from '../../../lib/download';
import { fetchPolicyAfterPreload } from '../../../lib/preloaded';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { formatAmount, GRADE_PALETTE, NONE } from '../../credit/format';
import { ReviewCalendarCard } from '../../counterparty/components/ReviewCalendarCard';
import { AnalyticsOverview } from '../components/AnalyticsOverview';
import { DASHBOARD_PAGE, dashboardListVariables, DEFAULT_SORT } from '../dashboard-queries';
import { REVIEW_STATUS } from '../review-labels';
import { useDebounced } from '../../../lib/useDebounced';

/** A sortable column: its two orders, and the one a first click picks (amounts and dates largest/newest first). */
interface SortColumn {
  label: string;
  asc: AssessmentSort;
  desc: AssessmentSort;
  first: 'asc' | 'desc';
}
const COLUMNS = {
  company: { label: 'Company', asc: 'COMPANY_ASC', desc: 'COMPANY_DESC', first: 'asc' },
  decision: { label: 'Decision', asc: 'DECISION_ASC', desc: 'DECISION_DESC', first: 'asc' },
  grade: { label: 'Grade', asc: 'GRADE_ASC', desc: 'GRADE_DESC', first: 'asc' },
  limit: { label: 'Approved limit', asc: 'APPROVED_LIMIT_ASC', desc: 'APPROVED_LIMIT_DESC', first: 'desc' },
  review: { label: 'Review state', asc: 'REVIEW_STATE_ASC', desc: 'REVIEW_STATE_DESC', first: 'asc' },
  created: { label: 'Created', asc: 'CREATED_ASC', desc: 'CREATED_DESC', first: 'desc' },
} as const satisfies Record<string, SortColumn>;

/** A column header that sorts the book by its column, saying which way it is sorted (aria-sort). */
function SortHeader({ column, sort, onSort }: { column: SortColumn; sort: AssessmentSort; onSort: (sort: AssessmentSort) => void }) {
  const direction = sort === column.asc ? 'ascending' : sort === column.desc ? 'descending' : 'none';
  const next = direction === 'none' ? column[column.first] : direction === 'ascending' ? column.desc : column.asc;
  const Icon = direction === 'ascending' ? LuArrowUp : direction === 'descending' ? LuArrowDown : LuArrowUpDown;
  return (
    <Table.ColumnHeader aria-sort={direction} whiteSpace="nowrap">
      <Button variant="ghost" size="xs" mx="-2" onClick={() => onSort(next)}>
        {column.label}
        <Icon aria-hidden />
      </Button>
    </Table.ColumnHeader>
  );
}

function AssessmentRow({ assessment: a }: { assessment: AssessmentListItemFragment }) {
  const grade = a.creditAnalysis?.grade;
  const review = REVIEW_STATUS[a.reviewStatus] ?? { label: a.reviewStatus, palette: 'gray' };
  return (
    // The spec's assessment card, as a row of the book.
    <Table.Row data-testid="assessment-card">
      <Table.Cell minW="36">
        <Link asChild color="blue.700" fontWeight="semibold">
          <RouterLink to={`/assessment/${a.id}`}>{a.companyName}</RouterLink>
        </Link>
        <Text fontSize="xs" color="gray.600">
          {a.countryOfRegistration}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <StatusWithRules status={a.status} ruleStatus={a.ruleStatus} size="sm" />
      </Table.Cell>
      <Table.Cell>{grade ? <Badge colorPalette={GRADE_PALETTE[grade] ?? 'gray'}>{grade}</Badge> : NONE}</Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {a.approvedLimit == null ? NONE : formatAmount(a.approvedLimit, a.creditAnalysis?.currency ?? '')}
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={review.palette} variant="outline">
          {review.label}
        </Badge>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{new Date(a.createdAt).toLocaleDateString()}</Table.Cell>
      <Table.Cell minW="xs">
        <Text fontSize="sm" color="gray.700" lineClamp={2}>
          {a.rationale}
        </Text>
      </Table.Cell>
    </Table.Row>
  );
}

export function DashboardPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<AssessmentStatus | ''>('');
  const [sort, setSort] = useState<AssessmentSort>(DEFAULT_SORT);
  const [exporting, setExporting] = useState(false);
  const onError = useActionErrorHandler();
  const term = useDebounced(search.trim(), 300);
  // The cursors of the pages up to the one shown (null: the first), for Previous; a new filter or order starts again.
  const view = `${term}\n${status}\n${sort}`;
  const [paging, setPaging] = useState<{ view: string; cursors: (string | null)[] }>({ view, cursors: [null] });
  const cursors = paging.view === view ? paging.cursors : [null];
  // Read the cache and refresh it — unless this page load fetched them already (app/preload.ts).
  const [analyticsPolicy] = useState(() => fetchPolicyAfterPreload(AnalyticsDocument));
  const [listPolicy] = useState(() => fetchPolicyAfterPreload(AssessmentsDocument));
  const analytics = useQuery(AnalyticsDocument, analyticsPolicy);
  const variables = dashboardListVariables(term, status, sort, cursors.at(-1) ?? null);
  const { data, previousData, loading } = useQuery(AssessmentsDocument, { variables, ...listPolicy });
  // While the next page loads, the one before stays in place instead of placeholders.
  const page = (data ?? previousData)?.assessments;

  const total = analytics.data?.analytics.totalAssessments ?? 0;
  const filtering = Boolean(term || status);
  const items = page?.items ?? [];
  const first = (cursors.length - 1) * DASHBOARD_PAGE + 1;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadAssessmentsCsv({ search: variables.search, status: variables.status, sort });
    } catch (error) {
      onError(error, 'Export failed');
    } finally {
      setExporting(false);
    }
  };

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
      <ReviewCalendarCard />

      {(total > 0 || filtering) && (
        <HStack gap="3" mb="2" wrap="wrap">
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
          <Button variant="outline" onClick={exportCsv} loading={exporting} disabled={items.length === 0}>
            <LuDownload /> Export CSV
          </Button>
        </HStack>
      )}

      <TableCard
        label="Assessments"
        loading={loading && !page}
        empty={
          items.length > 0 ? null : filtering ? (
            <Text color="gray.600">No assessments match your search.</Text>
          ) : (
            <EmptyState.Root>
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
          )
        }
      >
        <Table.Root
          size="sm"
          aria-label="Assessments"
          // The company stays in view while the other columns scroll sideways on a narrow screen.
          css={{ '& tr > :first-child': { position: 'sticky', left: 0, bg: 'bg', zIndex: 1 } }}
        >
          <Table.Header>
            <Table.Row>
              <SortHeader column={COLUMNS.company} sort={sort} onSort={setSort} />
              <SortHeader column={COLUMNS.decision} sort={sort} onSort={setSort} />
              <SortHeader column={COLUMNS.grade} sort={sort} onSort={setSort} />
              <SortHeader column={COLUMNS.limit} sort={sort} onSort={setSort} />
              <SortHeader column={COLUMNS.review} sort={sort} onSort={setSort} />
              <SortHeader column={COLUMNS.created} sort={sort} onSort={setSort} />
              <Table.ColumnHeader>Rationale</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((a) => (
              <AssessmentRow key={a.id} assessment={a} />
            ))}
          </Table.Body>
        </Table.Root>
      </TableCard>

      {page && items.length > 0 && (
        <HStack justify="space-between" wrap="wrap" gap="2" data-testid="book-paging">
          <Text fontSize="sm" color="gray.700" aria-live="polite">
            {first.toLocaleString('en-US')}–{(first + items.length - 1).toLocaleString('en-US')} of {page.total.toLocaleString('en-US')}
            {page.totalCapped ? '+' : ''}
          </Text>
          <HStack gap="2">
            <Button
              size="sm"
              variant="outline"
              disabled={cursors.length === 1}
              onClick={() => setPaging({ view, cursors: cursors.slice(0, -1) })}
            >
              Previous
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={!data?.assessments.nextCursor}
              onClick={() => setPaging({ view, cursors: [...cursors, data?.assessments.nextCursor ?? null] })}
            >
              Next
            </Button>
          </HStack>
        </HStack>
      )}
    </Stack>
  );
}
