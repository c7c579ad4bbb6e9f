import { Badge, Card, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { AuditLogsQuery } from '../../../generated/graphql';
import { relativeTime } from '../../../lib/relative-time';
import { AUDIT_FIELD_LABELS as FIELD_LABELS, auditValueLabel } from '../../../../../api/src/modules/assessment/audit-labels';
import { auditAuthor } from '../labels';

const ACTIONS: Record<string, { label: string; palette: string }> = {
  CREATED: { label: 'Assessment Created', palette: 'green' },
  UPDATED: { label: 'Assessment Updated', palette: 'blue' },
  DELETED: { label: 'Assessment Deleted', palette: 'red' },
};

export function AuditTrail({ logs }: { logs: AuditLogsQuery['auditLogs'] }) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Audit Trail</Card.Title>
      </Card.Header>
      <Card.Body>
        {logs.length === 0 ? (
          <Text color="gray.600">No audit logs available</Text>
        ) : (
          <Stack gap="4" data-testid="audit-trail">
            {logs.map((log) => (
              <Stack key={log.id} gap="2" borderLeftWidth="3px" borderColor={`${ACTIONS[log.action]?.palette ?? 'gray'}.400`} pl="3">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <HStack gap="2" wrap="wrap">
                    <Badge colorPalette={ACTIONS[log.action]?.palette ?? 'gray'}>{ACTIONS[log.action]?.label ?? log.action}</Badge>
                    <Text fontSize="sm" color="gray.700" data-testid="audit-author">
                      {auditAuthor(log)}
                    </Text>
                  </HStack>
                  <Text fontSize="sm" color="gray.600" title={new Date(log.createdAt).toLocaleString()}>
                    {relativeTime(log.createdAt)}
                  </Text>
                </HStack>
                {log.action === 'UPDATED' && (
                  <Stack gap="1">
                    <Text fontSize="sm" fontWeight="medium">
                      Changes Made
                    </Text>
                    <List.Root fontSize="sm" ps="4">
                      {Object.entries(log.changes ?? {}).map(([field, value]) => (
                        <List.Item key={field}>
                          {FIELD_LABELS[field] ?? field}: {auditValueLabel(field, value)}
                        </List.Item>
                      ))}
                    </List.Root>
                  </Stack>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
