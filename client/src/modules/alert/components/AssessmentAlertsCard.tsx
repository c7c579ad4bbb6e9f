import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { AlertFieldsFragment } from '../../../generated/graphql';
import { AlertList } from './AlertList';

/**
 * The detail page's Alerts card: what monitoring found about this assessment, resolvable here by
 * anyone but its creator (a second person decides what a finding about their counterparty means):
 * `canResolve` is the assessment's `viewerCan.resolveAlerts`, each alert's button its own
 * `viewerCan.resolve`.
 */
export function AssessmentAlertsCard({ alerts, canResolve }: { alerts: readonly AlertFieldsFragment[]; canResolve: boolean }) {
  const open = alerts.filter((a) => a.status === 'OPEN').length;
  return (
    <Card.Root data-testid="assessment-alerts">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Card.Title>Alerts</Card.Title>
          {open > 0 && (
            <Badge colorPalette="orange" size="lg">
              {open} open
            </Badge>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        {alerts.length === 0 ? (
          <Text color="gray.600">Monitoring has raised no alerts about this assessment.</Text>
        ) : (
          <Stack gap="3">
            {open > 0 && !canResolve && (
              <Text fontSize="sm" color="gray.700" data-testid="alerts-wait-for-reviewer">
                You created this assessment, so a second person must resolve its alerts.
              </Text>
            )}
            <AlertList alerts={alerts} showCompany={false} />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
