import { Card, HStack, Skeleton, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { AssessmentOwnershipDocument } from '../generated/graphql';
import { useOwnershipCatalog } from '../hooks/useOwnershipCatalog';
import { OwnershipAnalysisView } from './OwnershipAnalysisView';

/**
 * An assessment's ownership, on its page and on its counterparty's: the company's LEI, the beneficial
 * owners with their paths, the share held by listed owners and the graph. Nothing when the
 * assessment names neither owners nor an LEI.
 */
export function OwnershipCard({ assessmentId, title = 'Ownership' }: { assessmentId: string; title?: string }) {
  const { data, loading } = useQuery(AssessmentOwnershipDocument, {
    variables: { id: assessmentId },
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
  });
  const catalog = useOwnershipCatalog();
  const a = data?.assessment;
  if (loading && !a) return <Skeleton height="40" borderRadius="lg" />;
  if (!a || (!a.ownershipAnalysis && !a.lei)) return null;
  const holders = a.owners.length;
  return (
    <Card.Root data-testid="ownership">
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
        <HStack gap="3" wrap="wrap" fontSize="sm" color="gray.600">
          {a.lei && <Text>LEI {a.lei}</Text>}
          <Text>{holders === 0 ? 'No owners given' : `${holders} holding${holders === 1 ? '' : 's'} given`}</Text>
        </HStack>
      </Card.Header>
      <Card.Body>
        {a.ownershipAnalysis && catalog ? (
          <OwnershipAnalysisView analysis={a.ownershipAnalysis} nodeWidth={catalog.nodeWidth} nodeHeight={catalog.nodeHeight} />
        ) : a.ownershipAnalysis ? (
          <Skeleton height="40" />
        ) : (
          <Text color="gray.700">No owners were given with this assessment.</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
