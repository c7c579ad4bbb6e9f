import { Worker, type TransferListItem } from 'node:worker_threads';

/** What a pool's worker file answers for each message: `{id, result}`, or `{id, error}` when it threw. */
export interface ThreadReply<Result> {
  id: number;
  result?: Result;
  error?: string;
}

interface Pending<Result> {
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
}

interface Slot<Result> {
  worker: Worker;
  pending: Map<number, Pending<Result>>;
}

export interface ThreadPoolOptions {
  /** The worker file, as this module's URL (`.ts` under tsx, `.js` compiled: see `workerFile`). */
  url: URL;
  /** Threads kept: work is CPU-bound and the machine may have 2 cores. */
  size?: number;
  /** A job that takes longer fails with `onTimeout()` and its thread is replaced (a hostile input that never ends). */
  timeoutMs?: number;
  onTimeout?: () => Error;
  /** The error of a job whose worker file threw (its message is the thrown one). */
  onError?: (message: string) => Error;
}

/** The worker file beside `moduleUrl`: `name.ts` under tsx (development, tests), `name.js` compiled. */
export const workerFile = (moduleUrl: string, name: string) =>
  new URL(moduleUrl.endsWith('.ts') ? `./${name}.ts` : `./${name}.js`, moduleUrl);

/**
 * Runs CPU-bound work (parsing pages, parsing large bodies) on worker threads started on first use,
 * so the event loop keeps serving every other request. A thread that dies or hangs fails its jobs
 * and is replaced on the next one. The worker file answers each `{id, ...payload}` with a ThreadReply.
 */
export class ThreadPool<Payload extends object, Result> {
  private readonly slots: Slot<Result>[] = [];
  private nextId = 0;
  private readonly execArgv: string[];

  constructor(private readonly options: ThreadPoolOptions) {
    // A TypeScript worker file needs the loader the process runs under (tsx).
    const typescript = options.url.pathname.endsWith('.ts');
    this.execArgv = typescript && !process.execArgv.includes('tsx') ? [...process.execArgv, '--import', 'tsx'] : process.execArgv;
  }

  /** Runs one job; `transfer` moves buffers to the thread instead of copying them. */
  run(payload: Payload, transfer: TransferListItem[] = []): Promise<Result> {
    const slot = this.slot();
    const id = (this.nextId += 1);
    return new Promise<Result>((resolve, reject) => {
      const { timeoutMs, onTimeout } = this.options;
      const timer = timeoutMs ? setTimeout(() => this.fail(slot, onTimeout?.() ?? new Error('timed out')), timeoutMs) : undefined;
      slot.pending.set(id, { resolve, reject, timer });
      slot.worker.postMessage({ id, ...payload }, transfer);
    });
  }

  /** The least busy thread, starting one while the pool is not full. */
  private slot(): Slot<Result> {
    const idle = this.slots.find((s) => s.pending.size === 0);
    if (idle) return idle;
    if (this.slots.length < (this.options.size ?? 2)) return this.start();
    return this.slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  }

  private start(): Slot<Result> {
    const worker = new Worker(this.options.url, { execArgv: this.execArgv });
    worker.unref();
    const slot: Slot<Result> = { worker, pending: new Map() };
    worker.on('message', ({ id, result, error }: ThreadReply<Result>) => {
      const job = slot.pending.get(id);
      if (!job) return;
      slot.pending.delete(id);
      clearTimeout(job.timer);
      if (error === undefined) job.resolve(result as Result);
      else job.reject(this.options.onError?.(error) ?? new Error(error));
    });
    worker.on('error', (error) => this.fail(slot, error));
    worker.on('exit', () => this.fail(slot, new Error('worker thread exited')));
    this.slots.push(slot);
    return slot;
  }

  /** Rejects every job of a thread that hung or died, and replaces it on the next job. */
  private fail(slot: Slot<Result>, error: Error): void {
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

/** The worker-file side: answers each message with `handle`'s result, or the message of what it threw. */
export function serveThreadJobs<Payload, Result>(
  port: { on(event: 'message', fn: (m: Payload & { id: number }) => void): void; postMessage(m: unknown): void },
  handle: (payload: Payload) => Result,
): void {
  port.on('message', (message) => {
    try {
      port.postMessage({ id: message.id, result: handle(message) } satisfies ThreadReply<Result>);
    } catch (error) {
      port.postMessage({ id: message.id, error: (error as Error).message } satisfies ThreadReply<Result>);
    }
  });
}
