import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { CaseHistoryDocument, TagCaseDocument } from '../generated/graphql';
import { notify } from '../../../lib/toaster';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { parseTags } from '../labels';
import { CaseTags } from './CaseBadges';

/** A case's tags, edited as a comma-separated list and saved whole (at most 10; letters, digits, - and _). */
export function TagsEditor({ caseId, tags }: { caseId: string; tags: readonly string[] }) {
  const onError = useActionErrorHandler();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(tags.join(', '));
  const [error, setError] = useState('');
  const [save, { loading }] = useMutation(TagCaseDocument, { refetchQueries: [{ query: CaseHistoryDocument, variables: { caseId } }] });

  if (!editing) {
    return (
      <HStack gap="2" wrap="wrap" data-testid="case-tags">
        <CaseTags tags={tags} />
        <Button
          size="xs"
          variant="ghost"
          onClick={() => {
            setText(tags.join(', '));
            setEditing(true);
          }}
        >
          {tags.length ? 'Edit tags' : 'Add tags'}
        </Button>
      </HStack>
    );
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const next = parseTags(text);
        if (next.length > 10) {
          setError('At most 10 tags');
          return;
        }
        save({ variables: { id: caseId, tags: next } }).then(
          () => {
            setEditing(false);
            setError('');
            notify('Tags saved', undefined, 'success');
          },
          (e: unknown) => setError(onError(e, 'Tags not saved').message),
        );
      }}
    >
      <HStack gap="2" align="flex-start" wrap="wrap">
        <Field.Root invalid={!!error} maxW="md">
          <Field.Label srOnly>Tags</Field.Label>
          <Input size="sm" value={text} onChange={(e) => setText(e.target.value)} placeholder="kyc, urgent" autoFocus />
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>Separate tags with commas; at most 10.</Field.HelperText>}
        </Field.Root>
        <Button size="sm" type="submit" colorPalette="blue" loading={loading}>
          Save tags
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </HStack>
    </form>
  );
}
