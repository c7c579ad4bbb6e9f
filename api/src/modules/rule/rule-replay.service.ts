import type { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { badInput, notFound } from '../../core/errors.js';
import { parseInput } from '../../core/validation.js';
import { ANSWER_FIELDS } from '../assessment/assessment-answers.js';
import { Assessment } from '../assessment/assessment.entity.js';
import { AssessmentStatus } from '../assessment/assessment.enums.js';
import { compileRules, decide, validateRuleDefinition, type Answers, type RuleDefinition } from '../decision-engine/decision-engine.js';
import { RuleCondition, RuleType } from '../decision-engine/rule-types.js';
import { CreateRuleInput } from './dto/create-rule.input.js';
import { ProposedRuleChangeInput, ReplayScopeInput, RuleChangeAction, type ReplayResult, type ReplaySample } from './dto/replay.types.js';
import { UpdateRuleInput } from './dto/update-rule.input.js';
import type { RuleSnapshot } from './rule-set-version.entity.js';
import type { RuleService } from './rule.service.js';

const PAGE_ROWS = 5000;
const STATUSES = Object.values(AssessmentStatus);

/** Applies a proposed change to a rule set exactly as saving it would, validation included. */
async function applyChange(current: RuleSnapshot[], raw: unknown): Promise<RuleSnapshot[]> {
  const change = await parseInput(ProposedRuleChangeInput, raw);
  if (change.action === RuleChangeAction.CREATE) {
    const input = await parseInput(CreateRuleInput, change.create ?? {});
    const rule: RuleSnapshot = {
      id: randomUUID(),
      name: input.name.trim(),
      description: input.description?.trim() || null,
      ruleType: input.ruleType ?? RuleType.WARNING,
      field: input.field.trim(),
      condition: input.condition ?? RuleCondition.EQUALS,
      value: input.value.trim(),
      enabled: input.enabled ?? true,
      priority: input.priority ?? 0,
      message: input.message.trim(),
    };
    validateRuleDefinition(rule as RuleDefinition);
    return [...current, rule];
  }
  const existing = current.find((r) => r.id === change.ruleId);
  if (!existing) throw notFound('Rule not found');
  if (change.action === RuleChangeAction.DELETE) return current.filter((r) => r !== existing);
  const input = await parseInput(UpdateRuleInput, change.update ?? {});
  const updated: RuleSnapshot = { ...existing };
  for (const key of ['name', 'field', 'value', 'message'] as const) if (input[key] != null) updated[key] = input[key]!.trim();
  if (input.description !== undefined) updated.description = input.description?.trim() || null;
  if (input.ruleType != null) updated.ruleType = input.ruleType;
  if (input.condition != null) updated.condition = input.condition;
  if (input.enabled != null) updated.enabled = input.enabled;
  if (input.priority != null) updated.priority = input.priority;
  validateRuleDefinition(updated as RuleDefinition);
  return current.map((r) => (r === existing ? updated : r));
}

/**
 * What-if replay: re-decides past assessments with a proposed rule change, without saving
 * anything. Rows stream from PostgreSQL in keyset pages, so memory stays flat whatever the table.
 */
export class RuleReplayService {
  constructor(
    private readonly orm: MikroORM,
    private readonly rules: RuleService,
  ) {}

  /** BAD_USER_INPUT (the change as a save would refuse it), NOT_FOUND (unknown rule). */
  async replay(rawChange: unknown, rawScope: unknown = {}): Promise<ReplayResult> {
    const scope = await parseInput(ReplayScopeInput, rawScope ?? {});
    if (scope.from && scope.to && scope.from >= scope.to) throw badInput('from must be before to', 'from');
    const proposed = await applyChange(await this.rules.current(), rawChange);
    const compiled = compileRules(proposed.filter((r) => r.enabled) as RuleDefinition[]);
    const sampleSize = scope.sampleSize ?? 20;

    const em = this.orm.em.fork();
    const props = em.getMetadata().get(Assessment).properties;
    const columns = ANSWER_FIELDS.map((f) => `"${props[f].fieldNames[0]}" as "${f}"`).join(', ');
    const where: string[] = [];
    const params: unknown[] = [];
    if (scope.from) (where.push('created_at >= ?'), params.push(scope.from));
    if (scope.to) (where.push('created_at < ?'), params.push(scope.to));

    const counts = new Map<string, number>();
    const sample: ReplaySample[] = [];
    let evaluated = 0;
    let changed = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await em.getConnection().execute<(Answers & { id: string; status: AssessmentStatus; rationale: string; companyName: string })[]>(
        `select id, status, rationale, ${columns} from assessments where id > ? ${where.length ? `and ${where.join(' and ')}` : ''} order by id limit ${PAGE_ROWS}`,
        [after, ...params],
      );
      for (const row of rows) {
        const decision = decide(compiled, row);
        evaluated += 1;
        const key = `${row.status}>${decision.status}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        if (decision.status !== row.status) {
          changed += 1;
          if (sample.length < sampleSize) {
            sample.push({ assessmentId: row.id, companyName: row.companyName, fromStatus: row.status, toStatus: decision.status, oldRationale: row.rationale, newRationale: decision.rationale });
          }
        }
      }
      if (rows.length < PAGE_ROWS) break;
      after = rows[rows.length - 1]!.id;
    }
    const matrix = STATUSES.flatMap((from) => STATUSES.map((to) => ({ from, to, count: counts.get(`${from}>${to}`) ?? 0 })));
    return { evaluated, changed, matrix, sample };
  }
}
