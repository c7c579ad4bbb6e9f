import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsString, MaxLength } from 'class-validator';
import { Field, ObjectType } from 'type-graphql';
import { Omittable } from '../../../core/validation.js';
import { WebhookEndpoint } from '../webhook-endpoint.entity.js';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../webhook.events.js';
import { MAX_WEBHOOK_URL_LENGTH } from '../webhook-url.js';

const EVENTS_MESSAGE = `events must be a non-empty list of ${WEBHOOK_EVENT_TYPES.join(', ')}`;

/** POST /api/admin/webhooks, createWebhookEndpoint. The URL's address rules are checked after (webhook-url.ts). */
export class CreateWebhookEndpointInput {
  @IsString({ message: 'url is required' })
  @MaxLength(MAX_WEBHOOK_URL_LENGTH, { message: `url must be at most ${MAX_WEBHOOK_URL_LENGTH} characters` })
  url!: string;

  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: EVENTS_MESSAGE })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length * 2, { message: EVENTS_MESSAGE })
  @ArrayMinSize(1, { message: EVENTS_MESSAGE })
  @IsArray({ message: EVENTS_MESSAGE })
  events!: WebhookEventType[];
}

/** PATCH /api/admin/webhooks/{id}, updateWebhookEndpoint: any of the fields; null is refused. */
export class UpdateWebhookEndpointInput {
  @IsString({ message: 'url must be text' })
  @MaxLength(MAX_WEBHOOK_URL_LENGTH, { message: `url must be at most ${MAX_WEBHOOK_URL_LENGTH} characters` })
  @Omittable()
  url?: string;

  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: EVENTS_MESSAGE })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length * 2, { message: EVENTS_MESSAGE })
  @ArrayMinSize(1, { message: EVENTS_MESSAGE })
  @IsArray({ message: EVENTS_MESSAGE })
  @Omittable()
  events?: WebhookEventType[];

  @IsBoolean({ message: 'enabled must be true or false' })
  @Omittable()
  enabled?: boolean;
}

@ObjectType({ description: 'A new webhook endpoint with its signing secret, shown this once.' })
export class CreatedWebhookEndpoint {
  @Field(() => WebhookEndpoint, { description: 'The endpoint.' })
  endpoint!: WebhookEndpoint;

  @Field(() => String, {
    description: 'The signing secret (whsec_…): the key of the X-Counterparty-Signature HMAC. Shown only in this answer; store it now.',
  })
  secret!: string;
}
