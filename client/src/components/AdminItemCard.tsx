import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ToggleEditDelete } from './ToggleEditDelete';

/**
 * The card of one item in an admin list that can be switched off, edited and deleted (rules, AI
 * prompts): its name and badges, its description, its details, and the switch and buttons. A
 * disabled item says so and sits on a grey, dashed card (not faded: faded text fails contrast).
 */
export function AdminItemCard({
  item,
  testId,
  badges,
  children,
  onToggle,
  onEdit,
  onDelete,
}: {
  item: { name: string; enabled: boolean; description?: string | null };
  testId: string;
  badges: ReactNode;
  children: ReactNode;
  onToggle(enabled: boolean): void;
  onEdit(): void;
  onDelete(): void;
}) {
  return (
    <Card.Root size="sm" data-testid={testId} bg={item.enabled ? undefined : 'gray.50'} borderStyle={item.enabled ? undefined : 'dashed'}>
      <Card.Body>
        <HStack justify="space-between" align="flex-start" gap="4">
          <Stack gap="1" flex="1" minW="0" overflowWrap="anywhere">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold">{item.name}</Text>
              {!item.enabled && <Badge colorPalette="gray">Disabled</Badge>}
              {badges}
            </HStack>
            {item.description && (
              <Text fontSize="sm" color="gray.600">
                {item.description}
              </Text>
            )}
            {children}
          </Stack>
          <ToggleEditDelete name={item.name} enabled={item.enabled} onToggle={onToggle} onEdit={onEdit} onDelete={onDelete} />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
