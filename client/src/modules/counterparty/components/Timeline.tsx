import { Badge, Card, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { StatusBadge } from '../../../components/StatusBadge';
import { type CounterpartyTimelineEntriesQuery } from '../generated/graphql';
import { kindLabel } from '../../case/labels';
import { formatDay } from '../format';

type Entry = CounterpartyTimelineEntriesQuery['counterpartyTimeline'][number];

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
/** A stored value in words: `evidence_added` → "Evidence added". */
const words = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replaceAll('_', ' ');

const TYPE: Record<string, { label: string; palette: string }> = {
  assessment: { label: 'Assessment', palette: 'blue' },
  review: { label: 'Four-eyes review', palette: 'purple' },
  case_event: { label: 'Case', palette: 'orange' },
  alert: { label: 'Alert', palette: 'red' },
  grade_hold_override: { label: 'Grade hold', palette: 'yellow' },
};

/** Where an entry leads: its assessment, its case, or the alerts; an override has no page of its own. */
function linkOf(entry: Entry): string | null {
  if (entry.type === 'grade_hold_override') return null;
  if (entry.type === 'case_event') return `/cases/${entry.refId}`;
  if (entry.type === 'alert') return '/alerts';
  return `/assessment/${entry.refId}`;
}

function EntryDetail({ entry }: { entry: Entry }) {
  const d = entry.detail;
  if (entry.type === 'assessment') return <StatusBadge status={text(d.status)} size="sm" />;
  if (entry.type === 'review') {
    const by = text(d.reviewer);
    return (
      <Text fontSize="sm" color="gray.700">
        {[text(d.decision) && `Final decision: ${words(text(d.decision) ?? '')}`, by && `by ${by}`].filter(Boolean).join(' ')}
      </Text>
    );
  }
  if (entry.type === 'case_event') {
    const kind = text(d.kind);
    return (
      <Text fontSize="sm" color="gray.700">
        {[kind && kindLabel(kind.toUpperCase()), text(d.action) && words(text(d.action) ?? ''), text(d.actor) && `by ${text(d.actor)}`]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    );
  }
  if (entry.type === 'grade_hold_override') {
    const by = text(d.actor);
    return (
      <Text fontSize="sm" color="gray.700">
        {by ? `By ${by} until` : 'Until'} {formatDay(text(d.until))}
        {text(d.reason) && `: ${text(d.reason)}`}
      </Text>
    );
  }
  const status = text(d.status);
  return status ? (
    <Text fontSize="sm" color="gray.700">
      {words(status)}
    </Text>
  ) : null;
}

/** Everything that happened to the counterparty, newest first, each entry linking to what it is about (when it has a page). */
export function Timeline({ entries }: { entries: readonly Entry[] }) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Timeline</Card.Title>
      </Card.Header>
      <Card.Body>
        {entries.length === 0 ? (
          <Text color="gray.600">Nothing yet.</Text>
        ) : (
          <Stack as="ol" gap="0" listStyleType="none" m="0" p="0" data-testid="timeline">
            {entries.map((entry, i) => {
              const type = TYPE[entry.type] ?? { label: words(entry.type), palette: 'gray' };
              const link = linkOf(entry);
              return (
                <Stack
                  as="li"
                  key={`${entry.type}-${entry.refId}-${entry.at}-${i}`}
                  gap="1"
                  align="flex-start"
                  py="3"
                  borderTopWidth={i === 0 ? 0 : '1px'}
                  data-testid="timeline-entry"
                  data-type={entry.type}
                >
                  <Stack direction="row" gap="2" align="center" wrap="wrap">
                    <Text fontSize="sm" color="gray.600" whiteSpace="nowrap">
                      <time dateTime={entry.at}>{formatDay(entry.at)}</time>
                    </Text>
                    <Badge colorPalette={type.palette} variant="subtle" size="sm">
                      {type.label}
                    </Badge>
                  </Stack>
                  {link ? (
                    <Link asChild color="blue.700" fontWeight="medium" wordBreak="break-word">
                      <RouterLink to={link}>{entry.title}</RouterLink>
                    </Link>
                  ) : (
                    <Text fontWeight="medium" wordBreak="break-word">
                      {entry.title}
                    </Text>
                  )}
                  <EntryDetail entry={entry} />
                </Stack>
              );
            })}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
