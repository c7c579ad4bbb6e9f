import { Card, HStack, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { StatusWithRules } from '../../../components/StatusBadge';
import type { AssessmentListItemFragment } from '../../../generated/graphql';

export function AssessmentCard({ assessment: a }: { assessment: AssessmentListItemFragment }) {
  return (
    <Card.Root size="sm" position="relative" _hover={{ shadow: 'md' }} transition="box-shadow 0.15s" data-testid="assessment-card">
      <Card.Body>
        <Stack gap="2">
          <HStack justify="space-between" align="flex-start">
            <Stack gap="0">
              <LinkOverlay asChild>
                <RouterLink to={`/assessment/${a.id}`}>
                  <Text fontWeight="semibold">{a.companyName}</Text>
                </RouterLink>
              </LinkOverlay>
              <Text fontSize="sm" color="gray.600">
                {a.countryOfRegistration} · {new Date(a.createdAt).toLocaleDateString()}
              </Text>
            </Stack>
            <StatusWithRules status={a.status} ruleStatus={a.ruleStatus} />
          </HStack>
          <Text fontSize="sm" color="gray.700" lineClamp={2}>
            {a.rationale}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
