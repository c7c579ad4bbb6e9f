import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { WebhookEventType } from './webhook.events.js';

/**
 * An integrator's URL that receives signed events. The signing secret is stored encrypted
 * (AES-256-GCM, key derived from JWT_SECRET; webhook-secret.ts) and shown only once, when the
 * endpoint is created. `failureCount` counts consecutive failed attempts; at the threshold
 * (WEBHOOK_DISABLE_AFTER_FAILURES) the endpoint is disabled with `disabledAt`/`disabledReason`.
 */
@ObjectType({ description: 'A URL that receives signed webhook events (admins only).' })
@Entity({ tableName: 'webhook_endpoints' })
export class WebhookEndpoint {
  [OptionalProps]?: 'enabled' | 'failureCount' | 'createdAt' | 'updatedAt';

  @Field(() => ID, { description: 'The endpoint id (UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => String, { description: 'Where events are POSTed: https (http only on test installations), at most 2,000 characters.' })
  @Property({ type: 'text' })
  url!: string;

  @Field(() => [WebhookEventType], { description: 'The events it receives (at least one).' })
  @Property({ type: 'json' })
  events!: WebhookEventType[];

  /** The signing secret, encrypted; never shown after creation. */
  @Property({ type: 'text', hidden: true })
  secretEncrypted!: string;

  @Field(() => Boolean, { description: 'Whether events are delivered; false when an admin or repeated failures disabled it.' })
  @Property({ type: 'boolean', default: true })
  @Index({ name: 'webhook_endpoints_enabled_index' })
  enabled: boolean = true;

  @Field(() => Int, { description: 'Consecutive failed delivery attempts (reset by a success or by re-enabling).' })
  @Property({ type: 'integer', default: 0 })
  failureCount: number = 0;

  @Field(() => Date, { nullable: true, description: 'When repeated failures disabled it automatically; null otherwise.' })
  @Property({ type: 'datetime', nullable: true })
  disabledAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'Why it was disabled automatically; null otherwise.' })
  @Property({ type: 'text', nullable: true })
  disabledReason?: string | null;

  @Property({ type: 'uuid', nullable: true })
  createdBy?: string | null;

  @Field(() => Date, { description: 'When it was registered (ISO 8601, UTC).' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
