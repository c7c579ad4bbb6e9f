import type { Request } from 'express';

/**
 * The query of a proposal listing (GET /api/admin/{rule,scorecard,account}-proposals?status=&limit=),
 * as the approval module's listProposals reads it: `status` as sent (empty means every status; the
 * command refuses any other than pending, approved or rejected), `limit` as a number when given.
 */
export function proposalListing(req: Request): { status: unknown; limit: number | undefined } {
  return {
    status: req.query.status === '' ? undefined : req.query.status,
    limit: typeof req.query.limit === 'string' ? Number(req.query.limit) : undefined,
  };
}
