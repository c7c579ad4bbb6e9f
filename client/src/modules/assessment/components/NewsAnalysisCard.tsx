import { Badge, Button, Card, Field, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SummarizeNewsDocument } from '../../../generated/graphql';
import { notify } from '../../../lib/toaster';
import { useServerErrors } from '../../../lib/useServerErrors';

/** AI News Analysis: paste an article URL, get a summary (stored on the assessment). */
export function NewsAnalysisCard({
  assessmentId,
  summary: saved,
  url: savedUrl,
}: {
  assessmentId: string;
  summary?: string | null;
  url?: string | null;
}) {
  const form = useForm<{ url: string }>({ defaultValues: { url: savedUrl ?? '' } });
  const onError = useServerErrors(form);
  const [result, setResult] = useState<{ summary: string; url: string; method?: string } | null>(
    saved && savedUrl ? { summary: saved, url: savedUrl } : null,
  );
  const [summarize, { loading }] = useMutation(SummarizeNewsDocument);
  const error = form.formState.errors.url;

  const analyze = form.handleSubmit(async ({ url }) => {
    // Spec §5: an empty URL is a toast, not a field error.
    if (!url.trim()) return notify('URL Required', 'Please enter a news article URL', 'error');
    try {
      const { data } = await summarize({ variables: { url: url.trim(), assessmentId } });
      if (data) setResult(data.summarizeNews);
    } catch (e) {
      onError(e, 'Error summarizing news');
    }
  });

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>AI News Analysis</Card.Title>
        <Card.Description>Paste a news article about this company to get a summary.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <form onSubmit={analyze} noValidate aria-label="AI News Analysis">
            <Field.Root invalid={!!error}>
              <HStack w="full" align="flex-start">
                <Input placeholder="https://news.example.com/article" aria-label="News article URL" {...form.register('url')} />
                <Button type="submit" colorPalette="blue" loading={loading} loadingText="Analyzing...">
                  Analyze
                </Button>
              </HStack>
              <Field.ErrorText>{error?.message}</Field.ErrorText>
            </Field.Root>
          </form>
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
