import pg from 'pg';
import { waitFor } from './processes.js';

/**
 * Waits until the job queues of `databaseUrl` (only `queues`, when given) are idle: no pg-boss job
 * waiting, retrying or running, delayed ones included, on two looks in a row. What the tests wait
 * for instead of sleeping after work that runs in jobs ("nothing more happens" is then a fact).
 */
export async function queuesIdle(databaseUrl: string, options: { queues?: string[]; timeoutMs?: number } = {}): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let busy: { name: string; state: string; n: number }[] = [];
  let idleLooks = 0;
  try {
    await waitFor(
      async () => {
        ({ rows: busy } = await client.query(
          `select name, state, count(*)::int as n from pgboss.job
            where state < 'completed' and ($1::text[] is null or name = any($1)) group by name, state order by name`,
          [options.queues ?? null],
        ));
        idleLooks = busy.length ? 0 : idleLooks + 1;
        return idleLooks >= 2;
      },
      options.timeoutMs ?? 30_000,
      () => `queues still busy: ${busy.map((b) => `${b.name} ${b.state} ×${b.n}`).join(', ')}`,
    );
  } finally {
    await client.end();
  }
}
