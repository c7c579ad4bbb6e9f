import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WebhookEventType } from './webhook.events.js';

/**
 * One delivery attempt of one event to one endpoint: the delivery log. Every attempt is kept
 * (retries are rows of their own), read newest first through the (endpoint, created_at) index;
 * the rows go with their endpoint.
 */
@ObjectType({ description: 'One attempt to deliver an event to a webhook endpoint.' })
@Entity({ tableName: 'webhook_deliveries' })
@Index({ name: 'webhook_deliveries_endpoint_created_index', properties: ['endpoint', 'createdAt'] })
export class WebhookDelivery {
  @Field(() => ID, { description: 'The attempt id (UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => WebhookEndpoint, { deleteRule: 'cascade', index: false })
  endpoint!: WebhookEndpoint;

  @Field(() => ID, { description: 'The event id (the X-Counterparty-Delivery header; the same on every retry).' })
  @Property({ type: 'uuid' })
  eventId!: string;

  @Field(() => WebhookEventType, { description: 'The event type.' })
  @Property({ type: 'string', length: 50 })
  eventType!: WebhookEventType;

  @Field(() => Int, { description: 'The attempt number, 1 for the first.' })
  @Property({ type: 'integer' })
  attempt!: number;

  @Field(() => Int, { nullable: true, description: 'The HTTP status the endpoint answered; null when it could not be reached.' })
  @Property({ type: 'integer', nullable: true })
  statusCode?: number | null;

  @Field(() => String, { nullable: true, description: 'Why the attempt failed (timeout, refused address, …); null on success.' })
  @Property({ type: 'text', nullable: true })
  error?: string | null;

  @Field(() => Boolean, { description: 'Whether the endpoint answered 2xx.' })
  @Property({ type: 'boolean' })
  success!: boolean;

  @Field(() => Int, { description: 'How long the attempt took, in milliseconds.' })
  @Property({ type: 'integer' })
  durationMs!: number;

  @Field(() => Date, { description: 'When the attempt ended (ISO 8601, UTC).' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  /** Set by WebhookService.deliveries from the queue, not stored. */
  @Field(() => Date, {
    nullable: true,
    description:
      'For the latest failed attempt of a delivery that will be retried: when the next attempt is due (ISO 8601, UTC); null otherwise.',
  })
  @Property({ type: 'datetime', persist: false, nullable: true })
  nextAttemptAt?: Date | null;
}
