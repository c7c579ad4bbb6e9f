import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { fromKysely, type Db, type Job, type JobInsert, type PgBoss } from 'pg-boss';
import type { EventData, EventPublisher, EventTransaction } from '../../core/events.js';
import { notFound } from '../../core/errors.js';
import { isUuid } from '../../core/ids.js';
import { notify, type Notifications } from '../../core/notifications.js';
import { sqlOf } from '../../core/sql.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { postWebhook, type PostOutcome } from './webhook-post.js';
import { SecretBox, signWebhook } from './webhook-secret.js';
import { WEBHOOK_DELIVERY_QUEUE, WebhookEventType, type WebhookDeliveryJob, type WebhookEvent } from './webhook.events.js';

/** Notified when an endpoint was created, changed, deleted or disabled: every process drops its cache. */
const WEBHOOKS_CHANGED = 'cp_webhooks_changed';
// Subscriptions are cached per process (read on every decision); changes notify every process,
// and the TTL bounds the staleness if a notification is ever lost.
const SUBSCRIPTIONS_TTL_MS = 30_000;
/** Most endpoints an installation may register (each event fans out to all of them). */
export const MAX_WEBHOOK_ENDPOINTS = 50;
export const DEFAULT_DELIVERIES_LISTED = 50;
export const MAX_DELIVERIES_LISTED = 200;

/** How deliveries are retried and when an endpoint is given up on (config: WEBHOOK_*). */
export interface WebhookSettings {
  /** ALLOW_LOOPBACK_URLS: http and loopback receivers (tests only). */
  allowLoopback: boolean;
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** Consecutive failed attempts (any event) after which the endpoint is disabled. */
  disableAfterFailures: number;
}

/** The longest wait between two attempts of one delivery when backing off. */
const RETRY_DELAY_MAX_SECONDS = 3600;

type Subscriptions = Map<string, string[]>;

/** pg-boss's Db of a job's transaction, told apart from an EntityManager. */
const isDb = (tx: EventTransaction): tx is Db => typeof (tx as Db).executeSql === 'function';

/**
 * Webhook endpoints as admins manage them, the per-process cache of who subscribes to what,
 * the publication of events (one pg-boss job per endpoint: the product's EventPublisher) and their
 * delivery on the workers.
 */
export class WebhookService implements EventPublisher<WebhookEventType> {
  readonly box: SecretBox;
  private cached?: { subscriptions: Subscriptions; until: number };
  private loading?: Promise<Subscriptions>;

  constructor(
    private readonly orm: MikroORM,
    private readonly queue: PgBoss,
    notifications: Notifications,
    masterSecret: string,
    readonly settings: WebhookSettings,
  ) {
    this.box = new SecretBox(masterSecret);
    notifications.on(WEBHOOKS_CHANGED, () => this.invalidate());
    notifications.onReset(() => this.invalidate());
  }

  private invalidate(): void {
    this.cached = undefined;
    this.loading = undefined;
  }

  /** Endpoints changed in `em`'s transaction: drops the cache here and (on commit) in every process. */
  async changed(em: EntityManager): Promise<void> {
    this.invalidate();
    await notify(em, WEBHOOKS_CHANGED);
  }

  /** The enabled endpoints subscribed to `type`; no query while the cache is warm. */
  async subscribers(type: WebhookEventType): Promise<readonly string[]> {
    const cached = this.cached;
    if (cached && cached.until > Date.now()) return cached.subscriptions.get(type) ?? [];
    return (await this.load()).get(type) ?? [];
  }

  private load(): Promise<Subscriptions> {
    if (this.loading) return this.loading;
    const loading: Promise<Subscriptions> = this.query().then(
      (subscriptions) => {
        // A change notified while this was loading dropped `loading`: then this answer is not kept.
        if (this.loading === loading) {
          this.cached = { subscriptions, until: Date.now() + SUBSCRIPTIONS_TTL_MS };
          this.loading = undefined;
        }
        return subscriptions;
      },
      (error: unknown) => {
        if (this.loading === loading) this.loading = undefined;
        throw error;
      },
    );
    this.loading = loading;
    return loading;
  }

  private async query(): Promise<Subscriptions> {
    const rows = await sqlOf(this.orm.em.fork())<{ id: string; events: string[] }>(
      `select id, events from webhook_endpoints where enabled`,
    );
    const subscriptions: Subscriptions = new Map();
    for (const row of rows) for (const type of row.events) subscriptions.set(type, [...(subscriptions.get(type) ?? []), row.id]);
    return subscriptions;
  }

