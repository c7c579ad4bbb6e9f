import { Badge } from '@chakra-ui/react';

/** The mark of an approval (or caution) whose review date passed: it and its limit no longer hold. */
export function ExpiredBadge({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge colorPalette="red" variant="solid" size={size} data-testid="expired-badge">
      Expired
    </Badge>
  );
}
