import type { Router } from 'express';
import { principal, route } from '../../rest/http.js';
import {
  createApiKeyCommand,
  listApiKeysCommand,
  revokeApiKeyCommand,
  rotateApiKeyCommand,
  updateApiKeyScopesCommand,
  type ApiKeyDeps,
} from './commands/api-key.commands.js';

/**
 * /api/admin/api-keys (admins): GET the list; POST {name, scopes, expiresAt, actsForUserId} → 201
 * {key, token}; POST /{id}/rotate {graceHours} → {key, token}; POST /{id}/revoke; PATCH /{id} {scopes}.
 */
export function registerApiKeyRoutes(router: Router, deps: ApiKeyDeps): void {
  router.get(
    '/admin/api-keys',
    route('admin', async (_req, res, em) => res.json(await listApiKeysCommand(em, principal(res).user))),
  );
  router.post(
    '/admin/api-keys',
    route('admin', async (req, res, em) => res.status(201).json(await createApiKeyCommand(em, principal(res).user, req.body))),
  );
  router.post(
    '/admin/api-keys/:id/rotate',
    route('admin', async (req, res, em) =>
      res.json(await rotateApiKeyCommand(em, deps, principal(res).user, String(req.params.id), req.body)),
    ),
  );
  router.post(
    '/admin/api-keys/:id/revoke',
    route('admin', async (req, res, em) => res.json(await revokeApiKeyCommand(em, deps, principal(res).user, String(req.params.id)))),
  );
  router.patch(
    '/admin/api-keys/:id',
    route('admin', async (req, res, em) =>
      res.json(await updateApiKeyScopesCommand(em, deps, principal(res).user, String(req.params.id), req.body)),
    ),
  );
}
