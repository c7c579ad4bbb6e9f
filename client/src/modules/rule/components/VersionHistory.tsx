import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { RuleSetDiffDocument, RuleSetVersionsDocument } from '../../../generated/graphql';
import { relativeTime } from '../../../lib/relative-time';
import { authorName } from '../../auth/hooks/useCurrentUser';

const KIND: Record<string, string> = {
  initial: 'Initial rules',
  create: 'Created',
  update: 'Edited',
  toggle: 'Toggled',
  delete: 'Deleted',
};

/** Rule-set versions, newest first; each can be compared with the one before it. */
export function VersionHistory() {
  const { data } = useQuery(RuleSetVersionsDocument, { variables: { limit: 20 }, fetchPolicy: 'cache-and-network' });
  const [loadDiff, diff] = useLazyQuery(RuleSetDiffDocument, { fetchPolicy: 'network-only' });
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Version History</Card.Title>
        <Card.Description>
          Every change to the rules makes a new version; assessments record the version that decided them.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="2" data-testid="rule-versions">
          {data?.ruleSetVersions.map((v) => {
            const change = v.change as { kind?: string; ruleName?: string };
            return (
              <Stack key={v.id} gap="1">
                <HStack justify="space-between" wrap="wrap">
                  <HStack gap="2">
                    <Badge variant="outline">v{v.id}</Badge>
                    <Text fontSize="sm">
                      {KIND[change.kind ?? ''] ?? change.kind} {change.ruleName ? `“${change.ruleName}”` : ''}
                    </Text>
                    <Text fontSize="xs" color="gray.500">
                      {authorName(v.changedBy, 'system')} · {relativeTime(v.createdAt)}
                    </Text>
                  </HStack>
                  {v.id > 1 && (
                    <Button
                      size="xs"
                      variant="ghost"
                      onClick={() => {
                        setOpen(v.id);
                        void loadDiff({ variables: { from: v.id - 1, to: v.id } });
                      }}
                    >
                      Compare with v{v.id - 1}
                    </Button>
                  )}
                </HStack>
                {open === v.id && diff.data && (
                  <Stack gap="0" fontSize="xs" pl="4" color="gray.700">
                    {diff.data.ruleSetDiff.added.map((r) => (
                      <Text key={r.id}>+ added “{r.name}”</Text>
                    ))}
                    {diff.data.ruleSetDiff.removed.map((r) => (
                      <Text key={r.id}>− removed “{r.name}”</Text>
                    ))}
                    {diff.data.ruleSetDiff.changed.map((c) => (
                      <Text key={c.ruleId}>
                        ~ “{c.name}”: {c.fields.map((f) => `${f.field} ${f.from} → ${f.to}`).join('; ')}
                      </Text>
                    ))}
                  </Stack>
                )}
              </Stack>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
