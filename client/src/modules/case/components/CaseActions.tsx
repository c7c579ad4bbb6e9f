import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuClipboardCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { FormDialog } from '../../../components/FormDialog';
import { FutureDayField, futureDayRules, NoteField, noteRules } from '../../../components/FormFields';
import { dayFromToday, startOfDay } from '../../../lib/days';
import { NoteDialog } from '../../../components/NoteDialog';
import {
  MyCaseCountsDocument,
  AssignCaseDocument,
  CaseAssessmentReviewDocument,
  CaseHistoryDocument,
  CloseCaseDocument,
  ReopenCaseDocument,
  SnoozeCaseDocument,
  type CaseFieldsFragment,
} from '../generated/graphql';
import { notify } from '../../../lib/toaster';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { useDialogForm } from '../../../lib/useDialogForm';
import { CloseCaseDialog } from './CloseCaseDialog';
import { AssigneePicker } from './AssigneePicker';

/** A date input's value (local) `days` from today. */

interface SnoozeValues {
  until: string;
  reason: string;
}

const snoozeDefaults = (): SnoozeValues => ({ until: dayFromToday(7), reason: '' });

function SnoozeDialog({
  open,
  onClose,
  onSubmit,
}: {
  open: boolean;
  onClose(): void;
  onSubmit(until: string, reason: string): Promise<void>;
}) {
  const { form, submit } = useDialogForm<SnoozeValues, null>({ open, item: null, valuesOf: snoozeDefaults, onClose });
  const { register, formState } = form;
  const save = submit(
    (values) => onSubmit(startOfDay(values.until), values.reason.trim()),
    'The case could not be snoozed',
    'Snooze failed',
  );
  return (
    <FormDialog open={open} title="Snooze case" submitLabel="Snooze" onClose={onClose} onSubmit={save} submitting={formState.isSubmitting}>
      <Stack gap="4">
        <FutureDayField
          label="Until"
          last={dayFromToday(365)}
          helperText="The case leaves the open cases until then, and comes back by itself."
          error={formState.errors.until}
          registration={register('until', futureDayRules(dayFromToday(365), 'Within a year'))}
        />
        <NoteField label="Reason" rows={3} error={formState.errors.reason} registration={register('reason', noteRules('Reason'))} />
      </Stack>
    </FormDialog>
  );
}

/**
 * What can be done to a case from its page: assign (to me, to no one, or to a colleague), snooze, close (a four-eyes case with its assessment still
 * pending closes with the assessment's review instead), reopen.
 */
export function CaseActions({ c }: { c: CaseFieldsFragment }) {
  const onError = useActionErrorHandler();
  const { user } = useCurrentUser();
  const mine = Boolean(user && c.assigneeId === user.id);
  const [dialog, setDialog] = useState<'snooze' | 'close' | 'reopen' | null>(null);
  const refetchQueries = [MyCaseCountsDocument, { query: CaseHistoryDocument, variables: { caseId: c.id } }];
  const [assign, assigning] = useMutation(AssignCaseDocument, { refetchQueries });
  const [snooze] = useMutation(SnoozeCaseDocument, { refetchQueries });
  const [close] = useMutation(CloseCaseDocument, { refetchQueries });
  const [reopen] = useMutation(ReopenCaseDocument, { refetchQueries });
  const review = useQuery(CaseAssessmentReviewDocument, {
    variables: { id: c.assessmentId ?? '' },
    skip: c.kind !== 'FOUR_EYES' || !c.assessmentId || c.status === 'CLOSED',
    errorPolicy: 'all',
  });
  const reviewPending = c.kind === 'FOUR_EYES' && review.data?.assessment.reviewStatus === 'PENDING';
  const closed = c.status === 'CLOSED';

  const assignTo = (assigneeId: string | null, done: string) => {
    assign({ variables: { id: c.id, assigneeId } }).then(
      () => notify(done, undefined, 'success'),
      (error: unknown) => onError(error, 'Assignment failed'),
    );
  };

  return (
    <HStack gap="2" wrap="wrap" data-testid="case-actions">
      {!closed && (
        <>
          {!mine && (
            <Button size="sm" colorPalette="blue" loading={assigning.loading} onClick={() => assignTo('me', 'Assigned to you')}>
              Assign to me
            </Button>
          )}
          {c.assigneeId && (
            <Button size="sm" variant="outline" onClick={() => assignTo(null, 'Unassigned')}>
              Unassign
            </Button>
          )}
          <AssigneePicker label="Assign to" onAssign={(assigneeId) => assignTo(assigneeId, 'Case assigned')} />
          {c.status === 'OPEN' && (
            <Button size="sm" variant="outline" onClick={() => setDialog('snooze')}>
              Snooze
            </Button>
          )}
          {reviewPending && c.assessmentId ? (
            <Button size="sm" variant="outline" asChild>
              <RouterLink to={`/assessment/${c.assessmentId}`}>
                <LuClipboardCheck /> Review the assessment
              </RouterLink>
            </Button>
          ) : (
            <Button size="sm" variant="outline" onClick={() => setDialog('close')}>
              Close
            </Button>
          )}
        </>
      )}
      {closed && (
        <Button size="sm" variant="outline" onClick={() => setDialog('reopen')}>
          Reopen
        </Button>
      )}
      <SnoozeDialog
        open={dialog === 'snooze'}
        onClose={() => setDialog(null)}
        onSubmit={async (until, reason) => {
          await snooze({ variables: { id: c.id, until, reason } });
          notify('Case snoozed', undefined, 'success');
        }}
      />
      <CloseCaseDialog
        open={dialog === 'close'}
        count={1}
        onClose={() => setDialog(null)}
        onSubmit={async (outcome, note) => {
          await close({ variables: { id: c.id, outcome, note } });
          notify('Case closed', undefined, 'success');
        }}
      />
      <NoteDialog
        item={dialog === 'reopen' ? c : null}
        title="Reopen case"
        submitLabel="Reopen"
        note={{ name: 'reason', label: 'Reason', rows: 3 }}
        failed={{ title: 'Reopen failed', message: 'The case could not be reopened' }}
        onClose={() => setDialog(null)}
        onSubmit={async (item, reason) => {
          await reopen({ variables: { id: item.id, reason } });
          notify('Case reopened', undefined, 'success');
        }}
      >
        <Text>The case goes back to the open cases, with its history kept.</Text>
      </NoteDialog>
    </HStack>
  );
}
