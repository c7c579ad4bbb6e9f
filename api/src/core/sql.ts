import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Db } from 'pg-boss';

/** A row as PostgreSQL returns it: column name → value. */
export type SqlRow = Record<string, unknown>;

/**
 * Runs one parameterised statement and returns its rows: the one way the product runs SQL the ORM
 * does not write. Placeholders are PostgreSQL's own, `$1`, `$2` …, everywhere.
 */
export type SqlRunner = <Row extends object = SqlRow>(sql: string, params?: readonly unknown[]) => Promise<Row[]>;

/** Runs `statement` and reports it to the ORM's query logger, as the ORM's own statements are (debug logs, tests that count queries). */
async function logged<Row>(em: EntityManager, sql: string, params: readonly unknown[], statement: () => Promise<Row[]>): Promise<Row[]> {
  const started = performance.now();
  const rows = await statement();
  em.config
    .getLogger()
    .logQuery({ query: sql, params, took: Math.round(performance.now() - started), results: rows.length, level: 'info' });
  return rows;
}

/** In `em`'s transaction when it has one, else on its connection pool. */
export function sqlOf(em: EntityManager): SqlRunner {
  const executor: Pick<Kysely<unknown>, 'executeQuery'> = em.getTransactionContext() ?? em.getConnection().getClient();
  return <Row extends object>(sql: string, params: readonly unknown[] = []) =>
    logged(em, sql, params, async () => (await executor.executeQuery(CompiledQuery.raw(sql, [...params]))).rows as Row[]);
}

/**
 * On the pool as a named statement, parsed and planned once per connection instead of on every
 * call: for the hot statements whose text never changes (the assessment insert, a screening
 * search). Outside a transaction only.
 */
export function namedSqlOf(em: EntityManager, name: string): SqlRunner {
  return <Row extends object>(sql: string, params: readonly unknown[] = []) =>
    logged(em, sql, params, async () => {
      const pool = await em.getConnection().getNativeClient();
      return (await pool.query<Row & SqlRow>({ name, text: sql, values: [...params] })).rows;
    });
}

/**
 * A hot statement of `em`: in its transaction when it has one, else a named statement on the pool
 * (namedSqlOf), which also skips the query builder's connection handling (about 0.2 ms of CPU a
 * query on the create path).
 */
export function hotSqlOf(em: EntityManager, name: string): SqlRunner {
  return em.getTransactionContext() ? sqlOf(em) : namedSqlOf(em, name);
}

/** Through pg-boss's Db: a job's own transaction (`transactional` jobs), so the writes commit with it. */
export function sqlOfDb(db: Db): SqlRunner {
  return async <Row extends object>(sql: string, params: readonly unknown[] = []) => (await db.executeSql(sql, [...params])).rows as Row[];
}

/** Parameters of a statement built piece by piece: `add(value)` keeps the value and answers its placeholder (`$n`). */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
