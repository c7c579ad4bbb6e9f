import { Card, Skeleton, Stack, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A card holding a table that loads: placeholder rows until the first answer, then `empty` when
 * there are no rows (null when there are), else the table, scrolling sideways on a narrow screen.
 */
export function TableCard({ loading, empty, children }: { loading: boolean; empty: ReactNode; children: ReactNode }) {
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
          (empty ?? <Table.ScrollArea>{children}</Table.ScrollArea>)
        )}
      </Card.Body>
    </Card.Root>
  );
}
