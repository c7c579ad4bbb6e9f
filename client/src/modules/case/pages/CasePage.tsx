import { Alert, Card, DataList, Heading, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CaseDocument } from '../generated/graphql';
import { errorInfo } from '../../../lib/errors';
import { CaseActions } from '../components/CaseActions';
import { CaseKindBadge, CaseStatusBadge, DueDate } from '../components/CaseBadges';
import { CommentsCard } from '../components/CommentsCard';
import { EvidenceCard } from '../components/EvidenceCard';
import { HistoryCard } from '../components/HistoryCard';
import { TagsEditor } from '../components/TagsEditor';
import { outcomeLabel } from '../labels';

/** /cases/:id: one case — what it is about, its actions and tags, comments, evidence and history. */
export function CasePage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(CaseDocument, { variables: { id }, fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const c = data?.case;

  if (!c) {
    if (loading) return <Skeleton height="40" borderRadius="md" />;
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{!error || errorInfo(error).code === 'NOT_FOUND' ? 'Case not found' : errorInfo(error).message}</Alert.Title>
      </Alert.Root>
    );
  }

  return (
    <Stack gap="6">
      <Link asChild color="blue.700" fontSize="sm" alignSelf="flex-start">
        <RouterLink to="/inbox">
          <LuArrowLeft aria-hidden /> Inbox
        </RouterLink>
      </Link>
      <Stack gap="3">
        <Heading as="h1" size="2xl" wordBreak="break-word">
          {c.title}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <CaseKindBadge kind={c.kind} />
          <CaseStatusBadge status={c.status} />
        </HStack>
        <CaseActions c={c} />
      </Stack>
      <Card.Root>
        <Card.Body>
          <DataList.Root orientation="horizontal" size="md" data-testid="case-details">
            <DataList.Item>
              <DataList.ItemLabel>Counterparty</DataList.ItemLabel>
              <DataList.ItemValue>
                <Link asChild color="blue.700">
                  <RouterLink to={`/counterparties/${c.counterpartyId}`}>{c.counterpartyName}</RouterLink>
                </Link>
              </DataList.ItemValue>
            </DataList.Item>
            {c.assessmentId && (
              <DataList.Item>
                <DataList.ItemLabel>Assessment</DataList.ItemLabel>
                <DataList.ItemValue>
                  <Link asChild color="blue.700">
                    <RouterLink to={`/assessment/${c.assessmentId}`}>Open the assessment</RouterLink>
                  </Link>
                </DataList.ItemValue>
              </DataList.Item>
            )}
            <DataList.Item>
              <DataList.ItemLabel>Assignee</DataList.ItemLabel>
              <DataList.ItemValue data-testid="case-assignee">{c.assigneeName ?? 'Unassigned'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Due</DataList.ItemLabel>
              <DataList.ItemValue>
                <DueDate dueAt={c.dueAt} overdue={c.overdue} />
              </DataList.ItemValue>
            </DataList.Item>
            {c.status === 'SNOOZED' && c.snoozedUntil && (
              <DataList.Item>
                <DataList.ItemLabel>Snoozed until</DataList.ItemLabel>
                <DataList.ItemValue>
                  {new Date(c.snoozedUntil).toLocaleDateString()}
                  {c.snoozeReason ? `: ${c.snoozeReason}` : ''}
                </DataList.ItemValue>
              </DataList.Item>
            )}
            {c.status === 'CLOSED' && (
              <DataList.Item>
                <DataList.ItemLabel>Outcome</DataList.ItemLabel>
                <DataList.ItemValue data-testid="case-outcome">
                  <Stack gap="1">
                    <Text fontWeight="medium">{c.outcome ? outcomeLabel(c.outcome) : 'Closed'}</Text>
                    {c.closingNote && <Text whiteSpace="pre-wrap">{c.closingNote}</Text>}
                    {c.closedAt && (
                      <Text fontSize="sm" color="gray.600">
                        Closed {new Date(c.closedAt).toLocaleString()}
                      </Text>
                    )}
                  </Stack>
                </DataList.ItemValue>
              </DataList.Item>
            )}
            <DataList.Item>
              <DataList.ItemLabel>Tags</DataList.ItemLabel>
              <DataList.ItemValue>
                <TagsEditor caseId={c.id} tags={c.tags} />
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Opened</DataList.ItemLabel>
              <DataList.ItemValue>{new Date(c.createdAt).toLocaleString()}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Card.Body>
      </Card.Root>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <CommentsCard caseId={c.id} />
        <HistoryCard caseId={c.id} />
      </SimpleGrid>
      <EvidenceCard caseId={c.id} />
    </Stack>
  );
}
