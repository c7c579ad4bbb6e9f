import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Extensions } from 'type-graphql';
import { ApiScope } from '../../core/api-scope.js';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { WebhookSurfaceDeps } from './webhook.ports.js';
import { limitedListCost, listCost } from '../../graphql/limits.js';
import { Role } from '../../core/principal.js';
import {
  createWebhookEndpointCommand,
  deleteWebhookEndpointCommand,
  updateWebhookEndpointCommand,
} from './commands/webhook-endpoint.commands.js';
import { CreatedWebhookEndpoint } from './dto/webhook.types.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WebhookEventType } from './webhook.events.js';
import { DEFAULT_DELIVERIES_LISTED, MAX_DELIVERIES_LISTED, MAX_WEBHOOK_ENDPOINTS } from './webhook.service.js';

type Context = GraphQLContext<WebhookSurfaceDeps>;

const URL_ERRORS =
  'BAD_USER_INPUT (field url: https only, at most 2,000 characters, no credentials, no private or loopback address; field events: at least one)';

@Resolver(() => WebhookEndpoint)
export class WebhookResolver {
  @Authorized(Role.ADMIN)
  @Query(() => [WebhookEndpoint], {
    description: 'Every webhook endpoint, oldest first. Errors: UNAUTHENTICATED, FORBIDDEN.',
    complexity: listCost(MAX_WEBHOOK_ENDPOINTS),
  })
  webhookEndpoints(@Ctx() ctx: Context): Promise<WebhookEndpoint[]> {
    return ctx.services.webhooks.list(ctx.em);
  }

  @Extensions({ apiScope: ApiScope.ADMIN })
  @Authorized(Role.ADMIN)
  @Mutation(() => CreatedWebhookEndpoint, {
    description: `Registers a URL to receive the chosen events, signed with a new secret returned only in this answer. Errors: UNAUTHENTICATED, FORBIDDEN, ${URL_ERRORS}, CONFLICT (at most ${MAX_WEBHOOK_ENDPOINTS} endpoints).`,
  })
  createWebhookEndpoint(
    @Arg('url', () => String, { description: 'Where events are POSTed (https).' }) url: string,
    @Arg('events', () => [WebhookEventType], { description: 'The events to receive, at least one.' }) events: WebhookEventType[],
    @Ctx() ctx: Context,
  ): Promise<CreatedWebhookEndpoint> {
    return createWebhookEndpointCommand(ctx.em, ctx.services.webhooks, requireUser(ctx), { url, events });
  }

  @Extensions({ apiScope: ApiScope.ADMIN })
  @Authorized(Role.ADMIN)
  @Mutation(() => WebhookEndpoint, {
    description: `Changes an endpoint's URL, events or enabled flag (omitted arguments stay); enabling resets the failure count and clears an automatic disabling. Errors: UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, ${URL_ERRORS}.`,
  })
  updateWebhookEndpoint(
    @Arg('id', () => ID, { description: 'The endpoint.' }) id: string,
    @Arg('url', () => String, { nullable: true, description: 'A new URL.' }) url: string | null | undefined,
    @Arg('events', () => [WebhookEventType], { nullable: true, description: 'The new events, at least one.' })
    events: WebhookEventType[] | null | undefined,
    @Arg('enabled', () => Boolean, { nullable: true, description: 'Deliver events (true) or not (false).' })
    enabled: boolean | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<WebhookEndpoint> {
    const changes = Object.fromEntries(Object.entries({ url, events, enabled }).filter(([, value]) => value !== undefined));
    return updateWebhookEndpointCommand(ctx.em, ctx.services.webhooks, requireUser(ctx), id, changes);
  }

  @Extensions({ apiScope: ApiScope.ADMIN })
  @Authorized(Role.ADMIN)
  @Mutation(() => Boolean, {
    description:
      'Deletes an endpoint with its delivery log; its queued deliveries are dropped. Errors: UNAUTHENTICATED, FORBIDDEN, NOT_FOUND.',
  })
  async deleteWebhookEndpoint(@Arg('id', () => ID, { description: 'The endpoint.' }) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await deleteWebhookEndpointCommand(ctx.em, ctx.services.webhooks, requireUser(ctx), id);
    return true;
  }

  @Extensions({ apiScope: ApiScope.ADMIN })
  @Authorized(Role.ADMIN)
  @Mutation(() => ID, {
    description:
      'Sends a signed webhook.test event to one endpoint now, attempted once (also to a disabled endpoint, to check it before enabling it again); the attempt appears in webhookDeliveries. Answers the event id. Errors: UNAUTHENTICATED, FORBIDDEN, NOT_FOUND.',
  })
  async sendTestWebhookEvent(@Arg('id', () => ID, { description: 'The endpoint.' }) id: string, @Ctx() ctx: Context): Promise<string> {
    return (await ctx.services.webhooks.sendTest(ctx.em, id, requireUser(ctx))).eventId;
  }

  @Authorized(Role.ADMIN)
  @Query(() => [WebhookDelivery], {
    description: `An endpoint's delivery attempts, newest first (each retry is an attempt). Errors: UNAUTHENTICATED, FORBIDDEN, NOT_FOUND.`,
    complexity: limitedListCost(MAX_DELIVERIES_LISTED, DEFAULT_DELIVERIES_LISTED),
  })
  webhookDeliveries(
    @Arg('endpointId', () => ID, { description: 'The endpoint.' }) endpointId: string,
    @Arg('limit', () => Int, {
      defaultValue: DEFAULT_DELIVERIES_LISTED,
      description: `How many, 1 to ${MAX_DELIVERIES_LISTED}.`,
    })
    limit: number,
    @Ctx() ctx: Context,
  ): Promise<WebhookDelivery[]> {
    return ctx.services.webhooks.deliveries(ctx.em, endpointId, limit);
  }
}
