import { Badge, HStack, Text } from '@chakra-ui/react';
import { type CaseKind, type CaseStatus } from '../generated/graphql';
import { CASE_KIND, CASE_STATUS } from '../labels';

export function CaseKindBadge({ kind }: { kind: CaseKind }) {
  const known = CASE_KIND[kind] ?? { label: kind, palette: 'gray' };
  return (
    <Badge colorPalette={known.palette} variant="subtle" whiteSpace="nowrap">
      {known.label}
    </Badge>
  );
}

export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  const known = CASE_STATUS[status] ?? { label: status, palette: 'gray' };
  return (
    <Badge colorPalette={known.palette} variant="outline" whiteSpace="nowrap" data-testid="case-status">
      {known.label}
    </Badge>
  );
}

/** When a case is due, with an "Overdue" badge once it is past due (and neither closed nor snoozed). */
export function DueDate({ dueAt, overdue }: { dueAt: string; overdue: boolean }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Text as="span" whiteSpace="nowrap">
        {new Date(dueAt).toLocaleDateString()}
      </Text>
      {overdue && (
        <Badge colorPalette="red" variant="solid" data-testid="overdue">
          Overdue
        </Badge>
      )}
    </HStack>
  );
}

export function CaseTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <HStack gap="1" wrap="wrap">
      {tags.map((tag) => (
        <Badge key={tag} variant="surface" colorPalette="teal">
          {tag}
        </Badge>
      ))}
    </HStack>
  );
}
