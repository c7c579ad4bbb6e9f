/**
 * Webhooks: events delivered per second to a local receiver, and the delay from the commit of the
 * publishing transaction to the receiver getting the POST (p50/p95), next to a raw baseline: a
 * bare HTTP POST loop to the same receiver at the worker's concurrency. Environment:
 * BENCH_WEBHOOK_EVENTS (default 2,000).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../api/src/core/config.js';
import { createServices } from '../api/src/services.js';
import { DELIVERY_BATCH, deliveryBatchesInFlight } from '../api/src/modules/webhook/webhook-delivery.job.js';
import { WebhookEventType } from '../api/src/modules/webhook/webhook.events.js';
import { startWorker, TEST_JWT_SECRET } from '../api/test/support/processes.js';
import { benchDatabase, login, startApi, table } from './support.js';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 2000);
const SINGLE_RUNS = 50;
const ENV = { ALLOW_LOOPBACK_URLS: 'true', WORKER_CONCURRENCY: '2', JWT_SECRET: TEST_JWT_SECRET };
/** The worker's deliveries in flight for WORKER_CONCURRENCY=2 (webhook-delivery.job.ts): the baseline's concurrency. */
const DELIVERY_CONCURRENCY = DELIVERY_BATCH * deliveryBatchesInFlight(2);

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

export async function benchWebhooks(): Promise<void> {
  const arrived = new Map<string, number>();
  let waiter: { count: number; resolve: () => void } | undefined;
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const id = req.headers['x-counterparty-delivery'];
      if (typeof id === 'string') arrived.set(id, performance.now());
      else arrived.set(`raw-${arrived.size}`, performance.now());
      res.writeHead(204).end();
      if (waiter && arrived.size >= waiter.count) waiter.resolve();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const until = (count: number) =>
    new Promise<void>((resolve) => {
      if (arrived.size >= count) return resolve();
      waiter = { count, resolve };
    });

  // Raw baseline: a bare POST loop of the same bodies at the worker's concurrency.
  const body = JSON.stringify({ id: 'x', type: 'assessment.decided', createdAt: new Date().toISOString(), data: { assessmentId: 'x' } });
  const agent = new http.Agent({ keepAlive: true, maxSockets: DELIVERY_CONCURRENCY });
  const post = () =>
    new Promise<void>((resolve, reject) => {
      const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (res) => {
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end(body);
    });
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: DELIVERY_CONCURRENCY }, async () => {
      while (next < EVENTS) {
        next += 1;
        await post();
      }
    }),
  );
  const rawRate = EVENTS / ((performance.now() - started) / 1000);
  const rawSingle: number[] = [];
  for (let i = 0; i < SINGLE_RUNS; i += 1) {
    const t = performance.now();
    await post();
    rawSingle.push(performance.now() - t);
  }
  agent.destroy();
  arrived.clear();

  const database = await benchDatabase('webhooks');
  const api = await startApi(database.url, ENV);
  const worker = await startWorker(database.url, ENV);
  let second: Awaited<ReturnType<typeof startWorker>> | undefined;
  const services = await createServices(loadConfig({ ...process.env, ...ENV }), database.url, { poolMax: 4 });
  try {
    const token = await login(api.url);
    const created = await fetch(`${api.url}/api/admin/webhooks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url, events: ['assessment.decided'] }),
    });
    if (created.status !== 201) throw new Error(`endpoint: ${created.status} ${await created.text()}`);
    const data = (i: number) => ({ assessmentId: `bench-${i}`, companyName: `Bench ${i}`, status: 'approved', rationale: 'ok' });

    /** Publishes `n` events in one transaction; answers the commit time and the event ids. */
    const publish = async (n: number) => {
      const em = services.orm.em.fork();
      await em.transactional(async (tx) => {
        await services.events.publish(
          tx,
          WebhookEventType.ASSESSMENT_DECIDED,
          Array.from({ length: n }, (_, i) => data(i)),
        );
      });
      return performance.now();
    };

    // Warm-up (cache, connections), then single events one at a time: commit → arrival.
    await publish(1);
    await until(1);
    const single: number[] = [];
    for (let i = 0; i < SINGLE_RUNS; i += 1) {
      const before = arrived.size;
      const committed = await publish(1);
      await until(before + 1);
      single.push(Math.max(...arrived.values()) - committed);
    }

    /** EVENTS events committed at once: events/s and each one's commit → arrival delay. */
    const burst = async () => {
      arrived.clear();
      const from = performance.now();
      const committed = await publish(EVENTS);
      await until(EVENTS);
      const times = [...arrived.values()];
      return { rate: EVENTS / ((Math.max(...times) - from) / 1000), delays: times.map((t) => t - committed) };
    };
    const { rate, delays } = await burst();
    // Two worker nodes on one database (the second started now), sharing the same burst.
    second = await startWorker(database.url, ENV);
    await publish(1);
    await until(1);
    const two = await burst();

    table(`Webhooks: ${EVENTS.toLocaleString('en')} events to a local receiver (1 worker, ${DELIVERY_CONCURRENCY} deliveries at a time)`, [
      ['', 'events/s', 'ratio to raw', 'delay p50 (ms)', 'delay p95 (ms)'],
      [
        `raw baseline: bare HTTP POST loop, ${DELIVERY_CONCURRENCY} at a time (delay = one POST alone)`,
        rawRate.toFixed(0),
        '1.00',
        percentile(rawSingle, 50).toFixed(1),
        percentile(rawSingle, 95).toFixed(1),
      ],
      [
        'webhooks, one event per transaction (commit → received)',
        '',
        '',
        percentile(single, 50).toFixed(1),
        percentile(single, 95).toFixed(1),
      ],
      [
        `webhooks, ${EVENTS.toLocaleString('en')} events in one transaction (commit → received)`,
        rate.toFixed(0),
        (rate / rawRate).toFixed(2),
        percentile(delays, 50).toFixed(0),
        percentile(delays, 95).toFixed(0),
      ],
      [
        `the same burst with two workers on one database (two nodes' worth of deliveries in flight)`,
        two.rate.toFixed(0),
        (two.rate / rawRate).toFixed(2),
        percentile(two.delays, 50).toFixed(0),
        percentile(two.delays, 95).toFixed(0),
      ],
    ]);
  } finally {
    await services.close();
    await second?.stop();
    await worker.stop();
    await api.stop();
    await database.close();
    await new Promise((resolve) => receiver.close(resolve));
  }
}
