import { Badge, Button, Card, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { SummarizeNewsDocument } from '../../../generated/graphql';
import { notify } from '../../../lib/toaster';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';

/** AI News Analysis: paste an article URL, get a summary (stored on the assessment). */
export function NewsAnalysisCard({ assessmentId, summary: saved, url: savedUrl }: { assessmentId: string; summary?: string | null; url?: string | null }) {
  const onError = useActionErrorHandler();
  const [url, setUrl] = useState(savedUrl ?? '');
  const [result, setResult] = useState<{ summary: string; url: string; method?: string } | null>(saved && savedUrl ? { summary: saved, url: savedUrl } : null);
  const [summarize, { loading }] = useMutation(SummarizeNewsDocument);

  const analyze = async () => {
    if (!url.trim()) return notify('URL Required', 'Please enter a news article URL', 'error');
    try {
      const { data } = await summarize({ variables: { url: url.trim(), assessmentId } });
      if (data) setResult(data.summarizeNews);
    } catch (error) {
      onError(error, 'Error summarizing news');
    }
  };

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>AI News Analysis</Card.Title>
        <Card.Description>Paste a news article about this company to get a summary.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <HStack>
            <Input placeholder="https://news.example.com/article" value={url} onChange={(e) => setUrl(e.target.value)} aria-label="News article URL" />
            <Button colorPalette="blue" onClick={analyze} loading={loading} loadingText="Analyzing...">
              Analyze
            </Button>
          </HStack>
          {result && (
            <Stack gap="2" data-testid="news-summary">
              {result.method && (
                <Badge alignSelf="flex-start" colorPalette={result.method === 'ai' ? 'purple' : 'gray'}>
                  {result.method === 'ai' ? 'AI summary' : 'Offline summary'}
                </Badge>
              )}
              <Text>{result.summary}</Text>
              <Link href={result.url} target="_blank" rel="noopener noreferrer" color="blue.600">
                View Original Article
              </Link>
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
