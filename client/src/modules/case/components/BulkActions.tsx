import { Button, Card, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { MyCaseCountsDocument, BulkCasesDocument, type CaseOutcome } from '../generated/graphql';
import { notify } from '../../../lib/toaster';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { CloseCaseDialog } from './CloseCaseDialog';
import { AssigneePicker } from './AssigneePicker';

/** The actions on the cases ticked in the inbox: assign, tag, close — all of them or none (the server's rule). */
export function BulkActions({ ids, onDone }: { ids: readonly string[]; onDone(): void }) {
  const onError = useActionErrorHandler();
  const [bulk, { loading }] = useMutation(BulkCasesDocument, { refetchQueries: [MyCaseCountsDocument] });
  const [dialog, setDialog] = useState<'tag' | 'close' | null>(null);
  const [tag, setTag] = useState('');
  const [tagError, setTagError] = useState('');
  const count = ids.length;

  const run = async (
    variables: { action: string; assigneeId?: string; tag?: string; outcome?: CaseOutcome; note?: string },
    done: string,
  ) => {
    const { data } = await bulk({ variables: { ids: [...ids], ...variables } });
    const changed = data?.bulkCases.changed ?? 0;
    notify(done, `${changed} ${changed === 1 ? 'case' : 'cases'} changed`, 'success');
    onDone();
  };
  const act = (variables: { action: string; assigneeId?: string }, done: string) => {
    run(variables, done).catch((error: unknown) => onError(error, 'Bulk action failed'));
  };

  return (
    <Card.Root variant="subtle" data-testid="bulk-actions">
      <Card.Body py="3">
        <HStack gap="3" wrap="wrap">
          <Text fontWeight="medium">{count === 1 ? '1 case selected' : `${count} cases selected`}</Text>
          <Button
            size="sm"
            variant="outline"
            loading={loading}
            onClick={() => act({ action: 'assign', assigneeId: 'me' }, 'Assigned to you')}
          >
            Assign to me
          </Button>
          <AssigneePicker
            label="Assign the selected cases to"
            onAssign={(assigneeId) => act({ action: 'assign', assigneeId }, 'Cases assigned')}
          />
          <Button size="sm" variant="outline" onClick={() => setDialog('tag')}>
            Add tag
          </Button>
          <Button size="sm" colorPalette="blue" onClick={() => setDialog('close')}>
            Close…
          </Button>
          <Button size="sm" variant="ghost" onClick={onDone}>
            Clear selection
          </Button>
        </HStack>
      </Card.Body>
      <FormDialog
        open={dialog === 'tag'}
        title={count === 1 ? 'Tag 1 case' : `Tag ${count} cases`}
        submitLabel="Add tag"
        submitting={loading}
        onClose={() => {
          setDialog(null);
          setTagError('');
        }}
        onSubmit={(e) => {
          e.preventDefault();
          const value = tag.trim();
          if (!value) {
            setTagError('A tag is required');
            return;
          }
          run({ action: 'tag', tag: value }, 'Tag added').then(
            () => {
              setDialog(null);
              setTag('');
              setTagError('');
            },
            (error: unknown) => onError(error, 'Tagging failed'),
          );
        }}
      >
        <Field.Root required invalid={!!tagError}>
          <Field.Label>
            Tag
            <Field.RequiredIndicator />
          </Field.Label>
          <Input value={tag} onChange={(e) => setTag(e.target.value)} maxLength={50} />
          {tagError ? <Field.ErrorText>{tagError}</Field.ErrorText> : <Field.HelperText>Added to the tags each case has.</Field.HelperText>}
        </Field.Root>
      </FormDialog>
      <CloseCaseDialog
        open={dialog === 'close'}
        count={count}
        onClose={() => setDialog(null)}
        onSubmit={(outcome, note) => run({ action: 'close', outcome, note }, 'Cases closed')}
      />
    </Card.Root>
  );
}
