import type { Router } from 'express';
import { route } from '../../rest/http.js';
import { listAccountAudit } from '../user/account-audit.js';

/** GET /api/admin/audit-logs: the account audit log, newest first (`limit`, `cursor`, `action`; next cursor in X-Next-Cursor). Admin only. */
export function registerAuditRoutes(router: Router): void {
  router.get(
    '/admin/audit-logs',
    route('admin', async (req, res, em) => {
      const { limit, ...rest } = req.query;
      const page = await listAccountAudit(em, { ...rest, ...(limit !== undefined && { limit: Number(limit) }) });
      if (page.nextCursor) res.setHeader('X-Next-Cursor', page.nextCursor);
      res.json(page.items);
    }),
  );
}
