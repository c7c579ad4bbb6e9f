import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../core/errors.js';
import { parseInput } from '../../core/validation.js';
import { decidedAnswersPage } from '../assessment/assessment.queries.js';
import { AssessmentStatus } from '../assessment/assessment.enums.js';
import { decideAssessment } from '../assessment/assessment-decision.js';
import { compileRules } from '../decision-engine/decision-engine.js';
import { ProposedRuleChangeInput, ReplayScopeInput, RuleChangeAction, type ReplayResult, type ReplaySample } from './dto/replay.types.js';
import { applyRuleChange, parseRuleChange } from './rule-change.js';
import type { RuleService } from './rule.service.js';
import type { ScreeningStatus } from '../decision-engine/rule-fields.js';

const PAGE_ROWS = 5000;
const STATUSES = Object.values(AssessmentStatus);

/**
 * What-if replay: re-decides past assessments with a proposed rule change, without saving
 * anything. Rows stream from PostgreSQL in keyset pages, so memory stays flat whatever the table.
 */
export class RuleReplayService {
  constructor(private readonly rules: RuleService) {}

  /** BAD_USER_INPUT (the change as a save would refuse it), NOT_FOUND (unknown rule). */
  async replay(em: EntityManager, rawChange: unknown, rawScope: unknown = {}): Promise<ReplayResult> {
    const scope = await parseInput(ReplayScopeInput, rawScope ?? {});
    if (scope.from && scope.to && scope.from >= scope.to) throw badInput('from must be before to', 'from');
    const proposal = await parseInput(ProposedRuleChangeInput, rawChange);
    // A proposal without its rule input is an empty one, refused or applied as a save would.
    const input = (proposal.action === RuleChangeAction.CREATE ? proposal.create : proposal.update) ?? {};
    const change = await parseRuleChange({ action: proposal.action, ruleId: proposal.ruleId ?? '', input });
    const proposed = applyRuleChange(await this.rules.current(em), change).rules;
    const compiled = compileRules(proposed.filter((r) => r.enabled));
    const sampleSize = scope.sampleSize ?? 20;

    const counts = new Map<string, number>();
    const sample: ReplaySample[] = [];
    let evaluated = 0;
    let changed = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await decidedAnswersPage(em, { after, limit: PAGE_ROWS, from: scope.from, to: scope.to });
      for (const row of rows) {
        const decision = decideAssessment(compiled, row, row.screeningStatus as ScreeningStatus, row.creditAnalysis);
        evaluated += 1;
        const key = `${row.status}>${decision.status}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        if (decision.status !== row.status) {
          changed += 1;
          if (sample.length < sampleSize) {
            sample.push({
              assessmentId: row.id,
              companyName: row.companyName,
              fromStatus: row.status,
              toStatus: decision.status,
              oldRationale: row.rationale,
              newRationale: decision.rationale,
            });
          }
        }
      }
      if (rows.length < PAGE_ROWS) break;
      after = rows[rows.length - 1].id;
    }
    const matrix = STATUSES.flatMap((from) => STATUSES.map((to) => ({ from, to, count: counts.get(`${from}>${to}`) ?? 0 })));
    return { evaluated, changed, matrix, sample };
  }
}
