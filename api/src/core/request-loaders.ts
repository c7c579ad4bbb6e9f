import DataLoader from 'dataloader';
import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Per-request batch loaders for field resolvers that look something up per row: however many rows
 * a page holds, each loader costs one SQL query per tick of the event loop. Each module declares
 * the loaders of its own tables (a `LoaderFactory`); a request makes each at most once, over its
 * EntityManager, so nothing is cached across requests or users.
 */
export type LoaderFactory<K, V> = (em: EntityManager) => DataLoader<K, V>;

// A page holds at most 100 rows; larger batches are split so each IN list stays small.
const MAX_BATCH = 500;

/** The loaders of one request, made on first use. */
export class RequestLoaders {
  private readonly made = new Map<LoaderFactory<never, unknown>, DataLoader<never, unknown>>();

  constructor(private readonly em: EntityManager) {}

  of<K, V>(factory: LoaderFactory<K, V>): DataLoader<K, V> {
    let loader = this.made.get(factory) as DataLoader<K, V> | undefined;
    if (!loader) {
      loader = factory(this.em);
      this.made.set(factory, loader);
    }
    return loader;
  }
}

/** A loader answering each key with what `load` found for it, or null. */
export function keyedLoader<K, V>(load: (em: EntityManager, keys: K[]) => Promise<Map<K, V>>): LoaderFactory<K, V | null> {
  return (em) =>
    new DataLoader<K, V | null>(
      async (keys) => {
        const found = await load(em, [...keys]);
        return keys.map((key) => found.get(key) ?? null);
      },
      { maxBatchSize: MAX_BATCH },
    );
}

/** Rows of one entity by id. */
export function byIdLoader<T extends { id: string }>(entity: EntityClass<T>): LoaderFactory<string, T | null> {
  return keyedLoader(async (em, ids) => {
    const rows = (await em.find(entity, { id: { $in: ids } } as never)) as T[];
    return new Map(rows.map((row) => [row.id, row]));
  });
}
