import { Worker } from 'node:worker_threads';
import { DomainError } from '../../core/errors.js';
import type { Article } from './article.js';

/** Worker threads kept per process; parsing is CPU-bound and the machine may have 2 cores. */
const POOL_SIZE = 2;
/** A page that takes longer than this to parse is refused and its thread replaced. */
const EXTRACT_TIMEOUT_MS = 15_000;

interface Pending {
  resolve: (article: Article) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

// Under tsx (development, tests) the worker is TypeScript and needs the same loader.
const workerUrl = new URL(import.meta.url.endsWith('.ts') ? './article.worker.ts' : './article.worker.js', import.meta.url);
const execArgv =
  import.meta.url.endsWith('.ts') && !process.execArgv.includes('tsx') ? [...process.execArgv, '--import', 'tsx'] : process.execArgv;

/**
 * Readability and the DOM parser take seconds on a 2 MB page dense with markup: linear, but long
 * enough to stall every other request. They run here on worker threads instead, so the API's
 * event loop stays responsive whatever page a user points at.
 */
export class ArticleExtractor {
  private readonly slots: Slot[] = [];
  private nextId = 0;

  extract(html: string, url: string): Promise<Article> {
    const slot = this.slot();
    const id = (this.nextId += 1);
    return new Promise<Article>((resolve, reject) => {
      const timer = setTimeout(
        () => this.fail(slot, new DomainError('BAD_USER_INPUT', 'The page is too complex to read', 'url')),
        EXTRACT_TIMEOUT_MS,
      );
      slot.pending.set(id, { resolve, reject, timer });
      slot.worker.postMessage({ id, html, url });
    });
  }

  /** The least busy thread, starting one while the pool is not full. */
  private slot(): Slot {
    const idle = this.slots.find((s) => s.pending.size === 0);
    if (idle) return idle;
    if (this.slots.length < POOL_SIZE) return this.start();
    return this.slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  }

  private start(): Slot {
    const worker = new Worker(workerUrl, { execArgv });
    worker.unref();
    const slot: Slot = { worker, pending: new Map() };
    worker.on('message', ({ id, article }: { id: number; article?: Article }) => {
      const job = slot.pending.get(id);
      if (!job) return;
      slot.pending.delete(id);
      clearTimeout(job.timer);
      if (article) job.resolve(article);
      else job.reject(new DomainError('BAD_USER_INPUT', 'The page could not be read', 'url'));
    });
    worker.on('error', (error) => this.fail(slot, error));
    worker.on('exit', () => this.fail(slot, new Error('article worker exited')));
    this.slots.push(slot);
    return slot;
  }

  /** Rejects every job of a thread that hung or died, and replaces it on the next request. */
  private fail(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    for (const job of slot.pending.values()) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    slot.pending.clear();
    void slot.worker.terminate();
  }
}
