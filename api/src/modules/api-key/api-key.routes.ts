import type { Router } from 'express';
import { principal, route } from '../../rest/http.js';
import {
  createApiKeyCommand,
  listApiKeysCommand,
  revokeApiKeyCommand,
  rotateApiKeyCommand,
  updateApiKeyScopesCommand,
  type ApiKeyDeps,
  API_KEY_POLICY,
} from './commands/api-key.commands.js';
import { approveApiKeyChangeCommand, rejectApiKeyChangeCommand } from './commands/api-key-approval.commands.js';

/**
 * /api/admin/api-keys (admins): GET the list; POST {name, scopes, expiresAt, actsForUserId} → 201
 * {key, token}; POST /{id}/rotate {graceHours} → {key, token}; POST /{id}/revoke; PATCH /{id} {scopes};
 * POST /{id}/approve and /{id}/reject {note}: a second admin decides what waits (REQUIRE_ADMIN_APPROVAL).
 */
export function registerApiKeyRoutes(router: Router, deps: ApiKeyDeps): void {
  router.get(
    '/admin/api-keys',
    route('admin', async (_req, res, em) => res.json(await listApiKeysCommand(em, principal(res).user))),
  );
  router.get(
    '/admin/api-keys/policy',
    route('admin', async (_req, res) => res.json(API_KEY_POLICY)),
  );
  router.post(
    '/admin/api-keys',
    route('admin', async (req, res, em) => res.status(201).json(await createApiKeyCommand(em, deps, principal(res).user, req.body))),
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
  router.post(
    '/admin/api-keys/:id/approve',
    route('admin', async (_req, res, em) =>
      res.json(await approveApiKeyChangeCommand(em, deps, principal(res).user, String(res.req.params.id))),
    ),
  );
  router.post(
    '/admin/api-keys/:id/reject',
    route('admin', async (req, res, em) =>
      res.json(await rejectApiKeyChangeCommand(em, deps, principal(res).user, String(req.params.id), req.body)),
    ),
  );
  router.patch(
    '/admin/api-keys/:id',
    route('admin', async (req, res, em) =>
      res.json(await updateApiKeyScopesCommand(em, deps, principal(res).user, String(req.params.id), req.body)),
    ),
  );
}
