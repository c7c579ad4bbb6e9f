import { Badge, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { scorePercent } from '../labels';

export interface HitLike {
  caption: string;
  matchedName: string;
  score: number;
  listName: string;
  schema: string;
  countries: readonly string[];
  topics: readonly string[];
  explanation: readonly string[];
}

/**
 * One list entity that matched: its name, the listed name that matched, the list, the score, the
 * topics and countries the list gives, and why it matched (the explanation sentences).
 */
export function HitDetails({ hit, subject, children }: { hit: HitLike; subject?: string; children?: ReactNode }) {
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" bg="white" role="group" aria-label={hit.caption} data-testid="screening-hit">
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
        <Stack gap="0">
          <Text fontWeight="semibold">{hit.caption}</Text>
          {hit.matchedName !== hit.caption && (
            <Text fontSize="sm" color="gray.700">
              Matched name: {hit.matchedName}
            </Text>
          )}
        </Stack>
        <Badge colorPalette={hit.score >= 0.9 ? 'red' : 'orange'} variant="subtle" size="lg">
          Score {scorePercent(hit.score)}
        </Badge>
      </HStack>
      <HStack gap="2" wrap="wrap" fontSize="sm">
        <Text color="gray.700">
          List:{' '}
          <Text as="span" fontWeight="medium">
            {hit.listName}
          </Text>
        </Text>
        <Text color="gray.700">
          · Listed {hit.schema}
          {hit.countries.length > 0 && ` (${hit.countries.map((c) => c.toUpperCase()).join(', ')})`}
        </Text>
        {subject && <Text color="gray.700">· Subject: {subject}</Text>}
      </HStack>
      {hit.topics.length > 0 && (
        <HStack gap="1" wrap="wrap" aria-label="Topics">
          {hit.topics.map((t) => (
            <Badge key={t} variant="outline" size="sm">
              {t}
            </Badge>
          ))}
        </HStack>
      )}
      {hit.explanation.length > 0 && (
        <Stack gap="1">
          <Text fontSize="sm" color="gray.600">
            Why it matched
          </Text>
          <List.Root fontSize="sm" color="gray.800" ps="5">
            {hit.explanation.map((sentence) => (
              <List.Item key={sentence}>{sentence}</List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      {children}
    </Stack>
  );
}
