import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import { StatusWithRules } from '../../../components/StatusBadge';
import type { AssessmentDetailFragment } from '../../../generated/graphql';
import { RiskFlags } from './RiskFlags';

/** The decision: badge, rationale and the risk flags that explain it. */
export function DecisionCard({ assessment }: { assessment: AssessmentDetailFragment }) {
  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title>Decision</Card.Title>
          <StatusWithRules status={assessment.status} ruleStatus={assessment.ruleStatus} size="lg" />
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Stack gap="1">
            <Text fontSize="sm" color="gray.600">
              Rationale
            </Text>
            <Text data-testid="rationale">{assessment.rationale}</Text>
          </Stack>
          <Stack gap="2">
            <Text fontSize="sm" color="gray.600">
              Risk flags
            </Text>
            <RiskFlags flags={assessment.ruleTrace} />
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
