import { Alert, Badge, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { OwnershipAnalysisFieldsFragment } from '../generated/graphql';
import { pathText } from '../analysis-text';
import { countryName, FLAGGED_STATUSES, statusText } from '../lei-record';
import { formatShare } from '../owners-draft';
import { OwnershipGraph } from './OwnershipGraph';

const OWNER_SCREENING: Record<string, { label: string; palette: string }> = {
  not_screened: { label: 'Not screened', palette: 'gray' },
  clear: { label: 'Clear', palette: 'green' },
  potential_match: { label: 'Potential match', palette: 'orange' },
  confirmed_match: { label: 'Confirmed match', palette: 'red' },
};

/** The owners' screening status in words, with its badge colour. */
export const ownerScreeningBadge = (status: string) =>
  OWNER_SCREENING[status.toLowerCase()] ?? { label: statusText(status), palette: 'gray' };

/** The LEI status badge: flagged (red) for a lapsed or retired LEI; null when no LEI was given. */
export function leiStatusBadge(status: string): { label: string; palette: string } | null {
  if (!status || status === 'NONE') return null;
  if (status === 'NOT_FOUND') return { label: 'LEI not in the register', palette: 'orange' };
  return { label: `LEI ${statusText(status)}`, palette: FLAGGED_STATUSES.has(status) ? 'red' : 'green' };
}

/**
 * What an ownership comes to: the beneficial owners with the paths that make each one's share, the
 * share held by listed owners (a finding at the blocked threshold, explained), and the graph. In
 * the wizard's `preview` nothing is screened yet, so listing and the blocked share are not shown.
 */
export function OwnershipAnalysisView({
  analysis,
  nodeWidth,
  nodeHeight,
  preview = false,
}: {
  analysis: OwnershipAnalysisFieldsFragment;
  nodeWidth: number;
  nodeHeight: number;
  preview?: boolean;
}) {
  const screening = ownerScreeningBadge(analysis.ownerScreeningStatus);
  const lei = leiStatusBadge(analysis.leiStatus);
  return (
    <Stack gap="4" data-testid="ownership-analysis">
      {!preview && analysis.blockedFinding && (
        <Alert.Root status="error" data-testid="ownership-blocked">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Blocked by ownership</Alert.Title>
            <Alert.Description>{analysis.explanation}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <HStack gap="2" wrap="wrap">
        {!preview && (
          <>
            <Badge
              colorPalette={analysis.blockedFinding ? 'red' : analysis.blockedPercent > 0 ? 'orange' : 'gray'}
              size="lg"
              whiteSpace="normal"
            >
              Held by listed owners: {formatShare(analysis.blockedPercent)} (finding from {formatShare(analysis.blockedThresholdPercent)})
            </Badge>
            <Badge colorPalette={screening.palette} size="lg" whiteSpace="normal">
              Owners’ screening: {screening.label}
            </Badge>
          </>
        )}
        {lei && (
          <Badge colorPalette={lei.palette} size="lg" data-testid="ownership-lei-status">
            {lei.label}
          </Badge>
        )}
        {analysis.ultimateParentCountry && (
          <Badge colorPalette="gray" size="lg" whiteSpace="normal">
            Ultimate parent in {countryName(analysis.ultimateParentCountry)}
          </Badge>
        )}
      </HStack>
      {!preview && !analysis.blockedFinding && analysis.explanation && (
        <Text fontSize="sm" color="gray.700">
          {analysis.explanation}
        </Text>
      )}
      <Stack gap="1" data-testid="beneficial-owners">
        <Text fontWeight="semibold">
          Beneficial owners{' '}
          <Text as="span" fontWeight="normal" fontSize="sm" color="gray.600">
            (persons holding {formatShare(analysis.uboThresholdPercent)} or more, directly or through companies)
          </Text>
        </Text>
        {analysis.beneficialOwners.length === 0 ? (
          <Text fontSize="sm" color="gray.700">
            No person reaches {formatShare(analysis.uboThresholdPercent)}.
          </Text>
        ) : (
          <List.Root ps="5" gap="1">
            {analysis.beneficialOwners.map((owner) => (
              <List.Item key={owner.name} data-testid="beneficial-owner">
                <Text as="span" fontWeight="semibold">
                  {owner.name} {formatShare(owner.percent)}
                </Text>
                {!preview && owner.listed && (
                  <Badge colorPalette="red" variant="solid" ms="2">
                    Listed
                  </Badge>
                )}
                <Text as="span">: {owner.paths.map((p) => pathText(p, owner.paths.length > 1)).join('; ')}</Text>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
      <OwnershipGraph graph={analysis.graph} nodeWidth={nodeWidth} nodeHeight={nodeHeight} />
    </Stack>
  );
}
