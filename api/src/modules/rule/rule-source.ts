import type { EntityManager } from '@mikro-orm/postgresql';
import type { VersionedRules } from './rule.service.js';

/** The enabled rules as the commands that decide take them (RuleService, cached per process). */
export interface RuleSource {
  compiledEnabled(em: EntityManager): Promise<VersionedRules>;
}
