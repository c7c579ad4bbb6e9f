import { Button, Card, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../../lib/toaster';

/**
 * AI News Analysis: paste an article URL, get a summary. The summarizer arrives with the news
 * issue; until then an attempt reports that it is unavailable.
 */
export function NewsAnalysisCard({ summary, url: savedUrl }: { summary?: string | null; url?: string | null }) {
  const [url, setUrl] = useState(savedUrl ?? '');
  const analyze = () => {
    if (!url.trim()) return notify('URL Required', 'Please enter a news article URL', 'error');
    notify('Error summarizing news', 'News summaries are not available yet', 'error');
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
            <Button colorPalette="blue" onClick={analyze}>
              Analyze
            </Button>
          </HStack>
          {summary && (
            <Stack gap="1">
              <Text>{summary}</Text>
              {savedUrl && (
                <Link href={savedUrl} target="_blank" rel="noopener noreferrer" color="blue.600">
                  View Original Article
                </Link>
              )}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
