import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatAmount, formatFigure } from '../../credit/format';
import { expiredText, formatDay } from '../format';
import { ExpiredBadge } from './ExpiredBadge';

/**
 * An assessment's approval over time, on its page: when the review date passed on an approval or
 * a caution, the decision and its limit marked expired ("Approval expired on …"); otherwise when
 * it falls due for review. Nothing for an assessment without a review date.
 */
export function ApprovalStanding({
  assessment: a,
}: {
  assessment: {
    status: string;
    approvalExpired: boolean;
    nextReviewAt?: string | null;
    approvedLimit?: number | null;
    creditAnalysis?: { currency: string } | null;
  };
}) {
  if (!a.approvalExpired && !a.nextReviewAt) return null;
  const currency = a.creditAnalysis?.currency ?? '';
  const limit = a.approvedLimit == null ? null : currency ? formatAmount(a.approvedLimit, currency) : formatFigure(a.approvedLimit);
  if (!a.approvalExpired)
    return (
      <Text color="gray.700" data-testid="next-review">
        Next review {formatDay(a.nextReviewAt)}
      </Text>
    );
  return (
    <Card.Root borderColor="red.300" bg="red.50" data-testid="approval-expired">
      <Card.Body>
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            <StatusBadge status={a.status} />
            <ExpiredBadge />
            <Text color="red.800" fontWeight="semibold">
              {expiredText(a.nextReviewAt)}
            </Text>
          </HStack>
          {limit && (
            <HStack gap="2" wrap="wrap">
              <Text>
                Approved limit{' '}
                <Text as="span" textDecoration="line-through" fontVariantNumeric="tabular-nums">
                  {limit}
                </Text>
              </Text>
              <ExpiredBadge size="sm" />
            </HStack>
          )}
          <Text fontSize="sm" color="gray.700">
            The approval and its limit are expired until a re-assessment renews them.
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
