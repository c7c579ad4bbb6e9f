import { Button, Card, Field, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { CaseCommentsDocument, CaseHistoryDocument, CommentOnCaseDocument } from '../generated/graphql';
import { relativeTime } from '../../../lib/relative-time';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';

/** The comments on a case, oldest first, and a box to add one; "@jane.doe" or "@jane.doe@example.com" notifies Jane. */
export function CommentsCard({ caseId }: { caseId: string }) {
  const onError = useActionErrorHandler();
  const { data, loading } = useQuery(CaseCommentsDocument, { variables: { caseId }, fetchPolicy: 'cache-and-network' });
  const [body, setBody] = useState('');
  const [error, setError] = useState('');
  const [comment, { loading: sending }] = useMutation(CommentOnCaseDocument, {
    refetchQueries: [
      { query: CaseCommentsDocument, variables: { caseId } },
      { query: CaseHistoryDocument, variables: { caseId } },
    ],
    awaitRefetchQueries: true,
  });
  const comments = data?.caseComments ?? [];

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          Comments
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {loading && !data ? (
            <Text color="gray.600">Loading comments…</Text>
          ) : comments.length === 0 ? (
            <Text color="gray.600">No comments yet.</Text>
          ) : (
            <Stack as="ol" gap="3" listStyleType="none">
              {comments.map((c) => (
                <Stack as="li" key={c.id} gap="1" borderLeftWidth="3px" borderColor="blue.200" pl="3" data-testid="case-comment">
                  <Text fontSize="sm" color="gray.600">
                    <Text as="span" fontWeight="semibold" color="gray.800">
                      {c.authorName}
                    </Text>{' '}
                    ·{' '}
                    <time dateTime={c.createdAt} title={new Date(c.createdAt).toLocaleString()}>
                      {relativeTime(c.createdAt)}
                    </time>
                  </Text>
                  <Text whiteSpace="pre-wrap">{c.body}</Text>
                </Stack>
              ))}
            </Stack>
          )}
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const text = body.trim();
              if (!text) {
                setError('A comment is required');
                return;
              }
              comment({ variables: { id: caseId, body: text } }).then(
                () => {
                  setBody('');
                  setError('');
                },
                (e: unknown) => onError(e, 'Comment not added'),
              );
            }}
          >
            <Stack gap="2">
              <Field.Root invalid={!!error}>
                <Field.Label>Add a comment</Field.Label>
                <Textarea rows={3} value={body} onChange={(e) => setBody(e.target.value)} maxLength={5000} />
                {error ? (
                  <Field.ErrorText>{error}</Field.ErrorText>
                ) : (
                  <Field.HelperText>Mention a colleague with @ and their e-mail.</Field.HelperText>
                )}
              </Field.Root>
              <Button type="submit" alignSelf="flex-start" size="sm" colorPalette="blue" loading={sending}>
                Comment
              </Button>
            </Stack>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
