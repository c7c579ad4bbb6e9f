import { Badge, HStack, Text } from '@chakra-ui/react';

const STATUSES: Record<string, { label: string; palette: string }> = {
  approved: { label: 'Approved', palette: 'green' },
  caution: { label: 'Trade with Caution', palette: 'yellow' },
  rejected: { label: 'Rejected', palette: 'red' },
  pending_review: { label: 'Pending review', palette: 'orange' },
};

/** The decision badge; anything unexpected shows neutrally with its raw text (spec §4). */
export function StatusBadge({ status, size = 'md' }: { status?: string | null; size?: 'sm' | 'md' | 'lg' }) {
  const known = status ? STATUSES[status.toLowerCase()] : undefined;
  if (!known) {
    console.error('Unknown status', status);
    return (
      <Badge colorPalette="gray" size={size}>
        {status || 'Unknown'}
      </Badge>
    );
  }
  return (
    <Badge colorPalette={known.palette} size={size} variant="solid">
      {known.label}
    </Badge>
  );
}

export const statusLabel = (status: string) => STATUSES[status.toLowerCase()]?.label ?? status;

/**
 * The status, and beside it what the rules decided whenever that is not the status itself: while a
 * four-eyes review is pending ("Pending review · Rules: Trade with Caution") or after a reviewer
 * overrode the rules.
 */
export function StatusWithRules({ status, ruleStatus, size = 'md' }: { status: string; ruleStatus: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <HStack gap="2" wrap="wrap" data-testid="status-with-rules">
      <StatusBadge status={status} size={size} />
      {ruleStatus !== status && (
        <Text fontSize="xs" color="gray.600" data-testid="rule-status">
          Rules: {statusLabel(ruleStatus)}
        </Text>
      )}
    </HStack>
  );
}
