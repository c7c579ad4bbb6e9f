import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPublisher } from '../../../core/events.js';
import { createHash } from 'node:crypto';
import { badInput, conflict } from '../../../core/errors.js';
import { parseInput } from '../../../core/validation.js';
import type { ScorecardSource } from '../../credit/scorecard.service.js';
import { analyseWithCurrent, decideAssessment, screeningDetailOf } from '../assessment-decision.js';
import type { RuleSource } from '../../rule/rule-source.js';
import { partyOf, screenParty } from '../../screening/assessment-screening.js';
import type { NameScreener } from '../../screening/name-screener.js';
import { answersOf, cleanAnswers, processingTime, type AssessmentAnswers } from '../assessment-answers.js';
import { Assessment } from '../assessment.entity.js';
import { insertAssessments } from '../assessment.writer.js';
import { CreateAssessmentInput } from '../dto/create-assessment.input.js';
import { assessmentEventData, WebhookEventType, type AssessmentDecidedData } from '../../webhook/webhook.events.js';
import type { Actor } from '../../../core/principal.js';
import type { CaseDesk } from '../../casework/case-desk.js';
import { hotSqlOf, sqlOf } from '../../../core/sql.js';
import { openTriggeredReviews } from '../review-triggers.js';
import { counterpartyKey } from '../../counterparty/counterparty-key.js';
import { gradeHoldsByKey } from '../../counterparty/grade-hold.js';
import { ownershipAnalysisOf, registerFactsOf, type OwnershipPolicy } from '../assessment-ownership.js';

/** JSON carries dates as text; the input classes expect Date objects. */
function withDates(raw: unknown): unknown {
  if (raw && typeof raw === 'object' && !Array.isArray(raw) && typeof (raw as { startedAt?: unknown }).startedAt === 'string') {
    return { ...raw, startedAt: new Date((raw as { startedAt: string }).startedAt) };
  }
  return raw;
}

/** An idempotency key: what clients generate (a UUID, a ULID, "draft:…"), nothing that needs escaping. */
const KEY = /^[A-Za-z0-9._:-]{1,100}$/;

/** The answers a key was used with, as a fingerprint: the same key with other answers is another request. */
const fingerprintOf = (answers: AssessmentAnswers) =>
  createHash('sha256')
    .update(JSON.stringify(answersOf(answers)))
    .digest('hex');

/** What a create answered: the assessment, and whether this request made it (false: a repeated key). */
export interface CreatedAssessment {
  assessment: Assessment;
  created: boolean;
}

/**
 * Validates the answers, screens the company and its key people against the active lists, analyses
 * its financial statements (when given) on the latest scorecard, decides with the enabled rules and stores the assessment with its screening and its `created` audit
 * entry. The three are written by one statement (assessment.writer.ts), atomic without a
 * transaction: this is the hot path, one round trip per assessment (two with active lists).
 * Then publishes `assessment.decided` to the subscribed webhooks (no query when none is).
 *
 * With an `idempotencyKey` (REST's Idempotency-Key header, GraphQL's argument) a request repeated
 * with the same key — a retry after a timeout, a page reloaded while it submitted — answers the
 * assessment the key already made instead of making another, even when both arrive at once (a
 * unique key per user decides). BAD_USER_INPUT naming the field (or `idempotencyKey`), CONFLICT
 * (the key was used with other answers).
 */
export async function createAssessmentCommand(
  em: EntityManager,
  rules: RuleSource,
  screening: NameScreener,
  scorecards: ScorecardSource,
  actor: Actor,
  raw: unknown,
  events: EventPublisher,
  cases: CaseDesk,
  ownership: OwnershipPolicy,
  idempotencyKey?: string | null,
): Promise<CreatedAssessment> {
  if (idempotencyKey != null && !KEY.test(idempotencyKey)) {
    throw badInput('idempotencyKey (the Idempotency-Key header) must be 1 to 100 letters, digits or . _ : -', 'idempotencyKey');
  }
  const input = await parseInput(CreateAssessmentInput, withDates(raw));
  const answers = cleanAnswers(input) as AssessmentAnswers;
  const idempotency = idempotencyKey ? { key: idempotencyKey, fingerprint: fingerprintOf(answers) } : undefined;
  if (idempotency) {
    const earlier = await madeWith(em, actor, idempotency);
    if (earlier) return { assessment: earlier, created: false };
  }
  const key = counterpartyKey(answers.companyName, answers.countryOfRegistration);
  const [compiled, screened, creditAnalysis, { scorecard }, thresholds, register] = await Promise.all([
    rules.compiledEnabled(em),
    screenParty(screening, em, partyOf(answers)),
    analyseWithCurrent(
      em,
      scorecards,
      answers,
      async () => (await gradeHoldsByKey(hotSqlOf(em, 'grade_holds_by_key'), [key])).get(key) ?? null,
    ),
    scorecards.current(em),
    ownership.current(em),
    answers.lei ? registerFactsOf(sqlOf(em), [answers.lei]) : undefined,
  ]);
  const ownershipAnalysis = ownershipAnalysisOf(answers, screened, thresholds, answers.lei ? register?.get(answers.lei) : undefined);
  const decision = decideAssessment(
    compiled,
    answers,
    screened.status,
    creditAnalysis,
    { screeningStatus: screeningDetailOf(screened, ownershipAnalysis) },
    ownershipAnalysis,
  );
  const inserted = await insertAssessments(em, cases, scorecard.review, [
    {
      userId: actor.id,
      answers,
      decision,
      creditAnalysis,
      processingTimeMs: processingTime(input.startedAt),
      ruleSetVersion: compiled.version,
      screening: screened,
      ownershipAnalysis,
      idempotency,
    },
  ]);
  const [assessment] = inserted.assessments;
  // Nothing inserted: a request with the same key made it a moment ago.
  if (!assessment) return { assessment: (await madeWith(em, actor, idempotency!))!, created: false };
  const decided: AssessmentDecidedData = { ...assessmentEventData(assessment), batchId: null };
  await events.publish(em, WebhookEventType.ASSESSMENT_DECIDED, [decided]);
  // Routed in a transaction of its own, so the queue's lock holds while it deals (round-robin across replicas).
  if (inserted.openedCases.length > 0) {
    await em.transactional((tx) => cases.announceFourEyes(sqlOf(tx), tx, inserted.openedCases));
  }
  // A lower grade or changed key people than the counterparty's last assessment: a review at once (and a lower grade is held).
  await openTriggeredReviews(sqlOf(em), (triggered) => cases.open(em, triggered), inserted.reassessed, scorecard.review.gradeCooldownDays);
  return { assessment, created: true };
}

/** The assessment `actor` made with this key, or null. CONFLICT when it was made from other answers. */
async function madeWith(em: EntityManager, actor: Actor, idempotency: { key: string; fingerprint: string }): Promise<Assessment | null> {
  const earlier = await em.findOne(Assessment, { user: actor.id, idempotencyKey: idempotency.key }, { refresh: true });
  if (earlier && earlier.idempotencyFingerprint !== idempotency.fingerprint) {
    throw conflict('This idempotency key was already used for an assessment with other answers; use a new key', 'idempotencyKey');
  }
  return earlier;
}
