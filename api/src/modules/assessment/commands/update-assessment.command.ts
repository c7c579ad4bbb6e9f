import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput } from '../../../core/validation.js';
import { AuditAction } from '../audit-log.entity.js';
import { recordAssessmentChange } from '../assessment-audit.js';
import { screenParty } from '../../screening/assessment-screening.js';
import type { NameScreener } from '../../screening/name-screener.js';
import { answersOf, ANSWER_FIELDS, cleanAnswers } from '../assessment-answers.js';
import { loadOwned } from '../assessment-access.js';
import type { Assessment } from '../assessment.entity.js';
import { redecide, type Deciders } from '../redecide.js';
import { assertCurrentRevision } from '../revision.js';
import { analyseWithCurrent } from '../assessment-decision.js';
import { UpdateAssessmentInput } from '../dto/update-assessment.input.js';
import { gradeHoldOf } from '../../counterparty/grade-hold.js';
import { sqlOf } from '../../../core/sql.js';
import { ownershipAnalysisOf, registerFactsOf } from '../assessment-ownership.js';
import type { Actor } from '../../../core/principal.js';

/** The answers the credit analysis reads: a change to one analyses the statements again. */
const CREDIT_FIELDS = new Set<string>([
  'financials',
  'tradingYears',
  'isProfitable',
  'hasEquityAbove1M',
  'hasConsistentRevenue',
  'hasSufficientLiquidity',
]);

/** The answers whose change means the party must be screened again. */
const SCREENED_FIELDS = new Set<string>(['companyName', 'countryOfRegistration', 'countryOfBusiness', 'keyPeople', 'owners']);

/**
 * Changes some answers (creator or admin only, checked before anything else), screens the party
 * again when its name, countries or key people changed (keeping reviews of hits found again, and
 * reviewed hits no longer found), re-decides with the current rules (a completed four-eyes review
 * is kept as superseded; see redecide) and writes an `updated` audit entry with the changes and the
 * previous state, in one transaction. The editor joins `unreviewedEditorIds`: until a second person
 * completes its review, they may not review it, its hits or its alerts. An update that changes no answer changes nothing at all.
 * With a `revision`, it is refused unless the assessment is still at it.
 * NOT_FOUND, FORBIDDEN, BAD_USER_INPUT, CONFLICT (field revision).
 */
export async function updateAssessmentCommand(
  em: EntityManager,
  deps: Deciders & { screening: NameScreener },
  actor: Actor,
  id: string,
  raw: unknown,
): Promise<Assessment> {
  const { scorecards, screening } = deps;
  return em.transactional(async (tx) => {
    const assessment = await loadOwned(tx, actor, id, true);
    const input = await parseInput(UpdateAssessmentInput, raw);
    // Before anything is compared: answers chosen on an older revision would undo what changed since.
    if (input.revision != null) assertCurrentRevision(assessment, input.revision, 'edit');
    const changes = cleanAnswers(input);
    const previousState = {
      ...answersOf(assessment),
      status: assessment.status,
      ruleStatus: assessment.ruleStatus,
      rationale: assessment.rationale,
    };
    const changed: Record<string, unknown> = {};
    for (const field of ANSWER_FIELDS) {
      if (field in changes && JSON.stringify(changes[field]) !== JSON.stringify(assessment[field])) changed[field] = changes[field];
    }
    // Nothing to change is no change: no re-decision, no audit entry, a completed review stands.
    if (Object.keys(changed).length === 0) return assessment;
    tx.assign(assessment, changed);
    // Whoever changed what a review covers is no second pair of eyes on it (assessment.policy.ts).
    if (!assessment.unreviewedEditorIds.includes(actor.id)) assessment.unreviewedEditorIds = [...assessment.unreviewedEditorIds, actor.id];
    if (Object.keys(changed).some((field) => SCREENED_FIELDS.has(field))) {
      assessment.screening = await screenParty(screening, tx, assessment, assessment.screening);
      changed.screeningStatus = assessment.screening.status;
    }
    // The statements, the trading years and the boxes they can contradict are what the analysis reads.
    if (Object.keys(changed).some((field) => CREDIT_FIELDS.has(field))) {
      assessment.creditAnalysis = await analyseWithCurrent(tx, scorecards, assessment, () =>
        gradeHoldOf(sqlOf(tx), assessment.counterpartyId),
      );
      changed.creditGrade = assessment.creditAnalysis?.grade ?? null;
    }
    // A new LEI is looked up in the register; the re-decision analyses the ownership with what it says.
    if ('lei' in changed) {
      const facts = assessment.lei ? (await registerFactsOf(sqlOf(tx), [assessment.lei])).get(assessment.lei) : undefined;
      assessment.ownershipAnalysis = ownershipAnalysisOf(
        assessment,
        assessment.screening!,
        await deps.ownershipSettings.current(tx),
        facts,
      );
    }
    const previous = { status: assessment.status, ruleStatus: assessment.ruleStatus, reviewStatus: assessment.reviewStatus };
    await redecide(tx, deps, assessment, 'edit');
    if (assessment.status !== previous.status) changed.status = assessment.status;
    if (assessment.ruleStatus !== previous.ruleStatus) changed.ruleStatus = assessment.ruleStatus;
    if (assessment.reviewStatus !== previous.reviewStatus) changed.reviewStatus = assessment.reviewStatus;
    recordAssessmentChange(tx, { assessment, actor, action: AuditAction.UPDATED, changes: changed, previousState });
    return assessment;
  });
}