  /**
   * Publishes one event per `data` to every enabled endpoint subscribed to `type`: one delivery
   * job per (event, endpoint), all in one insert, inside the caller's transaction `tx` (so a
   * rolled-back change sends nothing). Nothing subscribed: no query, no job — `data` may be a
   * function, called only when an endpoint subscribes. Returns the number of jobs.
   */
  async publish(tx: EventTransaction, type: WebhookEventType, events: EventData): Promise<number> {
    if (Array.isArray(events) && events.length === 0) return 0;
    const endpoints = await this.subscribers(type);
    if (endpoints.length === 0) return 0;
    const data = typeof events === 'function' ? await events() : events;
    if (data.length === 0) return 0;
    const createdAt = new Date().toISOString();
    const { retryLimit, retryDelaySeconds, retryBackoff } = this.settings;
    const jobs: JobInsert<WebhookDeliveryJob>[] = [];
    for (const item of data) {
      const event: WebhookEvent<object> = { id: randomUUID(), type, createdAt, data: item };
      const body = JSON.stringify(event);
      for (const endpointId of endpoints) {
        jobs.push({
          data: { endpointId, eventId: event.id, type, body },
          retryLimit,
          retryDelay: retryDelaySeconds,
          retryBackoff,
          ...(retryBackoff && { retryDelayMax: RETRY_DELAY_MAX_SECONDS }),
        });
      }
    }
    const transaction = isDb(tx) ? undefined : tx.getTransactionContext<Parameters<typeof fromKysely>[0]>();
    const db = isDb(tx) ? tx : transaction ? fromKysely(transaction) : undefined;
    await this.queue.insert(WEBHOOK_DELIVERY_QUEUE, jobs, db ? { db } : undefined);
    return jobs.length;
  }

