import { HStack, Stack, Text } from '@chakra-ui/react';
import { StatusBadge } from './StatusBadge';

interface Override {
  assessmentId: string;
  companyName: string;
  /** The reviewer's final decision, which stands. */
  decision: string;
  /** What the rules read now, and with the proposed change. */
  fromStatus: string;
  toStatus: string;
}

/**
 * The decisions a what-if would move but a four-eyes reviewer overrode: their final decision
 * stands, so they are listed apart and never counted as the change's impact.
 */
export function ReviewerOverrides({ count, sample }: { count: number | null | undefined; sample: readonly Override[] | null | undefined }) {
  if (!count) return null;
  return (
    <Stack gap="1" data-testid="reviewer-overrides">
      <Text fontSize="sm" color="gray.700">
        Overridden by a reviewer, not counted above ({count}): the reviewer&apos;s decision stands
      </Text>
      {(sample ?? []).map((o) => (
        <HStack key={o.assessmentId} gap="2" wrap="wrap" fontSize="sm" data-testid="reviewer-override">
          <Text fontWeight="medium">{o.companyName}</Text>
          <Text>overridden by a reviewer to</Text>
          <StatusBadge status={o.decision} size="sm" />
          <Text>: the rules would now read</Text>
          <StatusBadge status={o.toStatus} size="sm" />
          <Text color="gray.600">(today</Text>
          <StatusBadge status={o.fromStatus} size="sm" />
          <Text color="gray.600">)</Text>
        </HStack>
      ))}
    </Stack>
  );
}
