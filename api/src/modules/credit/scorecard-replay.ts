import type { EntityManager } from '@mikro-orm/postgresql';
import type { DecisionStatus } from '../kernel/assessment.enums.js';
import type { Grade } from './scorecard.js';

/**
 * What a scorecard replay answers, and the port that runs it: the replay re-decides assessments,
 * so it lives above this module (assessment/replay) and the composition root supplies it.
 */
export interface ScorecardReplayer {
  /** See replayScorecardCommand. BAD_USER_INPUT naming the field. */
  replayScorecard(em: EntityManager, request: ScorecardReplayRequest): Promise<ScorecardReplayResult>;
}

/** A proposed scorecard and which stored analyses to replay it over, as both surfaces send it. */
export interface ScorecardReplayRequest {
  scorecard: unknown;
  /** Assessments created at or after (ISO 8601 date-time, or a Date), in the years 1 to 9999. */
  from?: unknown;
  /** Assessments created before, in the years 1 to 9999. */
  to?: unknown;
  /** Changed assessments to return, 0–200 (default 20). */
  sampleSize?: unknown;
}

export interface GradeTransition {
  from: Grade;
  to: Grade;
  count: number;
}

export interface DecisionTransition {
  from: DecisionStatus;
  to: DecisionStatus;
  count: number;
}

/** Suggested limits of one currency's analyses, summed: on the current scorecard, and on the proposed one. */
export interface CurrencyLimitTotals {
  currency: string;
  assessments: number;
  before: number;
  after: number;
}

/**
 * An assessment whose grade, decision or suggested limit the proposed scorecard would change: the
 * "from" values on the current scorecard and rules, the "to" values on the proposed scorecard.
 */
export interface ScorecardReplaySample {
  assessmentId: string;
  companyName: string;
  /** The version that scored the stored analysis. */
  scorecardVersion: number;
  fromScore: number;
  toScore: number;
  fromGrade: Grade;
  toGrade: Grade;
  fromStatus: DecisionStatus;
  /** fromStatus again when a reviewer overrode the decision (see overriddenSample). */
  toStatus: DecisionStatus;
  fromLimit: number;
  toLimit: number;
  currency: string;
}

/** An assessment a reviewer overrode whose rules' outcome the proposal would change: the reviewer's decision stands. */
export interface OverriddenDecision {
  assessmentId: string;
  companyName: string;
  /** The reviewer's decision, in force. */
  decision: DecisionStatus;
  /** The rules' outcome on the current scorecard. */
  fromStatus: DecisionStatus;
  /** The rules' outcome on the proposed scorecard. */
  toStatus: DecisionStatus;
}

/**
 * What a proposed scorecard would do to the stored analyses and their decisions, compared with the
 * current scorecard and rules over the same figures (nothing is saved).
 */
export interface ScorecardReplayResult {
  evaluated: number;
  /** Assessments whose grade, decision or suggested limit would change. */
  changed: number;
  gradesChanged: number;
  /** Not counting the decisions of reviewers, which stand (see overridden). */
  decisionsChanged: number;
  /** Every pair of grades A–E (25), zeros included. */
  gradeMatrix: GradeTransition[];
  /** Every pair of decisions (9), zeros included; an overridden assessment counts as unchanged. */
  decisionMatrix: DecisionTransition[];
  /** By currency, alphabetically. */
  limits: CurrencyLimitTotals[];
  sample: ScorecardReplaySample[];
  /** Assessments a reviewer overrode whose rules' outcome the proposal would change. */
  overridden: number;
  overriddenSample: OverriddenDecision[];
}
