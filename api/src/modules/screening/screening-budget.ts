/**
 * What screening may cost one process and one user (README, Security). Screening statements run on a
 * pool of their own (ScreeningService), so however many run, the requests of everyone else always find
 * a connection; the pool's size bounds them per process, each is cancelled after its statement
 * timeout, and one user may only have a few screening calls in flight, so one analyst's burst cannot
 * take every screening connection either.
 */
import { DomainError } from '../../core/errors.js';

/** How much screening one process runs at once, how long a statement may take, what one user may start. */
export interface ScreeningLimits {
  /** Connections of the screening pool: statements this process runs at once. */
  maxStatements: number;
  /** statement_timeout of every screening statement (ms); also the longest wait for a free connection (see connectionWaitMs). */
  statementTimeoutMs: number;
  /** Screening calls (a search, an assessment that screens) one user may have in flight in this process. */
  callsPerUser: number;
}

/**
 * How long a screening waits for a free connection: as long as a statement may run, so it finds one
 * unless every one was taken again; at least a second, the time a new connection may take to open.
 */
export const connectionWaitMs = (limits: ScreeningLimits) => Math.max(limits.statementTimeoutMs, 1000);

const duration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`);

/** TOO_MANY_REQUESTS: no screening connection came free within connectionWaitMs. */
export const screeningBusy = (limits: ScreeningLimits) =>
  new DomainError(
    'TOO_MANY_REQUESTS',
    `Screening is busy: every one of its ${limits.maxStatements} connections stayed in use for ${duration(connectionWaitMs(limits))}. Try again shortly.`,
    undefined,
    { retryAfter: Math.ceil(connectionWaitMs(limits) / 1000) },
  );

/** GATEWAY_TIMEOUT: a screening statement ran into its statement timeout and was cancelled. */
export const screeningTimedOut = (limits: ScreeningLimits) =>
  new DomainError(
    'GATEWAY_TIMEOUT',
    `Screening took longer than ${duration(limits.statementTimeoutMs)} and was stopped. Try again later, or with fewer or shorter names.`,
  );

/**
 * Counts each user's screening calls in flight in this process and refuses the one over
 * `callsPerUser` at once (it holds nothing yet), rather than letting it queue for connections.
 */
export class ScreeningGate {
  private readonly calls = new Map<string, number>();

  constructor(private readonly callsPerUser: number) {}

  /** Admits a call of `userId` (or an API key's), `limit` at once; the function returned ends it (once). TOO_MANY_REQUESTS (retryAfter 1 s) over the limit. */
  enter(userId: string, limit = this.callsPerUser): () => void {
    const calls = this.calls.get(userId) ?? 0;
    if (calls >= limit) {
      throw new DomainError(
        'TOO_MANY_REQUESTS',
        `You already have ${calls} screening request${calls === 1 ? '' : 's'} running (searches, assessments created or changed); wait for ${calls === 1 ? 'it' : 'one'} to finish.`,
        undefined,
        { retryAfter: 1 },
      );
    }
    this.calls.set(userId, calls + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const left = (this.calls.get(userId) ?? 1) - 1;
      if (left > 0) this.calls.set(userId, left);
      else this.calls.delete(userId);
    };
  }
}
