import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { ScorecardVersionsQuery } from '../../../generated/graphql';
import { relativeTime } from '../../../lib/relative-time';

/** The scorecard's versions, newest first: who saved each, when and why. */
export function ScorecardHistory({ versions }: { versions: ScorecardVersionsQuery['scorecardVersions'] }) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Version History</Card.Title>
        <Card.Description>
          Every save makes a new version; each credit analysis names the version that scored it and keeps it.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="2" data-testid="scorecard-versions">
          {versions.map((v) => (
            <Stack key={v.version} gap="0">
              <HStack gap="2" wrap="wrap">
                <Badge variant="outline">v{v.version}</Badge>
                <Text fontSize="sm">{v.authorName ?? 'System'}</Text>
                <Text fontSize="xs" color="gray.700">
                  {relativeTime(v.createdAt)}
                </Text>
              </HStack>
              {v.note && (
                <Text fontSize="sm" color="gray.700" pl="1">
                  {v.note}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
