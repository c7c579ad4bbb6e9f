/**
 * Counts failed sign-ins per email and per client address in a sliding window; past the limit
 * the key is refused (429) until the window has passed since its first failure. Kept in the API
 * process: with several API replicas each enforces its own limit, which still bounds guessing.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(
    private readonly maxPerEmail: number,
    private readonly maxPerAddress: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfter(email: string, address: string): number {
    return Math.max(this.blockedFor(`e:${email}`, this.maxPerEmail), this.blockedFor(`a:${address}`, this.maxPerAddress));
  }

  recordFailure(email: string, address: string): void {
    this.bump(`e:${email}`);
    this.bump(`a:${address}`);
  }

  recordSuccess(email: string): void {
    this.failures.delete(`e:${email}`);
  }

  private blockedFor(key: string, max: number): number {
    const entry = this.failures.get(key);
    if (!entry) return 0;
    const left = entry.since + this.windowMs - this.now();
    if (left <= 0) {
      this.failures.delete(key);
      return 0;
    }
    return entry.count >= max ? left : 0;
  }

  private bump(key: string): void {
    const entry = this.failures.get(key);
    if (!entry || entry.since + this.windowMs <= this.now()) this.failures.set(key, { count: 1, since: this.now() });
    else entry.count += 1;
    if (this.failures.size > 100_000) this.prune();
  }

  private prune(): void {
    for (const [key, entry] of this.failures) if (entry.since + this.windowMs <= this.now()) this.failures.delete(key);
  }
}
