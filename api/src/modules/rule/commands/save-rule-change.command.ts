import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../user/user.entity.js';
import { RuleChangeAction } from '../dto/replay.types.js';
import { applyRuleChange, parseRuleChange, type RuleChange, type RuleChangeRequest } from '../rule-change.js';
import { RuleConfig } from '../rule-config.entity.js';
import { RuleSetVersion } from '../rule-set-version.entity.js';
import { RULE_ORDER, snapshotOf, type RuleService } from '../rule.service.js';
import type { Actor } from '../../../core/principal.js';
import { anAdmin, enforce } from '../../../core/policy.js';
import { refuseDirectSaveUnderApproval } from '../../approval/direct-save.js';

/**
 * Saves a rule change (create, edit, toggle, delete, priority) and, in the same transaction, the
 * rule-set version it makes — who, what, and the whole set as it then stands; then every process
 * drops its compiled rules. The change is applied by `applyRuleChange`, exactly as a what-if
 * replay applies it. An admin's, and refused while REQUIRE_RULE_APPROVAL is on (a change is then
 * proposed: submitRuleChangeCommand). FORBIDDEN, CONFLICT (approvalRequired), BAD_USER_INPUT, NOT_FOUND.
 */
export async function saveRuleChangeCommand(
  em: EntityManager,
  { rules, config }: { rules: RuleService; config: { REQUIRE_RULE_APPROVAL: boolean } },
  actor: Actor,
  request: RuleChangeRequest,
): Promise<RuleConfig> {
  enforce(anAdmin(actor));
  refuseDirectSaveUnderApproval(config, 'Rule changes', 'submitRuleChange');
  const change = await parseRuleChange(request);
  return em.transactional(async (tx) => (await writeRuleChange(tx, rules, actor, change)).rule);
}

/**
 * Writes a validated change and its rule-set version in the caller's transaction `tx` (a direct
 * save, or the approval of a proposal), and notifies every process on commit. BAD_USER_INPUT, NOT_FOUND.
 */
export async function writeRuleChange(
  tx: EntityManager,
  rules: RuleService,
  actor: Actor | null,
  change: RuleChange,
): Promise<{ rule: RuleConfig; version: RuleSetVersion }> {
  const stored = await tx.find(RuleConfig, {}, { orderBy: RULE_ORDER });
  const applied = applyRuleChange(stored.map(snapshotOf), change);
  const rule = stored.find((r) => r.id === applied.rule.id) ?? tx.create(RuleConfig, applied.rule);
  if (change.action === RuleChangeAction.DELETE) tx.remove(rule);
  else tx.assign(rule, applied.rule);
  await tx.flush();
  // Read back in the database's order, which is the order versions have always listed rules in.
  const now = await tx.find(RuleConfig, {}, { orderBy: RULE_ORDER });
  const version = tx.create(RuleSetVersion, {
    user: actor ? tx.getReference(User, actor.id) : null,
    change: applied.version,
    rules: now.map(snapshotOf),
  });
  await tx.flush();
  await rules.changed(tx);
  return { rule, version };
}
