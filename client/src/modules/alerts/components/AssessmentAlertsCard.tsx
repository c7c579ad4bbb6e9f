import { Badge, Card, HStack, Text } from '@chakra-ui/react';
import type { AlertFieldsFragment } from '../../../generated/graphql';
import { AlertList } from './AlertList';

/** The detail page's Alerts card: what monitoring found about this assessment, resolvable here. */
export function AssessmentAlertsCard({ alerts }: { alerts: readonly AlertFieldsFragment[] }) {
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
          <AlertList alerts={alerts} showCompany={false} />
        )}
      </Card.Body>
    </Card.Root>
  );
}
