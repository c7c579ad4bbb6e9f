import type { ChildProcess } from 'node:child_process';

export interface BackoffPolicy {
  /** Wait before the first restart. */
  initialMs: number;
  /** The wait doubles per restart up to this. */
  maxMs: number;
  /** A child that stayed up this long is healthy again: its next restart waits `initialMs`. */
  resetAfterMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { initialMs: 1_000, maxMs: 30_000, resetAfterMs: 60_000 };

/** The wait before restarting a child that ran `upMs`, given the wait before its last restart. */
export function restartDelay(policy: BackoffPolicy, previousMs: number | undefined, upMs: number): number {
  if (previousMs === undefined || upMs >= policy.resetAfterMs) return policy.initialMs;
  return Math.min(previousMs * 2, policy.maxMs);
}

interface Supervised {
  name: string;
  spawn: () => ChildProcess;
  child?: ChildProcess;
  startedAt: number;
  delayMs?: number;
  timer?: NodeJS.Timeout;
}

/**
 * Keeps child processes running: one that exits when nobody asked it to is restarted with
 * exponential backoff, so a crashing worker neither takes the API down nor spins the CPU. Only
 * `stop()` ends them for good.
 */
export class Supervisor {
  private readonly entries: Supervised[] = [];
  private stopping = false;

  constructor(
    private readonly policy: BackoffPolicy = DEFAULT_BACKOFF,
    private readonly log: (line: string) => void = (line) => console.log(line),
  ) {}

  /** Starts `spawn()` now and again whenever its process exits unexpectedly. */
  add(name: string, spawn: () => ChildProcess): void {
    const entry: Supervised = { name, spawn, startedAt: 0 };
    this.entries.push(entry);
    this.launch(entry);
  }

  /** Stops restarting, sends every child SIGTERM and resolves when all have exited. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(
      this.entries.map((entry) => {
        clearTimeout(entry.timer);
        const child = entry.child;
        if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
        return new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }),
    );
  }

  private launch(entry: Supervised): void {
    entry.timer = undefined;
    const child = entry.spawn();
    entry.child = child;
    entry.startedAt = Date.now();
    this.log(`${entry.name} started (pid ${child.pid})`);
    child.once('exit', (code, signal) => {
      if (this.stopping) return;
      entry.delayMs = restartDelay(this.policy, entry.delayMs, Date.now() - entry.startedAt);
      this.log(`${entry.name} exited (${signal ?? code}); restarting in ${entry.delayMs / 1000}s`);
      entry.timer = setTimeout(() => this.launch(entry), entry.delayMs);
    });
  }
}
