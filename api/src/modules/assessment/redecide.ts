import type { EntityManager } from '@mikro-orm/postgresql';
import { decide, type Decision } from '../decision-engine/decision-engine.js';
import type { RuleService } from '../rule/rule.service.js';
import { screeningDetail } from '../screening/assessment-screening.js';
import type { Assessment } from './assessment.entity.js';
import { reviewStatusFor } from './four-eyes.js';

/**
 * Decides a stored assessment again with the current rules (its answers and screening as they now
 * stand) and writes the decision onto it, with its place in the four-eyes review; the caller's transaction stores it with the audit entry.
 */
export async function redecide(em: EntityManager, rules: RuleService, assessment: Assessment): Promise<Decision> {
  const compiled = await rules.compiledEnabled(em);
  const decision = decide(compiled, assessment, { screeningStatus: screeningDetail(assessment.screening) });
  assessment.ruleSetVersion = compiled.version;
  assessment.status = decision.status;
  assessment.rationale = decision.rationale;
  assessment.ruleTrace = decision.trace;
  assessment.rejectionReasons = decision.rejectionReasons;
  // A new decision needs its own second look: an earlier final review no longer holds.
  assessment.reviewStatus = reviewStatusFor(decision.status, assessment.screening);
  assessment.finalReview = null;
  assessment.reviewedAt = null;
  return decision;
}
