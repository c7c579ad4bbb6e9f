import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { LuTriangleAlert } from 'react-icons/lu';
import type { RiskFlagFragment } from '../../../generated/graphql';

const TYPE: Record<string, { label: string; palette: string }> = {
  MANDATORY_REJECT: { label: 'Automatic rejection', palette: 'red' },
  REJECT: { label: 'Rejection', palette: 'red' },
  WARNING: { label: 'Warning', palette: 'yellow' },
};

/** The rules that matched (the rule trace), as risk flags. */
export function RiskFlags({ flags }: { flags: RiskFlagFragment[] }) {
  if (flags.length === 0) return <Text color="gray.600">No risk flags were raised.</Text>;
  return (
    <Stack gap="2" data-testid="risk-flags">
      {flags.map((f) => (
        <HStack key={f.ruleId} align="flex-start" gap="3" p="3" borderWidth="1px" borderRadius="md" bg="white">
          <LuTriangleAlert color={TYPE[f.ruleType]?.palette === 'red' ? '#dc2626' : '#ca8a04'} style={{ marginTop: 4 }} />
          <Stack gap="0" flex="1">
            <HStack gap="2">
              <Text fontWeight="medium">{f.name}</Text>
              <Badge colorPalette={TYPE[f.ruleType]?.palette ?? 'gray'} size="sm">
                {TYPE[f.ruleType]?.label ?? f.ruleType}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="gray.700">
              {f.message}
            </Text>
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}