  /** Every endpoint, oldest first. */
  list(em: EntityManager): Promise<WebhookEndpoint[]> {
    return em.find(WebhookEndpoint, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /**
   * An endpoint's delivery attempts, newest first; the latest failed attempt of each delivery that
   * pg-boss will retry carries when (`nextAttemptAt`, the retry job's start time). NOT_FOUND.
   */
  async deliveries(em: EntityManager, endpointId: string, limit = DEFAULT_DELIVERIES_LISTED): Promise<WebhookDelivery[]> {
    if (!isUuid(endpointId) || !(await em.count(WebhookEndpoint, { id: endpointId }))) throw notFound('Webhook endpoint not found');
    const size = Number.isInteger(limit) ? Math.min(Math.max(limit, 1), MAX_DELIVERIES_LISTED) : DEFAULT_DELIVERIES_LISTED;
    const [attempts, retries] = await Promise.all([
      em.find(WebhookDelivery, { endpoint: endpointId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: size }),
      sqlOf(em)(
        `select data->>'eventId' as event_id, start_after from pgboss.job
          where name = $1 and state = 'retry' and data->>'endpointId' = $2`,
        [WEBHOOK_DELIVERY_QUEUE, endpointId],
      ),
    ]);
    const due = new Map(retries.map((r) => [String(r.event_id), new Date(r.start_after as string)]));
    const seen = new Set<string>();
    for (const attempt of attempts) {
      // Newest first: the first attempt seen of an event is its latest.
      if (!attempt.success && !seen.has(attempt.eventId)) attempt.nextAttemptAt = due.get(attempt.eventId) ?? null;
      seen.add(attempt.eventId);
    }
    return attempts;
  }

  /**
   * Sends a `webhook.test` event to one endpoint now (enabled or not is the admin's business: a
   * test of a disabled endpoint is how to check it before enabling it again), signed and logged like
   * any event but attempted once: the admin is watching the log. Returns the event id. NOT_FOUND.
   */
  async sendTest(em: EntityManager, endpointId: string, actor: { id: string; email: string }): Promise<{ eventId: string }> {
    const endpoint = isUuid(endpointId) ? await em.findOne(WebhookEndpoint, endpointId) : null;
    if (!endpoint) throw notFound('Webhook endpoint not found');
    const event: WebhookEvent<object> = {
      id: randomUUID(),
      type: WebhookEventType.TEST,
      createdAt: new Date().toISOString(),
      data: { message: 'A test event from Counterparty', endpointId, sentBy: actor.email },
    };
    const job: WebhookDeliveryJob = { endpointId, eventId: event.id, type: event.type, body: JSON.stringify(event), test: true };
    await this.queue.send(WEBHOOK_DELIVERY_QUEUE, job, { retryLimit: 0 });
    return { eventId: event.id };
  }

  /**
   * One attempt at each delivery of a batch (the worker's jobs), sent at once: each body is signed
   * with a fresh timestamp and POSTed through the safe POST; then one statement logs every attempt
   * and moves each endpoint's consecutive-failure count (a success resets it; the failures after an
   * endpoint's last success in the batch count on). Answers, per job in order: 'delivered' (2xx),
   * 'dropped' (its endpoint was deleted or is disabled: no request), 'disabled' (this failure
   * reached the threshold: the endpoint is disabled and the job ends), or an Error for a failure
   * pg-boss retries with backoff.
   */
  async deliverBatch(
    jobs: readonly Pick<Job<WebhookDeliveryJob>, 'data' | 'retryCount'>[],
  ): Promise<('delivered' | 'dropped' | 'disabled' | Error)[]> {
    const run = sqlOf(this.orm.em.fork());
    const ids = [...new Set(jobs.map((job) => job.data.endpointId))];
    const rows = await run(`select id, url, secret_encrypted, enabled from webhook_endpoints where id = any($1::uuid[])`, [ids]);
    const endpoints = new Map(rows.map((r) => [String(r.id), r]));
    const secrets = new Map<string, string | null>();
    const secretOf = (id: string, sealed: string) => {
      if (!secrets.has(id)) {
        try {
          secrets.set(id, this.box.open(sealed));
        } catch {
          secrets.set(id, null);
        }
      }
      return secrets.get(id)!;
    };
    // Attempts in the order they ended: an endpoint's count follows that order.
    const attempts: { index: number; endpointId: string; outcome: PostOutcome; durationMs: number }[] = [];
    await Promise.all(
      jobs.map(async (job, index) => {
        const { endpointId, eventId, type, body } = job.data;
        const endpoint = endpoints.get(endpointId);
        if (!endpoint || (endpoint.enabled !== true && !job.data.test)) return;
        const started = performance.now();
        const secret = secretOf(endpointId, String(endpoint.secret_encrypted));
        let outcome: PostOutcome;
        if (secret === null) {
          outcome = { status: null, error: 'The signing secret cannot be read (JWT_SECRET changed?); re-create the endpoint' };
        } else {
          const timestamp = Math.floor(Date.now() / 1000);
          const headers = {
            'content-type': 'application/json',
            'x-counterparty-event': type,
            'x-counterparty-delivery': eventId,
            'x-counterparty-timestamp': String(timestamp),
            'x-counterparty-signature': signWebhook(secret, timestamp, body),
          };
          outcome = await postWebhook(String(endpoint.url), body, headers, this.settings.allowLoopback);
        }
        attempts.push({ index, endpointId, outcome, durationMs: Math.round(performance.now() - started) });
      }),
    );
    const succeeded = (o: PostOutcome) => o.status !== null && o.status >= 200 && o.status < 300;
    const failureOf = (o: PostOutcome) => (succeeded(o) ? null : (o.error ?? `The endpoint answered HTTP ${o.status}`));
    const disabled = new Set<string>();
    if (attempts.length > 0) {
      const threshold = this.settings.disableAfterFailures;
      const column = <T>(pick: (a: (typeof attempts)[number]) => T) => attempts.map(pick);
      const updated = await run(
        `with attempts as (
           select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::int[], $5::int[], $6::text[], $7::boolean[], $8::int[])
             with ordinality as a(endpoint_id, event_id, event_type, attempt, status_code, error, success, duration_ms, seq)
         ), logged as (
           insert into webhook_deliveries (id, endpoint_id, event_id, event_type, attempt, status_code, error, success, duration_ms, created_at)
           select gen_random_uuid(), a.endpoint_id, a.event_id, a.event_type, a.attempt, a.status_code, a.error, a.success, a.duration_ms, now()
           from attempts a join webhook_endpoints e on e.id = a.endpoint_id
         ), tally as (
           select a.endpoint_id,
             count(*) filter (where not a.success) as failures,
             count(*) filter (where not a.success and a.seq > coalesce(s.last_success, 0)) as failures_after,
             s.last_success is not null as any_success,
             (array_agg(a.error order by a.seq desc) filter (where not a.success))[1] as last_error
           from attempts a
           left join (select endpoint_id, max(seq) as last_success from attempts where success group by endpoint_id) s using (endpoint_id)
           group by a.endpoint_id, s.last_success
         ), counted as (
           select t.*, case when t.any_success then t.failures_after else e.failure_count + t.failures end as next_count
           from tally t join webhook_endpoints e on e.id = t.endpoint_id
           where e.enabled and (t.failures > 0 or e.failure_count <> 0)
         )
         update webhook_endpoints e set
           failure_count = c.next_count,
           enabled = c.next_count < $9::int,
           disabled_at = case when c.next_count >= $9 then now() else e.disabled_at end,
           disabled_reason = case when c.next_count >= $9 then $10::text || c.last_error else e.disabled_reason end
         from counted c where e.id = c.endpoint_id
         returning e.id, e.enabled`,
        [
          column((a) => a.endpointId),
          column((a) => jobs[a.index].data.eventId),
          column((a) => jobs[a.index].data.type),
          column((a) => jobs[a.index].retryCount + 1),
          column((a) => a.outcome.status),
          column((a) => failureOf(a.outcome)),
          column((a) => succeeded(a.outcome)),
          column((a) => a.durationMs),
          threshold,
          `Disabled after ${threshold} consecutive failed deliveries; the last: `,
        ],
      );
      for (const row of updated) if (row.enabled === false) disabled.add(String(row.id));
      if (disabled.size > 0) await notify(this.orm.em.fork(), WEBHOOKS_CHANGED);
    }
    const byJob = new Map(attempts.map((a) => [a.index, a]));
    return jobs.map((job, index) => {
      const attempt = byJob.get(index);
      if (!attempt) return 'dropped';
      if (succeeded(attempt.outcome)) return 'delivered';
      if (disabled.has(job.data.endpointId)) return 'disabled';
      return new Error(`Webhook delivery ${job.data.eventId} to endpoint ${job.data.endpointId} failed: ${failureOf(attempt.outcome)}`);
    });
  }
}
