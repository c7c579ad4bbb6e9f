import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput } from '../../../core/validation.js';
import { AuditAction, AuditLog } from '../../audit/audit-log.entity.js';
import { decide } from '../../decision-engine/decision-engine.js';
import type { RuleService } from '../../rule/rule.service.js';
import { User } from '../../user/user.entity.js';
import { answersOf, ANSWER_FIELDS, cleanAnswers } from '../assessment-answers.js';
import { loadOwned } from '../assessment-access.js';
import type { Assessment } from '../assessment.entity.js';
import { UpdateAssessmentInput } from '../dto/update-assessment.input.js';

/**
 * Changes some answers (creator or admin only, checked before anything else), re-decides with the
 * current rules and writes an `updated` audit entry with the changes and the previous state, in
 * one transaction. NOT_FOUND, FORBIDDEN, BAD_USER_INPUT.
 */
export async function updateAssessmentCommand(
  em: EntityManager,
  rules: RuleService,
  actor: User,
  id: string,
  raw: unknown,
): Promise<Assessment> {
  return em.transactional(async (tx) => {
    const assessment = await loadOwned(tx, actor, id);
    const changes = cleanAnswers(await parseInput(UpdateAssessmentInput, raw));
    const previousState = { ...answersOf(assessment), status: assessment.status, rationale: assessment.rationale };
    const changed: Record<string, unknown> = {};
    for (const field of ANSWER_FIELDS) {
      if (field in changes && changes[field] !== assessment[field]) changed[field] = changes[field];
    }
    tx.assign(assessment, changed);
    const compiled = await rules.compiledEnabled(tx);
    const decision = decide(compiled, assessment);
    assessment.ruleSetVersion = compiled.version;
    if (decision.status !== assessment.status) changed.status = decision.status;
    assessment.status = decision.status;
    assessment.rationale = decision.rationale;
    assessment.ruleTrace = decision.trace;
    assessment.rejectionReasons = decision.rejectionReasons;
    tx.create(AuditLog, {
      assessment,
      user: tx.getReference(User, actor.id),
      action: AuditAction.UPDATED,
      changes: changed,
      previousState,
    });
    return assessment;
  });
}
