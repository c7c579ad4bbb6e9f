import type { Router } from 'express';
import { ApiScope } from '../../core/api-scope.js';
import { principal, route } from '../../rest/http.js';
import {
  createWebhookEndpointCommand,
  deleteWebhookEndpointCommand,
  updateWebhookEndpointCommand,
} from './commands/webhook-endpoint.commands.js';
import { presentWebhookDelivery, presentWebhookEndpoint } from './webhook.presenter.js';
import type { WebhookSurfaceDeps } from './webhook.ports.js';

/** /api/admin/webhooks*: admins only. POST answers 201 with the signing secret, shown only then. */
export function registerWebhookRoutes(router: Router, { webhooks }: WebhookSurfaceDeps): void {
  router.get(
    '/admin/webhooks',
    route('admin', async (_req, res, em) => {
      res.json((await webhooks.list(em)).map(presentWebhookEndpoint));
    }),
  );
  router.post(
    '/admin/webhooks',
    route({ access: 'admin', scope: ApiScope.ADMIN }, async (req, res, em) => {
      const { endpoint, secret } = await createWebhookEndpointCommand(em, webhooks, principal(res).user, req.body);
      res.status(201).json({ ...presentWebhookEndpoint(endpoint), secret });
    }),
  );
  router.patch(
    '/admin/webhooks/:id',
    route({ access: 'admin', scope: ApiScope.ADMIN }, async (req, res, em) => {
      res.json(
        presentWebhookEndpoint(await updateWebhookEndpointCommand(em, webhooks, principal(res).user, String(req.params.id), req.body)),
      );
    }),
  );
  router.delete(
    '/admin/webhooks/:id',
    route({ access: 'admin', scope: ApiScope.ADMIN }, async (req, res, em) => {
      await deleteWebhookEndpointCommand(em, webhooks, principal(res).user, String(req.params.id));
      res.status(204).end();
    }),
  );
  router.post(
    '/admin/webhooks/:id/test',
    route({ access: 'admin', scope: ApiScope.ADMIN }, async (req, res, em) => {
      const { user } = principal(res);
      res.status(202).json(await webhooks.sendTest(em, String(req.params.id), user));
    }),
  );
  router.get(
    '/admin/webhooks/:id/deliveries',
    route('admin', async (req, res, em) => {
      const limit = req.query.limit === undefined ? undefined : Number(req.query.limit);
      res.json((await webhooks.deliveries(em, String(req.params.id), limit)).map(presentWebhookDelivery));
    }),
  );
}
