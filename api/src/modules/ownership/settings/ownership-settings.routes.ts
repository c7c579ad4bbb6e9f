import type { Request, Router } from 'express';
import { badInput } from '../../../core/errors.js';
import { principal, route } from '../../../rest/http.js';
import { proposalListing } from '../../../rest/proposal-listing.js';
import {
  approveOwnershipSettingsChangeCommand,
  listOwnershipSettingsChangeProposals,
  ownershipSettingsProposalView,
  rejectOwnershipSettingsChangeCommand,
  submitOwnershipSettingsChangeCommand,
} from './commands/ownership-settings-approval.commands.js';
import { currentOwnershipSettingsCommand } from './commands/read-ownership-settings.command.js';
import type { OwnershipSettingsSurfaceDeps } from './ownership-settings.ports.js';

/** A JSON object body's fields. */
function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badInput('Request body must be a JSON object');
  return body as Record<string, unknown>;
}

/**
 * The ownership thresholds: GET /api/ownership-settings (any signed-in user) and PUT
 * /api/ownership-settings {uboThresholdPercent, blockedOwnershipPercent, note} (admin) — with
 * REQUIRE_RULE_APPROVAL on it answers 202 with the proposal instead, decided through
 * GET /api/admin/ownership-settings-proposals?status=&limit= and
 * POST /api/admin/ownership-settings-proposals/:id/approve | reject {note}.
 */
export function registerOwnershipSettingsRoutes(router: Router, services: OwnershipSettingsSurfaceDeps): void {
  router.get(
    '/ownership-settings',
    route('user', async (_req, res, em) => {
      res.json(await currentOwnershipSettingsCommand(em, services.ownershipSettings));
    }),
  );
  router.put(
    '/ownership-settings',
    route('admin', async (req, res, em) => {
      const { uboThresholdPercent, blockedOwnershipPercent, note } = bodyOf(req);
      const submitted = await submitOwnershipSettingsChangeCommand(em, services, principal(res).user, {
        uboThresholdPercent,
        blockedOwnershipPercent,
        note,
      });
      if (submitted.applied) res.json(submitted.settings);
      else res.status(202).json(ownershipSettingsProposalView(submitted.proposal));
    }),
  );
  router.get(
    '/admin/ownership-settings-proposals',
    route('admin', async (req, res, em) => {
      const { status, limit } = proposalListing(req);
      res.json((await listOwnershipSettingsChangeProposals(em, status, limit)).map(ownershipSettingsProposalView));
    }),
  );
  router.post(
    '/admin/ownership-settings-proposals/:id/approve',
    route('admin', async (req, res, em) => {
      res.json(
        ownershipSettingsProposalView(
          await approveOwnershipSettingsChangeCommand(em, services, principal(res).user, String(req.params.id)),
        ),
      );
    }),
  );
  router.post(
    '/admin/ownership-settings-proposals/:id/reject',
    route('admin', async (req, res, em) => {
      res.json(
        ownershipSettingsProposalView(await rejectOwnershipSettingsChangeCommand(em, principal(res).user, String(req.params.id), req.body)),
      );
    }),
  );
}
