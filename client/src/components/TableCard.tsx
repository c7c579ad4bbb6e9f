import { Card, Skeleton, Stack, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A card holding a table that loads: placeholder rows until the first answer, then `empty` when
 * there are no rows (null when there are), else the table, scrolling sideways inside the card on a
 * narrow screen (never the page).
 */
export function TableCard({
  label,
  loading,
  empty,
  children,
}: {
  /** What the table is: names the scrolling region (keyboard users scroll it with the arrow keys once focused). */
  label: string;
  loading: boolean;
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root>
      <Card.Body>
        {loading ? (
          <Stack gap="2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height="10" borderRadius="md" />
            ))}
          </Stack>
        ) : (
          (empty ?? <TableScroll label={label}>{children}</TableScroll>)
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * A table's sideways scroll on a narrow screen: a named region in the tab order, so the keyboard
 * can scroll it (WCAG 2.1.1); positioned, so what the table hides off-screen (visually hidden
 * headers) scrolls with it instead of widening the page.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.ScrollArea
      position="relative"
      role="region"
      aria-label={label}
      tabIndex={0}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600' }}
    >
      {children}
    </Table.ScrollArea>
  );
}
