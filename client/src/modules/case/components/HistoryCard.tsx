import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { CaseHistoryDocument } from '../generated/graphql';
import { historyActionLabel, kindLabel, outcomeLabel } from '../labels';

/** The details of a history entry worth a reader's eye, as "key: value" pairs. */
function detailText(action: string, detail: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(detail)) {
    if (value === null || value === undefined || value === '' || /id$/i.test(key)) continue;
    let text =
      typeof value === 'string'
        ? value
        : Array.isArray(value)
          ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ')
          : JSON.stringify(value);
    if (key === 'outcome') text = outcomeLabel(text.toUpperCase());
    if (key === 'kind') text = kindLabel(text.toUpperCase());
    if (key === 'until' || key.endsWith('At')) {
      const d = new Date(text);
      if (!Number.isNaN(d.getTime())) text = d.toLocaleDateString();
    }
    parts.push(`${key.replace(/([A-Z])/g, ' $1').toLowerCase()}: ${text}`);
  }
  return action === 'commented' ? '' : parts.join(' · ');
}

/** The audit trail of a case, oldest first. */
export function HistoryCard({ caseId }: { caseId: string }) {
  const { data } = useQuery(CaseHistoryDocument, { variables: { caseId }, fetchPolicy: 'cache-and-network' });
  const entries = data?.caseHistory ?? [];
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          History
        </Heading>
      </Card.Header>
      <Card.Body>
        {entries.length === 0 ? (
          <Text color="gray.600">{data ? 'Nothing recorded yet.' : 'Loading history…'}</Text>
        ) : (
          <Stack as="ol" gap="2" listStyleType="none" data-testid="case-history">
            {entries.map((e) => {
              const detail = detailText(e.action, e.detail);
              return (
                <Stack as="li" key={e.id} gap="0" fontSize="sm">
                  <Text>
                    <Text as="span" fontWeight="semibold">
                      {historyActionLabel(e.action)}
                    </Text>{' '}
                    by {e.actorName ?? 'the system'} · <time dateTime={e.createdAt}>{new Date(e.createdAt).toLocaleString()}</time>
                  </Text>
                  {detail && <Text color="gray.600">{detail}</Text>}
                </Stack>
              );
            })}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
