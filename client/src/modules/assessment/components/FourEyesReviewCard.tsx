import { Alert, Badge, Button, Card, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { NoteField, noteRules, SelectField } from '../../../components/FormFields';
import { StatusBadge } from '../../../components/StatusBadge';
import {
  AnalyticsDocument,
  AssessmentDetailDocument,
  AssessmentsDocument,
  AuditLogsDocument,
  ReviewAssessmentDocument,
  ReviewQueueDocument,
  type AssessmentDetailFragment,
} from '../../../generated/graphql';
import { errorInfo } from '../../../lib/errors';
import { notify } from '../../../lib/toaster';
import { useServerErrors } from '../../../lib/useServerErrors';
import { reviewChanges } from '../review-changes';
import { formatAmount } from '../../credit/format';
import {
  approvedLimitDefault,
  finalReviewText,
  REVIEW_DECISIONS,
  REVIEW_STATUS,
  reviewDecisionOptions,
  supersededText,
  type DecisionStatus,
} from '../review-labels';

interface ReviewValues {
  decision: DecisionStatus;
  reason: string;
  /** As typed; empty sends none (the requested limit). */
  approvedLimit: string;
}

/** The approved limit as typed: a number from 0 to the requested limit, or empty. */
const approvedLimitRules = (requested: number, currency: string) => ({
  validate: (v: string) => {
    if (!v.trim()) return true;
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0) return 'Enter an amount of 0 or more';
    return n <= requested || `At most the requested limit (${formatAmount(requested, currency)})`;
  },
});

/**
 * The reviewer's form: the final decision (of those the server lets the viewer give) and why, for
 * the revision the reviewer saw. When the assessment changed meanwhile the server refuses it; the
 * form then loads the assessment again and lists what changed, and the next submit reviews that.
 * Any other refusal (e.g. FORBIDDEN) is shown in the card.
 */
