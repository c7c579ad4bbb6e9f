import { Alert, Badge, Button, Card, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { LuCircleCheck, LuCircleX } from 'react-icons/lu';
import { NoteDialog } from '../../../components/NoteDialog';
import {
  AlertsDocument,
  AnalyticsDocument,
  AssessmentsDocument,
  AuditLogsDocument,
  OpenAlertCountDocument,
  ReviewQueueDocument,
  ReviewScreeningHitDocument,
  type AssessmentDetailFragment,
  type HitReviewDecision,
  type ScreeningHitFieldsFragment,
} from '../../../generated/graphql';
import { notify } from '../../../lib/toaster';
import { HitDetails } from '../../screening/components/HitDetails';
import { ImportListsHint } from '../../screening/components/ImportListsHint';
import { hitSubjectLabel, hitSubjectName } from '../../screening/components/hit-subject';
import { hitOffer, listsChecked, reviewText, screeningBadge } from '../../screening/labels';

interface Reviewing {
  hit: ScreeningHitFieldsFragment;
  decision: HitReviewDecision;
}

/** A finding that clears a confirmed match (an admin's call). */
const clears = ({ hit, decision }: Reviewing) => hit.review?.decision === 'CONFIRMED' && decision === 'FALSE_POSITIVE';

/** The question the review dialog asks, for a first finding, a changed one or a gone match. */
function question(reviewing: Reviewing | null, companyName: string): string {
  if (!reviewing) return '';
  const { hit, decision } = reviewing;
  const who = hitSubjectName(hit.subject, companyName);
  if (clears(reviewing)) {
    return `Clear the confirmed match of ${who} with “${hit.caption}” on ${hit.listName} (${hit.review?.reviewerName}) as a false positive? The assessment is decided again at once.`;
  }
  if (decision === 'CONFIRMED') {
    const gone = hit.goneSince ? ` although ${hit.listName} no longer lists it` : '';
    return `Confirm that ${who} is “${hit.caption}” on ${hit.listName}${gone}? The assessment is decided again at once.`;
  }
  return `Record that “${hit.caption}” on ${hit.listName} is a different party? The assessment is decided again at once.`;
}

/** The reason a reviewer gives for a finding on one hit, in a dialog. */
function HitReviewDialog({
  reviewing,
  companyName,
  onClose,
  onSubmit,
}: {
  reviewing: Reviewing | null;
  companyName: string;
  onClose(): void;
  /** Records the finding; rejects with the server's error, shown on the reason or in a toast. */
  onSubmit(reviewing: Reviewing, reason: string): Promise<void>;
}) {
  const confirming = reviewing?.decision === 'CONFIRMED';
  const clearing = reviewing ? clears(reviewing) : false;
  return (
    <NoteDialog
      item={reviewing}
      title={confirming ? 'Confirm Match' : clearing ? 'Clear Confirmed Match' : 'Mark as False Positive'}
      submitLabel={confirming ? 'Confirm Match' : clearing ? 'Clear Match' : 'Mark False Positive'}
      note={{ name: 'reason', label: 'Reason', rows: 4, helperText: 'Recorded in the audit trail with your name.' }}
      failed={{ title: 'Review Failed', message: 'Could not record the review' }}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Text>{question(reviewing, companyName)}</Text>
    </NoteDialog>
  );
}

/**
 * A hit's findings: "Awaiting review" while it waits for a reviewer (never reviewed, or confirmed and
 * since dropped by its list), the current one, a "no longer listed" badge when its list dropped it,
 * and earlier ones.
 */
function HitFindings({ hit }: { hit: ScreeningHitFieldsFragment }) {
  const earlier = hit.earlierReviews ?? [];
  return (
    <>
      {hit.needsReview && (
        <HStack>
          <Badge colorPalette="orange" variant="outline" data-testid="hit-awaiting-review">
            Awaiting review
          </Badge>
        </HStack>
      )}
      {/* Any reviewed hit its list dropped stays on record; only a confirmed one still holds the decision. */}
      {hit.goneSince && (
        <HStack>
          <Badge
            colorPalette={hit.review?.decision === 'CONFIRMED' ? 'orange' : 'gray'}
            variant="solid"
            data-testid="hit-gone"
            title={new Date(hit.goneSince).toLocaleString()}
          >
            No longer on the list since {new Date(hit.goneSince).toLocaleDateString()}
          </Badge>
        </HStack>
      )}
      {hit.review && (
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
      )}
      {earlier.length > 0 && (
        <Stack gap="0" data-testid="hit-earlier-reviews">
          <Text fontSize="xs" color="gray.600">
            Earlier reviews
          </Text>
          <List.Root fontSize="xs" color="gray.700" ps="5">
            {earlier.map((r) => (
              <List.Item key={`${r.reviewerId}-${r.reviewedAt}`}>
                {reviewText(r)} · {new Date(r.reviewedAt).toLocaleString()}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </>
  );
}

/**
 * Sanctions & Watchlist Screening: the outcome, the lists (and versions) checked, and every hit
 * with why it matched and its findings (earlier ones kept). Each hit offers the findings the server
 * lets the viewer record (`viewerCan.hits`: a second person — never the creator — confirms a hit or
 * marks it a false positive, or changes another reviewer's finding; clearing a confirmed match
 * takes an admin); each finding decides the assessment again (the returned assessment goes to
 * the cache, and so to every view of it).
 */
export function ScreeningCard({
  assessment,
  admin = false,
}: {
  assessment: AssessmentDetailFragment;
  /** Whether the viewer is an admin: the hint for an unchecked screening says where lists are imported. */
  admin?: boolean;
}) {
  const screening = assessment.screening;
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);
  // A finding resolves the hit's alerts too (the API does it in the same step): the header's count
  // and the alert lists are read again with the other views a re-decision changes.
  const [review] = useMutation(ReviewScreeningHitDocument, {
    refetchQueries: [
      AuditLogsDocument,
      AssessmentsDocument,
      AnalyticsDocument,
      ReviewQueueDocument,
      OpenAlertCountDocument,
      AlertsDocument,
    ],
  });
  const waiting = screening?.hits.some((h) => h.needsReview) ?? false;

  const submit = async ({ hit, decision }: Reviewing, reason: string) => {
    const { data } = await review({ variables: { assessmentId: assessment.id, hitId: hit.id, decision, reason } });
    if (!data) return;
    const cleared = hit.review?.decision === 'CONFIRMED' && decision === 'FALSE_POSITIVE';
    notify(decision === 'CONFIRMED' ? 'Match Confirmed' : cleared ? 'Match Cleared' : 'Marked False Positive', hit.caption, 'success');
  };

  // Listed owners holding the blocked threshold or more: a finding on the company itself, in red.
  const ownership = assessment.ownershipAnalysis;
  const blocked = !!ownership?.blockedFinding;
  const badge = blocked ? { label: 'Blocked by ownership', palette: 'red' } : screeningBadge(screening);
  const parties = { companyName: assessment.companyName, keyPeople: assessment.keyPeople, owners: assessment.owners };
  const screened = assessment.owners?.length ? 'the company, its key people or its owners' : 'the company or its key people';
  return (
    <Card.Root data-testid="screening">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Card.Title>Sanctions &amp; Watchlist Screening</Card.Title>
          <Badge colorPalette={badge.palette} size="lg" variant="solid" data-testid="screening-status">
            {badge.label}
          </Badge>
        </HStack>
        {screening && (
          <Card.Description>
            {listsChecked(screening.lists)} · screened {new Date(screening.screenedAt).toLocaleString()}
          </Card.Description>
        )}
      </Card.Header>
      <Card.Body>
        {blocked && (
          <Alert.Root status="error" mb="3" data-testid="screening-blocked-by-ownership">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Blocked by ownership</Alert.Title>
              <Alert.Description>{ownership?.explanation}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {!screening ? (
          <Text color="gray.600">
            Nothing was checked: this assessment was made before screening existed. The next list import screens it.
          </Text>
        ) : screening.lists.length === 0 ? (
          <Text color="gray.600" data-testid="screening-not-checked">
            Nothing was checked: no sanctions or watch list was loaded when this assessment was screened, so the absence of matches says
            nothing about the company or its key people. Importing a list screens it. <ImportListsHint admin={admin} />
          </Text>
        ) : screening.hits.length === 0 ? (
          <Text color="gray.600">No matches for {screened}.</Text>
        ) : (
          <Stack gap="3">
            {waiting && !assessment.viewerCan.reviewHits && (
              <Alert.Root status="info" data-testid="hits-wait-for-reviewer">
                <Alert.Indicator />
                <Alert.Title>You created this assessment, so a second person must review its screening hits.</Alert.Title>
              </Alert.Root>
            )}
            {screening.hits.map((hit) => {
              const { decisions, why } = hitOffer(assessment.viewerCan.hits, hit.id);
              // Unique among the hits: the same entity may match on two lists, or two people.
              const subject = hitSubjectLabel(hit.subject, parties);
              const which = `${hit.caption} on ${hit.listName} (${subject})`;
              return (
                <HitDetails key={hit.id} hit={hit} subject={subject}>
                  <HitFindings hit={hit} />
                  {(decisions.length > 0 || why) && (
                    <HStack gap="2" pt="1" wrap="wrap">
                      {decisions.includes('CONFIRMED') && (
                        <Button
                          size="sm"
                          colorPalette="red"
                          variant="outline"
                          onClick={() => setReviewing({ hit, decision: 'CONFIRMED' })}
                          aria-label={`Confirm Match: ${which}`}
                        >
                          <LuCircleX /> Confirm Match
                        </Button>
                      )}
                      {decisions.includes('FALSE_POSITIVE') && (
                        <Button
                          size="sm"
                          colorPalette="green"
                          variant="outline"
                          onClick={() => setReviewing({ hit, decision: 'FALSE_POSITIVE' })}
                          aria-label={`${hit.review?.decision === 'CONFIRMED' ? 'Clear Match' : 'False Positive'}: ${which}`}
                        >
                          <LuCircleCheck /> {hit.review?.decision === 'CONFIRMED' ? 'Clear Match' : 'False Positive'}
                        </Button>
                      )}
                      {why && (
                        <Text fontSize="sm" color="gray.700">
                          {why}
                        </Text>
                      )}
                    </HStack>
                  )}
                </HitDetails>
              );
            })}
          </Stack>
        )}
      </Card.Body>
      <HitReviewDialog reviewing={reviewing} companyName={assessment.companyName} onClose={() => setReviewing(null)} onSubmit={submit} />
    </Card.Root>
  );
}
