import { createFreshDatabase, testServer } from '../api/test/support/postgres.js';
import { startApi, TEST_ADMIN } from '../api/test/support/processes.js';

export { startApi, TEST_ADMIN };

/** A fresh database on the test server (local, TEST_DATABASE_URL or embedded) for one benchmark. */
export async function benchDatabase(label: string) {
  const server = await testServer();
  const db = await createFreshDatabase(server.adminUrl, `bench_${label}`);
  return {
    url: db.url,
    async close() {
      await db.drop();
      await server.stop();
    },
  };
}

export async function login(apiUrl: string): Promise<string> {
  const res = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  return ((await res.json()) as { token: string }).token;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

export async function timeIt(fn: () => Promise<unknown>, runs: number): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return median(times);
}

export function table(title: string, rows: (string | number)[][]): void {
  console.log(`\n## ${title}\n`);
  const [head, ...body] = rows;
  console.log(`| ${head.join(' | ')} |`);
  console.log(`|${head.map(() => '---').join('|')}|`);
  for (const r of body) console.log(`| ${r.join(' | ')} |`);
}
