import type { EntityManager } from '@mikro-orm/postgresql';

/** Monitoring, as a list import calls it (the monitoring module builds on this one; the composition root supplies it). */
export interface ListRescreener {
  /** After a list's new version became active: queues the re-screening of every assessment against it. */
  queueRescreen(em: EntityManager, list: { name: string; version: number }): Promise<number>;
}
