import type { EntityManager } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import { parseInput } from '../../../core/validation.js';
import { decide } from '../../decision-engine/decision-engine.js';
import type { RuleService } from '../../rule/rule.service.js';
import { partyOf, screeningDetail, screenParty } from '../../screening/assessment-screening.js';
import type { ScreeningService } from '../../screening/screening.service.js';
import type { User } from '../../user/user.entity.js';
import { cleanAnswers, processingTime, type AssessmentAnswers } from '../assessment-answers.js';
import type { Assessment } from '../assessment.entity.js';
import { insertAssessments } from '../assessment.writer.js';
import { CreateAssessmentInput } from '../dto/create-assessment.input.js';
import { publishEvent } from '../../webhook/webhook.service.js';
import { assessmentEventData, WebhookEventType, type AssessmentDecidedData } from '../../webhook/webhook.events.js';

/** JSON carries dates as text; the input classes expect Date objects. */
function withDates(raw: unknown): unknown {
  if (raw && typeof raw === 'object' && !Array.isArray(raw) && typeof (raw as { startedAt?: unknown }).startedAt === 'string') {
    return { ...raw, startedAt: new Date((raw as { startedAt: string }).startedAt) };
  }
  return raw;
}

/**
 * Validates the answers, screens the company and its key people against the active lists, decides
 * with the enabled rules and stores the assessment with its screening and its `created` audit
 * entry. The three are written by one statement (assessment.writer.ts), atomic without a
 * transaction: this is the hot path, one round trip per assessment (two with active lists).
 * Then publishes `assessment.decided` to the subscribed webhooks (no query when none is).
 * BAD_USER_INPUT naming the field.
 */
export async function createAssessmentCommand(
  em: EntityManager,
  rules: RuleService,
  screening: ScreeningService,
  actor: User,
  raw: unknown,
  queue: PgBoss,
): Promise<Assessment> {
  const input = await parseInput(CreateAssessmentInput, withDates(raw));
  const answers = cleanAnswers(input) as AssessmentAnswers;
  const [compiled, screened] = await Promise.all([rules.compiledEnabled(em), screenParty(screening, em, partyOf(answers))]);
  const decision = decide(compiled, { ...answers, screeningStatus: screened.status }, { screeningStatus: screeningDetail(screened) });
  const [assessment] = await insertAssessments(em, [
    {
      userId: actor.id,
      answers,
      decision,
      processingTimeMs: processingTime(input.startedAt),
      ruleSetVersion: compiled.version,
      screening: screened,
    },
  ]);
  const decided: AssessmentDecidedData = { ...assessmentEventData(assessment), batchId: null };
  await publishEvent(em, queue, WebhookEventType.ASSESSMENT_DECIDED, decided);
  return assessment;
}
