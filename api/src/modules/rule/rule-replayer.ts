import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReplayResult } from './dto/replay.types.js';

/**
 * The what-if replay of a rule change, as this module's commands and surface call it: the replay
 * re-decides assessments, so it lives above this module (assessment/replay) and the composition
 * root supplies it.
 */
export interface RuleReplayer {
  /** A proposed change (ProposedRuleChangeInput) over the assessments in scope (ReplayScopeInput). BAD_USER_INPUT, NOT_FOUND. */
  replay(em: EntityManager, rawChange: unknown, rawScope?: unknown): Promise<ReplayResult>;
}
