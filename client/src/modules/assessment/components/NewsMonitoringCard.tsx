import { Alert, Badge, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { LatestNewsScanDocument, ScanNewsDocument } from '../../../generated/graphql';
import { endsSession } from '../../../lib/errors';
import { relativeTime } from '../../../lib/relative-time';
import { notify } from '../../../lib/toaster';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';

/**
 * News Monitoring: scans the news for adverse media and shows the latest scan. A failed scan (the
 * feed unreachable: 502 "The news feed could not be reached…") says so in a toast and stays said in
 * the card until the next scan, above the last scan that did complete. Scanning is for whoever may
 * change the assessment (`viewerCan.edit`); anyone else sees the results and a button that says why
 * it is off, rather than one that answers FORBIDDEN.
 */
export function NewsMonitoringCard({ assessmentId, canScan }: { assessmentId: string; canScan: boolean }) {
  const onError = useActionErrorHandler();
  const { data } = useQuery(LatestNewsScanDocument, { variables: { id: assessmentId }, fetchPolicy: 'cache-and-network' });
  const [scanNews, { loading }] = useMutation(ScanNewsDocument, { refetchQueries: [LatestNewsScanDocument] });
  const scan = data?.assessment.latestNewsScan;
  const [failure, setFailure] = useState<{ message: string; at: Date } | null>(null);

  const scanNow = async () => {
    setFailure(null);
    try {
      const { data: result } = await scanNews({ variables: { assessmentId } });
      const n = result?.scanNews.negativeCount ?? 0;
      notify('News Scan Complete', n > 0 ? `Found ${n} negative article(s)` : 'No negative news found', n > 0 ? 'warning' : 'success');
    } catch (error) {
      const info = onError(error, 'Scan Failed');
      if (!endsSession(info)) setFailure({ message: info.message || 'The scan did not complete.', at: new Date() });
    }
  };

  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title>News Monitoring</Card.Title>
          <Button
            size="sm"
            variant="outline"
            onClick={scanNow}
            loading={loading}
            loadingText="Scanning..."
            disabled={!canScan}
            aria-describedby={canScan ? undefined : 'news-scan-who'}
          >
            <LuSearch /> Scan News
          </Button>
        </HStack>
        {!canScan && <Card.Description id="news-scan-who">Only the assessment's creator or an admin can scan its news.</Card.Description>}
        {scan && (
          <Card.Description>
            Last scan {relativeTime(scan.createdAt)} · {scan.articles.length} article(s), {scan.negativeCount} negative ·{' '}
            {scan.method === 'ai' ? 'AI classification' : 'adverse-media lexicon'}
          </Card.Description>
        )}
      </Card.Header>
      <Card.Body>
        {failure && (
          // Not role="alert": the toast announced it; this keeps it on screen.
          <Alert.Root status="error" role="note" mb="3" data-testid="news-scan-failed">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Scan Failed</Alert.Title>
              <Alert.Description>
                {failure.message}{' '}
                <Text as="span" color="gray.700">
                  ({failure.at.toLocaleTimeString()})
                </Text>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {!scan ? (
          <Text color="gray.600">
            No news scan results available. Click "Scan News" to search for recent negative news about this company.
          </Text>
        ) : scan.articles.length === 0 ? (
          <Text color="gray.600">The last scan found no articles about this company.</Text>
        ) : (
          <Stack gap="3" data-testid="news-scan">
            {scan.articles.map((a) => (
              <Stack key={a.link} gap="1" borderLeftWidth="3px" borderColor={a.negative ? 'red.400' : 'gray.200'} pl="3">
                <HStack gap="2" wrap="wrap">
                  <Link href={a.link} target="_blank" rel="noopener noreferrer" fontWeight="medium">
                    {a.title}
                  </Link>
                  {a.negative && <Badge colorPalette="red">Negative</Badge>}
                  {a.categories.map((c) => (
                    <Badge key={c} variant="outline" size="sm">
                      {c}
                    </Badge>
                  ))}
                </HStack>
                <Text fontSize="xs" color="gray.500">
                  {[a.source, a.date && new Date(a.date).toLocaleDateString()].filter(Boolean).join(' · ')}
                </Text>
                {a.negative && (
                  <Text fontSize="sm" color="gray.700">
                    {a.evidence}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
