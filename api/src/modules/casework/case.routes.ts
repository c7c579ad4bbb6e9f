import type { Router } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../core/principal.js';
import { notFound } from '../../core/errors.js';
import { principal, route } from '../../rest/http.js';
import { caseRowById, listCases, myCaseCounts, type CaseFilter } from './case.queries.js';
import {
  assignCaseCommand,
  bulkCaseCommand,
  caseComments,
  caseHistory,
  closeCaseCommand,
  commentOnCaseCommand,
  openManualCaseCommand,
  reopenCaseCommand,
  snoozeCaseCommand,
  tagCaseCommand,
  type CaseCommandDeps,
} from './commands/case.commands.js';
import { deleteQueueCommand, listColleagues, listQueues, saveQueueCommand, setAwayCommand } from './commands/queue.commands.js';
import { markNotificationsRead, myNotifications } from './notifications.js';
import type { CaseworkSurfaceDeps } from './casework.ports.js';
import { runReviewsNow } from './periodic-review.job.js';

const one = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const flag = (value: unknown): boolean | null => (value === 'true' ? true : value === 'false' ? false : null);

/**
 * /api/cases (any signed-in user works any case): list with filters (assignee = a user id, me or
 * none; status = open, snoozed, closed or active; kind; tag; overdue = true|false; counterpartyId;
 * sort = due|created; limit 1–100; cursor), get, open by hand, assign, comment, snooze, close,
 * reopen, tag, bulk; /api/case-queues (admins change them); /api/me/notifications; /api/me/away.
 */
export function registerCaseRoutes(router: Router, deps: CaseworkSurfaceDeps): void {
  const commands: CaseCommandDeps = deps;
  router.get(
    '/cases',
    route('user', async (req, res, em) => {
      const q = req.query;
      const limit = one(q.limit);
      const filter: CaseFilter = {
        assignee: one(q.assignee),
        status: one(q.status) as CaseFilter['status'],
        kind: one(q.kind) as CaseFilter['kind'],
        tag: one(q.tag),
        overdue: flag(q.overdue),
        counterpartyId: one(q.counterpartyId),
        sort: one(q.sort) as CaseFilter['sort'],
        limit: limit === null ? null : Number(limit),
        cursor: one(q.cursor),
      };
      res.json(await listCases(em, principal(res).user.id, filter));
    }),
  );
  router.get(
    '/cases/mine/counts',
    route('user', async (_req, res, em) => res.json(await myCaseCounts(em, principal(res).user.id))),
  );
  router.post(
    '/cases',
    route('user', async (req, res, em) => res.status(201).json(await openManualCaseCommand(em, commands, principal(res).user, req.body))),
  );
  router.get(
    '/cases/:id',
    route('user', async (req, res, em) => {
      const id = String(req.params.id);
      const row = await caseRowById(em, id);
      if (!row) throw notFound('Case not found');
      const [comments, history] = await Promise.all([caseComments(em, id), caseHistory(em, id)]);
      res.json({ ...row, comments, history });
    }),
  );
  // The actions on one case: POST /cases/:id/<name> {…}, answered with the case as it then stands.
  const actions: Record<string, (em: EntityManager, user: Actor, id: string, body: unknown) => Promise<unknown>> = {
    assign: (em, user, id, body) => assignCaseCommand(em, commands, user, id, body),
    snooze: (em, user, id, body) => snoozeCaseCommand(em, user, id, body),
    close: (em, user, id, body) => closeCaseCommand(em, commands, user, id, body),
    reopen: (em, user, id, body) => reopenCaseCommand(em, user, id, body),
    tags: (em, user, id, body) => tagCaseCommand(em, user, id, body),
  };
  for (const [name, run] of Object.entries(actions)) {
    router.post(
      `/cases/:id/${name}`,
      route('user', async (req, res, em) => res.json(await run(em, principal(res).user, String(req.params.id), req.body))),
    );
  }
  router.post(
    '/cases/:id/comments',
    route('user', async (req, res, em) =>
      res.status(201).json(await commentOnCaseCommand(em, commands, principal(res).user, String(req.params.id), req.body)),
    ),
  );
  router.post(
    '/cases/bulk',
    route('user', async (req, res, em) => res.json(await bulkCaseCommand(em, commands, principal(res).user, req.body))),
  );
  router.get(
    '/case-queues',
    route('user', async (_req, res, em) => res.json(await listQueues(em))),
  );
  router.post(
    '/case-queues',
    route('admin', async (req, res, em) => res.status(201).json(await saveQueueCommand(em, principal(res).user, null, req.body))),
  );
  router.put(
    '/case-queues/:id',
    route('admin', async (req, res, em) => res.json(await saveQueueCommand(em, principal(res).user, String(req.params.id), req.body))),
  );
  router.delete(
    '/case-queues/:id',
    route('admin', async (req, res, em) => {
      await deleteQueueCommand(em, principal(res).user, String(req.params.id));
      res.status(204).end();
    }),
  );
  router.post(
    '/admin/case-reviews/run',
    route('admin', async (_req, res) => res.status(202).json({ jobId: await runReviewsNow(deps.queue) })),
  );
  router.get(
    '/colleagues',
    route('user', async (_req, res, em) => res.json(await listColleagues(em))),
  );
  router.get(
    '/me/notifications',
    route('user', async (_req, res, em) => res.json(await myNotifications(em, principal(res).user.id))),
  );
  router.post(
    '/me/notifications/read',
    route('user', async (_req, res, em) => res.json({ read: await markNotificationsRead(em, principal(res).user.id) })),
  );
  router.put(
    '/me/away',
    route('user', async (req, res, em) =>
      res.json({ away: await setAwayCommand(em, principal(res).user, (req.body as { away?: unknown })?.away) }),
    ),
  );
}
