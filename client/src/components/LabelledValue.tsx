import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A small label over its value (a card's detail: when a key expires, where a session signed in). */
export function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontSize="xs" color="gray.600">
        {label}
      </Text>
      <Text fontSize="sm" overflowWrap="anywhere">
        {children}
      </Text>
    </Stack>
  );
}
