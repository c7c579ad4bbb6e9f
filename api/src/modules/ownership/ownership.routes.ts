import type { Router } from 'express';
import { route } from '../../rest/http.js';
import { previewOwnershipCommand } from './commands/preview-ownership.command.js';
import { ownershipCatalog } from './ownership-catalog.js';
import type { OwnershipSurfaceDeps } from './ownership.ports.js';

/** POST /api/ownership/preview, GET /api/ownership/catalog (any signed-in user). */
export function registerOwnershipRoutes(router: Router, { ownershipSettings }: OwnershipSurfaceDeps): void {
  router.post(
    '/ownership/preview',
    route('user', async (req, res, em) => {
      res.json(await previewOwnershipCommand(em, ownershipSettings, req.body));
    }),
  );
  router.get(
    '/ownership/catalog',
    route('user', async (_req, res, em) => {
      res.json(await ownershipCatalog(em, ownershipSettings));
    }),
  );
}
