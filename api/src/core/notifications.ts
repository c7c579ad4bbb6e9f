import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { sqlOf } from './sql.js';

type Handler = (payload: string) => void;

/**
 * One LISTEN connection per process, on which the processes of one installation (API replicas,
 * workers) tell each other things; each module names its own channels. Caches subscribe to
 * channels; whenever the connection is (re)established every cache is told to reset, because
 * notifications sent while it was down are lost.
 */
export class Notifications {
  private client?: pg.Client;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly resetHandlers = new Set<() => void>();
  private stopped = false;
  private retry?: NodeJS.Timeout;

  constructor(private readonly databaseUrl: string) {}

  on(channel: string, handler: Handler): void {
    if (!this.handlers.has(channel)) this.handlers.set(channel, new Set());
    this.handlers.get(channel)!.add(handler);
    if (this.client) void this.client.query(`listen "${channel}"`).catch(() => undefined);
  }

  onReset(handler: () => void): void {
    this.resetHandlers.add(handler);
  }

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', () => this.reconnect());
    client.on('end', () => this.reconnect());
    await client.connect();
    for (const channel of this.handlers.keys()) await client.query(`listen "${channel}"`);
    this.client = client;
    for (const reset of this.resetHandlers) reset();
  }

  private reconnect(): void {
    if (this.stopped || this.retry) return;
    this.client = undefined;
    for (const reset of this.resetHandlers) reset();
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.start().catch(() => this.reconnect());
    }, 1000);
    this.retry.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }
}

/** Sends a notification, inside the caller's transaction when there is one (delivered on commit). */
export async function notify(em: EntityManager, channel: string, payload = ''): Promise<void> {
  await sqlOf(em)('select pg_notify($1, $2)', [channel, payload]);
}
