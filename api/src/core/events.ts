import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from 'pg-boss';

/**
 * The transaction a publication joins, so nothing is sent for a change that rolls back: the
 * caller's EntityManager (in its transaction, when it has one), or pg-boss's job Db (a
 * `transactional` job's own transaction).
 */
export type EventTransaction = EntityManager | Db;

/** The data of the events to publish, or what reads it (called only when someone subscribes). */
export type EventData = readonly object[] | (() => Promise<readonly object[]>);

/**
 * Publishes domain events to whoever subscribes (the webhook module implements it). Commands get it
 * as a dependency and hand it their transaction: events commit with the change they announce.
 */
export interface EventPublisher<Type extends string = string> {
  /** One event per item of `data`, of `type`, inside `tx`. Returns the deliveries queued. */
  publish(tx: EventTransaction, type: Type, data: EventData): Promise<number>;
}
