import type { Router } from 'express';
import type { Services } from '../../services.js';
import { admin, route } from '../../rest/http.js';
import { saveRuleChangeCommand } from './commands/save-rule-change.command.js';
import { RuleChangeAction } from './dto/replay.types.js';

/** Spec section 7: /api/admin/rules*. Admin only. */
export function registerRuleRoutes(router: Router, { rules }: Services): void {
  router.get(
    '/admin/rules',
    route(async (_req, res, em) => {
      admin(res);
      res.json(await rules.list(em));
    }),
  );
  router.post(
    '/admin/rules',
    route(async (req, res, em) => {
      res.status(201).json(await saveRuleChangeCommand(em, rules, admin(res).user, { action: RuleChangeAction.CREATE, input: req.body }));
    }),
  );
  router.patch(
    '/admin/rules/:id',
    route(async (req, res, em) => {
      res.json(
        await saveRuleChangeCommand(em, rules, admin(res).user, {
          action: RuleChangeAction.UPDATE,
          ruleId: String(req.params.id),
          input: req.body,
        }),
      );
    }),
  );
  router.delete(
    '/admin/rules/:id',
    route(async (req, res, em) => {
      await saveRuleChangeCommand(em, rules, admin(res).user, { action: RuleChangeAction.DELETE, ruleId: String(req.params.id) });
      res.json({ success: true });
    }),
  );
}
