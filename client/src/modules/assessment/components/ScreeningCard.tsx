import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { LuCircleCheck, LuCircleX } from 'react-icons/lu';
import { NoteDialog } from '../../../components/NoteDialog';
import {
  AnalyticsDocument,
  AssessmentsDocument,
  AuditLogsDocument,
  ReviewScreeningHitDocument,
  type AssessmentDetailFragment,
  type HitReviewDecision,
  type ScreeningHitFieldsFragment,
} from '../../../generated/graphql';
import { notify } from '../../../lib/toaster';
import { HitDetails } from '../../screening/components/HitDetails';
import { listsChecked, reviewText, SCREENING_STATUS, subjectLabel } from '../../screening/labels';

interface Reviewing {
  hit: ScreeningHitFieldsFragment;
  decision: HitReviewDecision;
}

/** The reason a reviewer gives for a finding on one hit, in a dialog. */
function HitReviewDialog({
  reviewing,
  onClose,
  onSubmit,
}: {
  reviewing: Reviewing | null;
  onClose(): void;
  /** Records the finding; rejects with the server's error, shown on the reason or in a toast. */
  onSubmit(reviewing: Reviewing, reason: string): Promise<void>;
}) {
  const confirming = reviewing?.decision === 'CONFIRMED';
  return (
    <NoteDialog
      item={reviewing}
      title={confirming ? 'Confirm Match' : 'Mark as False Positive'}
      submitLabel={confirming ? 'Confirm Match' : 'Mark False Positive'}
      note={{ name: 'reason', label: 'Reason', rows: 4, helperText: 'Recorded in the audit trail with your name.' }}
      failed={{ title: 'Review Failed', message: 'Could not record the review' }}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Text>
        {confirming
          ? `Confirm that ${reviewing?.hit.subject.kind === 'PERSON' ? reviewing.hit.subject.name : 'the company'} is “${reviewing?.hit.caption}” on ${reviewing?.hit.listName}? The assessment is decided again at once.`
          : `Record that “${reviewing?.hit.caption}” on ${reviewing?.hit.listName} is a different party? The assessment is decided again at once.`}
      </Text>
    </NoteDialog>
  );
}

/**
 * Sanctions & Watchlist Screening: the outcome, the lists (and versions) checked, and every hit
 * with why it matched; an unreviewed hit can be confirmed or marked a false positive, which
 * decides the assessment again (the returned assessment goes to `onReviewed` and the cache).
 */
export function ScreeningCard({
  assessment,
  onReviewed,
}: {
  assessment: AssessmentDetailFragment;
  onReviewed?(updated: AssessmentDetailFragment): void;
}) {
  const screening = assessment.screening;
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);
  const [review] = useMutation(ReviewScreeningHitDocument, {
    refetchQueries: [AuditLogsDocument, AssessmentsDocument, AnalyticsDocument],
  });

  const submit = async ({ hit, decision }: Reviewing, reason: string) => {
    const { data } = await review({ variables: { assessmentId: assessment.id, hitId: hit.id, decision, reason } });
    if (!data) return;
    onReviewed?.(data.reviewScreeningHit);
    notify(decision === 'CONFIRMED' ? 'Match Confirmed' : 'Marked False Positive', hit.caption, 'success');
  };

  const status = screening ? SCREENING_STATUS[screening.status] : undefined;
  return (
    <Card.Root data-testid="screening">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Card.Title>Sanctions &amp; Watchlist Screening</Card.Title>
          {status && (
            <Badge colorPalette={status.palette} size="lg" variant="solid" data-testid="screening-status">
              {status.label}
            </Badge>
          )}
        </HStack>
        {screening && (
          <Card.Description>
            {listsChecked(screening.lists)} · screened {new Date(screening.screenedAt).toLocaleString()}
          </Card.Description>
        )}
      </Card.Header>
      <Card.Body>
        {!screening ? (
          <Text color="gray.600">This assessment was made before screening existed; edit it to screen it.</Text>
        ) : screening.hits.length === 0 ? (
          <Text color="gray.600">
            {screening.lists.length === 0
              ? 'Nothing was checked: import a list in Admin → Watchlists to screen assessments.'
              : 'No matches for the company or its key people.'}
          </Text>
        ) : (
          <Stack gap="3">
            {screening.hits.map((hit) => (
              <HitDetails key={hit.id} hit={hit} subject={subjectLabel(hit.subject)}>
                {hit.review ? (
                  <Text
                    fontSize="sm"
                    fontWeight="medium"
                    color={hit.review.decision === 'CONFIRMED' ? 'red.700' : 'green.700'}
                    data-testid="hit-review"
                  >
                    {reviewText(hit.review)}
                    <Text as="span" fontWeight="normal" color="gray.600">
                      {' '}
                      · {new Date(hit.review.reviewedAt).toLocaleString()}
                    </Text>
                  </Text>
                ) : (
                  <HStack gap="2" pt="1">
                    <Button size="sm" colorPalette="red" variant="outline" onClick={() => setReviewing({ hit, decision: 'CONFIRMED' })}>
                      <LuCircleX /> Confirm Match
                    </Button>
                    <Button
                      size="sm"
                      colorPalette="green"
                      variant="outline"
                      onClick={() => setReviewing({ hit, decision: 'FALSE_POSITIVE' })}
                    >
                      <LuCircleCheck /> False Positive
                    </Button>
                  </HStack>
                )}
              </HitDetails>
            ))}
          </Stack>
        )}
      </Card.Body>
      <HitReviewDialog reviewing={reviewing} onClose={() => setReviewing(null)} onSubmit={submit} />
    </Card.Root>
  );
}
