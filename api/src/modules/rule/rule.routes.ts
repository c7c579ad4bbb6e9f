import type { Response, Router } from 'express';
import { ApiScope } from '../../core/api-scope.js';
import { principal, route } from '../../rest/http.js';
import { proposalListing } from '../../rest/proposal-listing.js';
import {
  approveRuleChangeCommand,
  listRuleChangeProposals,
  proposalView,
  rejectRuleChangeCommand,
  submitRuleChangeCommand,
  type SubmittedRuleChange,
} from './commands/rule-approval.commands.js';
import { RuleChangeAction } from './dto/replay.types.js';
import type { RuleConfig } from './rule-config.entity.js';
import type { RuleSurfaceDeps } from './rule.ports.js';

/**
 * Spec section 7: /api/admin/rules*, and /api/admin/rule-proposals* (REQUIRE_RULE_APPROVAL). Admin only.
 * With REQUIRE_RULE_APPROVAL on, a change answers 202 with the proposal instead of the rule.
 */
export function registerRuleRoutes(router: Router, services: RuleSurfaceDeps): void {
  const { rules } = services;
  /** Answers an applied change with `applied`, a proposed one with 202 and the proposal. */
  const answer = (res: Response, submitted: SubmittedRuleChange, applied: (rule: RuleConfig | null) => void) => {
    if (submitted.applied) applied(submitted.rule);
    else res.status(202).json(proposalView(submitted.proposal));
  };
  router.get(
    '/admin/rules',
    route('admin', async (_req, res, em) => {
      res.json(await rules.list(em));
    }),
  );
  router.post(
    '/admin/rules',
    route({ access: 'admin', scope: ApiScope.ADMIN }, async (req, res, em) => {
      const submitted = await submitRuleChangeCommand(em, services, principal(res).user, {
        action: RuleChangeAction.CREATE,
        input: req.body,
      });
      answer(res, submitted, (rule) => res.status(201).json(rule));
    }),
  );
  router.patch(
    '/admin/rules/:id',
    route({ access: 'admin', scope: ApiScope.ADMIN }, async (req, res, em) => {
      const submitted = await submitRuleChangeCommand(em, services, principal(res).user, {
        action: RuleChangeAction.UPDATE,
        ruleId: String(req.params.id),
        input: req.body,
      });
      answer(res, submitted, (rule) => res.json(rule));
    }),
  );
  router.delete(
    '/admin/rules/:id',
    route({ access: 'admin', scope: ApiScope.ADMIN }, async (req, res, em) => {
      const submitted = await submitRuleChangeCommand(em, services, principal(res).user, {
        action: RuleChangeAction.DELETE,
        ruleId: String(req.params.id),
      });
      answer(res, submitted, () => res.json({ success: true }));
    }),
  );
  router.get(
    '/admin/rule-proposals',
    route('admin', async (req, res, em) => {
      const { status, limit } = proposalListing(req);
      res.json((await listRuleChangeProposals(em, status, limit)).map(proposalView));
    }),
  );
  router.post(
    '/admin/rule-proposals/:id/approve',
    route('admin', async (req, res, em) => {
      res.json(proposalView(await approveRuleChangeCommand(em, rules, principal(res).user, String(req.params.id))));
    }),
  );
  router.post(
    '/admin/rule-proposals/:id/reject',
    route('admin', async (req, res, em) => {
      res.json(proposalView(await rejectRuleChangeCommand(em, principal(res).user, String(req.params.id), req.body)));
    }),
  );
}
