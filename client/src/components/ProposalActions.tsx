import { Button, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * What the viewer may do with a proposed change (rule, scorecard, admin account), from its `viewerCan`: a
 * second admin approves or rejects; the proposer, who may not approve it, sees that it waits for
 * someone else and may withdraw it (a rejection).
 */
export function ProposalActions({
  viewerCan,
  label,
  approving,
  approveIcon,
  onApprove,
  onReject,
}: {
  viewerCan: { approve: boolean; reject: boolean };
  /** Names the change in the buttons' accessible names ("Approve: Update Minimum age"). */
  label: string;
  approving: boolean;
  /** Shown before "Approve" (the admin changes' check mark). */
  approveIcon?: ReactNode;
  onApprove(): void;
  onReject(): void;
}) {
  const withdraws = viewerCan.reject && !viewerCan.approve;
  return (
    <HStack gap="2">
      {withdraws && (
        <Text fontSize="sm" color="gray.700" data-testid="waiting-for-admin">
          Waiting for another admin
        </Text>
      )}
      {viewerCan.approve && (
        <Button size="sm" colorPalette="green" loading={approving} onClick={onApprove} aria-label={`Approve: ${label}`}>
          {approveIcon ? <>{approveIcon} Approve</> : 'Approve'}
        </Button>
      )}
      {viewerCan.reject && (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={onReject}
          aria-label={`${withdraws ? 'Withdraw' : 'Reject'}: ${label}`}
        >
          {withdraws ? 'Withdraw' : 'Reject'}
        </Button>
      )}
    </HStack>
  );
}
