import type { SurfaceModule } from '../../core/module.js';
import type { WebhookSurfaceDeps } from './webhook.ports.js';
import { WebhookResolver } from './webhook.resolver.js';
import { registerWebhookRoutes } from './webhook.routes.js';

/** Webhook endpoints and their delivery log: GraphQL and /api/admin/webhooks. */
export const webhookSurface: SurfaceModule<WebhookSurfaceDeps> = {
  resolvers: [WebhookResolver],
  routes: registerWebhookRoutes,
};
