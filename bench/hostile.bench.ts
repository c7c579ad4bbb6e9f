/**
 * Issue 10: health-check latency while each hostile input of the hardening issue is sent in a
 * loop, next to the same health check with no load (ratio of p99s; aim ≤ 3×).
 */
import { createServer, type Server } from 'node:http';
import { benchDatabase, login, startApi, table } from './support.js';

const ATTACK_MS = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const PROBE_EVERY_MS = 10;
/** One attacker sends the hostile input in a loop, back to back (as the issue states the load). */
const ATTACKERS = 1;

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/** Requests GET /api/health every PROBE_EVERY_MS until `until` resolves; returns the latencies. */
async function probeHealth(apiUrl: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const t = performance.now();
    const res = await fetch(`${apiUrl}/api/health`);
    await res.text();
    if (!res.ok) throw new Error(`health answered ${res.status}`);
    latencies.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, PROBE_EVERY_MS));
  }
  return latencies;
}

/** Runs `attack` in ATTACKERS loops for ATTACK_MS; returns how many attacks were sent. */
async function loop(attack: () => Promise<unknown>): Promise<number> {
  const deadline = Date.now() + ATTACK_MS;
  let sent = 0;
  await Promise.all(
    Array.from({ length: ATTACKERS }, async () => {
      while (Date.now() < deadline) {
        await attack();
        sent += 1;
      }
    }),
  );
  return sent;
}

/** An article of 2 MB of words without sentence punctuation: quadratic for a backtracking splitter. */
function articleServer(): Promise<{ url: string; server: Server }> {
  const words = Array.from({ length: (2 * 1024 * 1024) / 8 }, (_, i) => `word${i % 997}`).join(' ');
  const html = `<!doctype html><html><head><title>Endless</title></head><body><article><p>${words}</p></article></body></html>`;
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}/a`, server })),
  );
}

export async function benchHostile(): Promise<void> {
  const db = await benchDatabase('hostile');
  const api = await startApi(db.url, { ALLOW_LOOPBACK_URLS: 'true', LOGIN_MAX_FAILURES_PER_IP: '30', REGISTER_MAX_PER_IP: '10' });
  const article = await articleServer();
  try {
    const token = await login(api.url);
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }).then((r) =>
        r.text(),
      );
    const auth = { authorization: `Bearer ${token}` };

    // Bodies are built once, so the attacking loops (on the same 2 cores) spend nothing on them.
    const csvBomb = JSON.stringify({ csvContent: `companyName${','.repeat(200_000)}\n${'x\n'.repeat(100_000)}`, fileName: 'bomb.csv' });
    const hugeDocument = JSON.stringify({ query: `{ ${'me { id } '.repeat(200_000)} }` });
    const aliasFlood = JSON.stringify({ query: `{ ${Array.from({ length: 32_000 }, (_, i) => `a${i}: __typename`).join(' ')} }` });
    const badLogins = Array.from({ length: 50 }, (_, i) => JSON.stringify({ email: 'admin@counterparty.test', password: `wrong-${i}` }));
    const hugeEmail = JSON.stringify({ email: `${'a'.repeat(1024 * 1024)}@x.io`, password: 'x' });
    const summarize = JSON.stringify({ url: article.url });

    const attacks: [string, () => Promise<unknown>][] = [
      ['summarize a 2 MB unpunctuated article (offline summarizer)', () => post('/api/assessments/summarize-news', summarize, auth)],
      ['CSV bomb: 200,000 header commas, 100,000 rows', () => post('/api/batch/upload', csvBomb, auth)],
      ['GraphQL document of 2 MB (anonymous)', () => post('/graphql', hugeDocument)],
      ['GraphQL 32,000 aliases (anonymous)', () => post('/graphql', aliasFlood)],
      ['50 parallel wrong-password sign-ins', () => Promise.all(badLogins.map((body) => post('/api/auth/login', body)))],
      ['sign-in with a 1 MB email', () => post('/api/auth/login', hugeEmail)],
    ];

    const idle = await probeHealth(api.url, new Promise((r) => setTimeout(r, ATTACK_MS)));
    const idleP99 = percentile(idle, 99);
    const rows: (string | number)[][] = [
      ['load', 'attacks sent', 'health p50 ms', 'health p99 ms', 'p99 ratio'],
      ['none (idle)', 0, percentile(idle, 50).toFixed(1), idleP99.toFixed(1), '1.00'],
    ];
    for (const [name, attack] of attacks) {
      const sent = loop(attack);
      const latencies = await probeHealth(api.url, sent);
      const p99 = percentile(latencies, 99);
      rows.push([name, await sent, percentile(latencies, 50).toFixed(1), p99.toFixed(1), (p99 / idleP99).toFixed(2)]);
    }
    table(`Health-check latency under hostile input (${ATTACKERS} attack loop, ${ATTACK_MS / 1000} s each; aim p99 ratio ≤ 3)`, rows);
  } finally {
    article.server.close();
    await api.stop();
    await db.close();
  }
}
