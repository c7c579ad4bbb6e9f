import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { parseInput } from '../../../core/validation.js';
import { CreateWebhookEndpointInput, UpdateWebhookEndpointInput } from '../dto/webhook.types.js';
import { WebhookEndpoint } from '../webhook-endpoint.entity.js';
import { newWebhookSecret } from '../webhook-secret.js';
import { validateWebhookUrl } from '../webhook-url.js';
import { MAX_WEBHOOK_ENDPOINTS, type WebhookService } from '../webhook.service.js';
import type { Actor } from '../../../core/principal.js';
import { anAdmin, enforce } from '../../../core/policy.js';

/**
 * Registers an endpoint with a new signing secret, returned this once (stored encrypted).
 * BAD_USER_INPUT (url: scheme, length, a private or loopback address; events), CONFLICT (at most
 * MAX_WEBHOOK_ENDPOINTS).
 */
export async function createWebhookEndpointCommand(
  em: EntityManager,
  webhooks: WebhookService,
  actor: Actor,
  raw: unknown,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  enforce(anAdmin(actor));
  const input = await parseInput(CreateWebhookEndpointInput, raw);
  const url = await validateWebhookUrl(input.url, webhooks.settings.allowLoopback);
  const secret = newWebhookSecret();
  const endpoint = await em.transactional(async (tx) => {
    if ((await tx.count(WebhookEndpoint, {})) >= MAX_WEBHOOK_ENDPOINTS)
      throw conflict(`At most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints can be registered; delete one first`);
    const created = tx.create(WebhookEndpoint, {
      url,
      events: [...new Set(input.events)],
      secretEncrypted: webhooks.box.seal(secret),
      createdBy: actor.id,
    });
    await tx.flush();
    await webhooks.changed(tx);
    return created;
  });
  return { endpoint, secret };
}

/**
 * Changes the URL, the events or `enabled`; enabling clears the failure count and the automatic
 * disabling. NOT_FOUND, BAD_USER_INPUT (url, events, enabled).
 */
export async function updateWebhookEndpointCommand(
  em: EntityManager,
  webhooks: WebhookService,
  actor: Actor,
  id: string,
  raw: unknown,
): Promise<WebhookEndpoint> {
  enforce(anAdmin(actor));
  if (!isUuid(id)) throw notFound('Webhook endpoint not found');
  const input = await parseInput(UpdateWebhookEndpointInput, raw);
  const url = input.url === undefined ? undefined : await validateWebhookUrl(input.url, webhooks.settings.allowLoopback);
  return em.transactional(async (tx) => {
    const endpoint = await tx.findOne(WebhookEndpoint, id);
    if (!endpoint) throw notFound('Webhook endpoint not found');
    if (url !== undefined) endpoint.url = url;
    if (input.events !== undefined) endpoint.events = [...new Set(input.events)];
    if (input.enabled !== undefined) {
      if (input.enabled && !endpoint.enabled) {
        endpoint.failureCount = 0;
        endpoint.disabledAt = null;
        endpoint.disabledReason = null;
      }
      endpoint.enabled = input.enabled;
    }
    await tx.flush();
    await webhooks.changed(tx);
    return endpoint;
  });
}

/** Deletes an endpoint with its delivery log; its queued deliveries are dropped. NOT_FOUND. */
export async function deleteWebhookEndpointCommand(em: EntityManager, webhooks: WebhookService, actor: Actor, id: string): Promise<void> {
  enforce(anAdmin(actor));
  if (!isUuid(id)) throw notFound('Webhook endpoint not found');
  await em.transactional(async (tx) => {
    const deleted = await tx.nativeDelete(WebhookEndpoint, { id });
    if (!deleted) throw notFound('Webhook endpoint not found');
    await webhooks.changed(tx);
  });
}
