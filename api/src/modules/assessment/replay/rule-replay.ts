import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../../core/errors.js';
import { parseInput } from '../../../core/validation.js';
import { decidedAnswersPage } from '../assessment.queries.js';
import { DECISION_STATUSES } from '../../kernel/assessment.enums.js';
import { decideAssessment } from '../assessment-decision.js';
import { compileRules } from '../../decision-engine/decision-engine.js';
import {
  ProposedRuleChangeInput,
  ReplayScopeInput,
  RuleChangeAction,
  type ReplayResult,
  type ReplaySample,
  type ReviewerOverride,
} from '../../rule/dto/replay.types.js';
import { applyRuleChange, parseRuleChange } from '../../rule/rule-change.js';
import type { RuleSnapshot } from '../../rule/rule-set-version.entity.js';
import type { ScreeningStatus } from '../../decision-engine/rule-fields.js';
import { SampleInIdOrder, streamReplayRows } from './replay-stream.js';

/**
 * What-if replay: re-decides past assessments with a proposed rule change, without saving
 * anything. Rows stream through the replays' engine (streamReplayRows), so memory stays flat
 * whatever the table.
 */
export class RuleReplayService {
  constructor(private readonly rules: { current(em: EntityManager): Promise<RuleSnapshot[]> }) {}

  /**
   * Each assessment in scope decided twice over its stored answers and credit analysis, by the
   * current rules and by the proposed ones: only what the change itself moves counts, never what
   * older rules or a reviewer put in the stored status. An assessment a four-eyes reviewer overrode
   * keeps the reviewer's decision, so a change to its rules' outcome is reported apart
   * (`overridden`). BAD_USER_INPUT (the change as a save would refuse it; `from`, `to`, `sampleSize`),
   * NOT_FOUND (unknown rule).
   */
  async replay(em: EntityManager, rawChange: unknown, rawScope: unknown = {}): Promise<ReplayResult> {
    const scope = await parseInput(ReplayScopeInput, rawScope ?? {});
    if (scope.from && scope.to && scope.from >= scope.to) throw badInput('from must be before to', 'from');
    const proposal = await parseInput(ProposedRuleChangeInput, rawChange);
    // A proposal without its rule input is an empty one, refused or applied as a save would.
    const input = (proposal.action === RuleChangeAction.CREATE ? proposal.create : proposal.update) ?? {};
    const change = await parseRuleChange({ action: proposal.action, ruleId: proposal.ruleId ?? '', input });
    const current = await this.rules.current(em);
    // Both from the same snapshot, so a rule saved meanwhile cannot pass for part of the change.
    const baseline = compileRules(current.filter((r) => r.enabled));
    const compiled = compileRules(applyRuleChange(current, change).rules.filter((r) => r.enabled));
    const sampleSize = scope.sampleSize ?? 20;

    const counts = new Map<string, number>();
    const sample = new SampleInIdOrder<ReplaySample>(sampleSize);
    const overriddenSample = new SampleInIdOrder<ReviewerOverride>(sampleSize);
    let evaluated = 0;
    let changed = 0;
    let overridden = 0;
    await streamReplayRows(
      (page) => decidedAnswersPage(em, { ...page, from: scope.from, to: scope.to }),
      (row, half) => {
        const screeningStatus = row.screeningStatus as ScreeningStatus;
        const now = decideAssessment(baseline, row, screeningStatus, row.creditAnalysis);
        const next = decideAssessment(compiled, row, screeningStatus, row.creditAnalysis);
        evaluated += 1;
        // The reviewer's decision stands whatever its rules say: unchanged here, reported apart.
        const to = row.reviewOverride ? now.status : next.status;
        const key = `${now.status}>${to}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        const decision = row.reviewOverride;
        if (decision && next.status !== now.status) {
          overridden += 1;
          overriddenSample.add(half, () => ({
            assessmentId: row.id,
            companyName: row.companyName,
            decision,
            fromStatus: now.status,
            toStatus: next.status,
          }));
        } else if (next.status !== now.status) {
          changed += 1;
          sample.add(half, () => ({
            assessmentId: row.id,
            companyName: row.companyName,
            fromStatus: now.status,
            toStatus: next.status,
            oldRationale: now.rationale,
            newRationale: next.rationale,
          }));
        }
      },
    );
    const matrix = DECISION_STATUSES.flatMap((from) =>
      DECISION_STATUSES.map((to) => ({ from, to, count: counts.get(`${from}>${to}`) ?? 0 })),
    );
    return { evaluated, changed, matrix, sample: sample.list(), overridden, overriddenSample: overriddenSample.list() };
  }
}