function ReviewForm({ assessment }: { assessment: AssessmentDetailFragment }) {
  const decisions = reviewDecisionOptions(assessment.viewerCan.reviewDecisions);
  const initial = decisions.some((d) => d.value === assessment.ruleStatus) ? assessment.ruleStatus : decisions[0]?.value;
  const credit = assessment.creditAnalysis;
  const requested = credit?.requestedLimit ?? null;
  const form = useForm<ReviewValues>({
    defaultValues: { decision: initial as DecisionStatus, reason: '', approvedLimit: approvedLimitDefault(requested) },
  });
  const { register, handleSubmit, formState, control } = form;
  // A rejection approves no limit: the field goes, and nothing is sent.
  const decision = useWatch({ control, name: 'decision' });
  const limitShown = requested !== null && decision !== 'REJECTED';
  const onError = useServerErrors(form);
  const client = useApolloClient();
  // The assessment as the reviewer last saw it: what the review decides.
  const [seen, setSeen] = useState(assessment);
  const [changes, setChanges] = useState<string[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [review] = useMutation(ReviewAssessmentDocument, {
    refetchQueries: [AuditLogsDocument, AssessmentsDocument, AnalyticsDocument, ReviewQueueDocument],
  });

  const submit = handleSubmit(async ({ decision, reason, approvedLimit }) => {
    setRefusal(null);
    const limit = limitShown && approvedLimit.trim() ? Number(approvedLimit) : null;
    try {
      await review({
        variables: { id: assessment.id, decision, reason: reason.trim(), revision: seen.revision, approvedLimit: limit },
      });
      notify('Review recorded', `${assessment.companyName}: ${REVIEW_DECISIONS.find((d) => d.value === decision)?.label}`, 'success');
    } catch (error) {
      const conflict = errorInfo(error);
      if (conflict.code === 'CONFLICT' && conflict.field === 'revision') {
        const { data } = await client.query({
          query: AssessmentDetailDocument,
          variables: { id: assessment.id },
          fetchPolicy: 'network-only',
        });
        void client.refetchQueries({ include: [AuditLogsDocument] });
        if (data?.assessment) {
          setChanges(reviewChanges(seen, data.assessment));
          setSeen(data.assessment);
        }
        return;
      }
      const info = onError(error, 'Review Failed', 'Could not record the review');
      if (!info.formField && info.code !== 'UNAUTHENTICATED') setRefusal(info.message || 'Could not record the review');
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Four-eyes review">
      <Stack gap="4">
        <SelectField
          label="Final decision"
          required
          error={formState.errors.decision}
          registration={register('decision')}
          options={decisions}
        />
        {limitShown && credit && requested !== null && (
          <Field.Root invalid={!!formState.errors.approvedLimit}>
            <Field.Label>Approved limit ({credit.currency})</Field.Label>
            <Input
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              {...register('approvedLimit', approvedLimitRules(requested, credit.currency))}
            />
            {formState.errors.approvedLimit ? (
              <Field.ErrorText>{formState.errors.approvedLimit.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                Requested {formatAmount(requested, credit.currency)}, suggested{' '}
                {formatAmount(credit.suggestedLimit.amount, credit.currency)}. Left empty, the requested limit is approved.
              </Field.HelperText>
            )}
          </Field.Root>
        )}
        <NoteField
          label="Reason"
          rows={3}
          helperText="Recorded with your name in the rationale and the audit trail."
          error={formState.errors.reason}
          registration={register('reason', noteRules('Reason'))}
        />
        {changes && (
          <Alert.Root status="warning" data-testid="review-changed">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>This assessment changed while you were reviewing it: the review was not recorded</Alert.Title>
              <Alert.Description>
                <Stack as="ul" gap="1" mt="1" ps="4">
                  {changes.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </Stack>
                <Text mt="2">The page now shows it as it stands. Check it, then record your decision again.</Text>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {refusal && (
          <Alert.Root status="error" data-testid="review-error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>The review was not recorded</Alert.Title>
              <Alert.Description>{refusal}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <HStack>
          <Button type="submit" colorPalette="blue" loading={formState.isSubmitting}>
            Record Final Decision
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** Final reviews a later re-decision replaced, oldest first: kept on record, never erased. */
function SupersededReviews({ reviews, currency }: { reviews: AssessmentDetailFragment['supersededReviews']; currency?: string }) {
  if (reviews.length === 0) return null;
  return (
    <Stack gap="2" borderTopWidth="1px" pt="4" data-testid="superseded-reviews">
      <Text fontSize="sm" fontWeight="semibold">
        Earlier final reviews
      </Text>
      {reviews.map((r) => (
        <Stack
          key={`${r.reviewerId}-${r.reviewedAt}`}
          gap="1"
          borderLeftWidth="3px"
          borderColor="gray.300"
          pl="3"
          data-testid="superseded-review"
        >
          <HStack gap="2" wrap="wrap">
            <StatusBadge status={r.decision} size="sm" />
            <Badge variant="outline" size="sm">
              Superseded
            </Badge>
          </HStack>
          <Text fontSize="sm">{finalReviewText(r, currency)}</Text>
          <Text fontSize="xs" color="gray.600">
            {supersededText(r)}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * Four-eyes Review: whether a second person must confirm the decision; while it is pending, the
 * form for a viewer the server lets review it (`viewerCan.review`: anyone but the creator) and a
 * note for anyone else; who confirmed or overrode it once done; below, the earlier final reviews
 * that re-decisions superseded.
 */
export function FourEyesReviewCard({ assessment }: { assessment: AssessmentDetailFragment }) {
  const status = REVIEW_STATUS[assessment.reviewStatus] ?? { label: assessment.reviewStatus, palette: 'gray' };
  const review = assessment.finalReview;

  return (
    <Card.Root data-testid="four-eyes-review">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Card.Title>Four-eyes Review</Card.Title>
          <Badge colorPalette={status.palette} size="lg" data-testid="review-status">
            {status.label}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {assessment.reviewStatus === 'COMPLETED' && review ? (
            <Stack gap="2">
              <HStack gap="2">
                <Text fontSize="sm" color="gray.600">
                  Final decision
                </Text>
                <StatusBadge status={review.decision} />
              </HStack>
              <Text data-testid="final-review">{finalReviewText(review, assessment.creditAnalysis?.currency)}</Text>
            </Stack>
          ) : assessment.reviewStatus === 'PENDING' ? (
            <Stack gap="4">
              <Text color="gray.700">
                A second person must record the final decision ({assessment.reviewReasons.join(', ').toLowerCase()}).
              </Text>
              {assessment.viewerCan.review ? (
                <ReviewForm assessment={assessment} />
              ) : (
                <Alert.Root status="info" data-testid="waiting-for-reviewer">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>Waiting for a second reviewer</Alert.Title>
                    {assessment.viewerCan.reviewRefused && <Alert.Description>{assessment.viewerCan.reviewRefused}.</Alert.Description>}
                  </Alert.Content>
                </Alert.Root>
              )}
            </Stack>
          ) : (
            <Text color="gray.600">No second review needed: the rules decided without caution or an open screening hit.</Text>
          )}
          <SupersededReviews reviews={assessment.supersededReviews} currency={assessment.creditAnalysis?.currency} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
