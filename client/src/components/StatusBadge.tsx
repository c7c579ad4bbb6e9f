import { Badge } from '@chakra-ui/react';

const STATUSES: Record<string, { label: string; palette: string }> = {
  approved: { label: 'Approved', palette: 'green' },
  caution: { label: 'Trade with Caution', palette: 'yellow' },
  rejected: { label: 'Rejected', palette: 'red' },
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
