import type { EntityManager } from '@mikro-orm/postgresql';
import { notify, type Notifications } from '../../core/notifications.js';
import type { Principal } from '../../core/principal.js';
import { sqlOf } from '../../core/sql.js';
import { TtlCache } from '../../core/ttl-cache.js';
import type { ApiScope } from '../../core/api-scope.js';
import { DomainError } from '../../core/errors.js';
import { AttemptLimiter } from '../auth/attempt-limiter.js';
import { SESSIONS_REVOKED } from '../auth/auth.service.js';
import { User } from '../user/user.entity.js';
import { isApiKeyToken, matches, prefixOf } from './api-key-token.js';

/** How long a process trusts its copy of a key; a revocation reaches every process at once (a notification). */
const KEY_TTL_MS = 30_000;
/** Last use is written at most this often per key: a busy key would otherwise write a row per call. */
const LAST_USE_EVERY_MS = 60_000;
const KEYS_CHANGED = 'cp_api_keys_changed';

interface CachedKey {
  id: string;
  secretHash: string;
  previousSecretHash: string | null;
  previousValidUntil: number | null;
  expiresAt: number;
  scopes: readonly ApiScope[];
  screeningConcurrency: number;
  user: User;
}

/**
 * Resolves `Authorization: Bearer cpk_…` to the account the key acts for, with its scopes. Keys are
 * cached per process for KEY_TTL_MS; any change (revoke, rotate, scopes) notifies every process,
 * which drops its copy, so a revoked key stops at once across replicas.
 */
export class ApiKeyService {
  private readonly keys = new TtlCache<string, CachedKey>(KEY_TTL_MS);
  // Prefixes no live key has: a flood of made-up keys costs one query per prefix, not per request.
  private readonly unknown = new TtlCache<string, true>(KEY_TTL_MS);
  private readonly lastUse = new Map<string, number>();
  // The auth module's counters (rate_limits), shared by every replica.
  private readonly budget = new AttemptLimiter();

  constructor(
    notifications: Notifications,
    private readonly ratePerMinute: number,
  ) {
    notifications.on(KEYS_CHANGED, (prefix) => {
      this.keys.delete(prefix);
      this.unknown.delete(prefix);
    });
    // An account's sessions ended (suspension, role change, deletion): its keys are looked up afresh.
    notifications.on(SESSIONS_REVOKED, (payload) => {
      const { userId } = JSON.parse(payload) as { userId?: string };
      if (userId) this.keys.deleteWhere((k) => k.user.id === userId);
    });
    notifications.onReset(() => this.keys.clear());
  }

  /** Whether a bearer token is an API key's (else a session's). */
  handles(token: string): boolean {
    return isApiKeyToken(token);
  }

  /**
   * The principal of a key token: null when malformed, unknown, revoked, expired, its secret wrong
   * (the previous secret only within a rotation's grace), or its account gone, suspended or not approved.
   */
  async authenticate(em: EntityManager, token: string): Promise<Principal<User> | null> {
    const prefix = prefixOf(token);
    if (!prefix) return null;
    if (this.unknown.get(prefix)) return null;
    const key = this.keys.get(prefix) ?? (await this.load(em, prefix));
    if (key === 'inactive') return null;
    if (!key) {
      this.unknown.set(prefix, true);
      return null;
    }
    const now = Date.now();
    const valid =
      key.expiresAt > now &&
      (matches(token, key.secretHash) ||
        (key.previousValidUntil !== null && key.previousValidUntil > now && matches(token, key.previousSecretHash)));
    if (!valid) return null;
    await this.admit(em, key.id);
    this.noteUse(em, key.id, now);
    return {
      user: key.user,
      sid: `key:${key.id}`,
      apiKey: { id: key.id, scopes: key.scopes, screeningConcurrency: key.screeningConcurrency },
    };
  }

  /** The live key of `prefix`; 'inactive' while its account is suspended or unapproved (looked up again next time); null when there is none. */
  private async load(em: EntityManager, prefix: string): Promise<CachedKey | 'inactive' | null> {
    const [row] = await sqlOf(em)<Record<string, unknown>>(
      `select k.id as key_id, k.secret_hash, k.previous_secret_hash, k.previous_valid_until, k.expires_at, k.scopes, k.screening_concurrency, u.*
       from api_keys k join users u on u.id = k.acts_for_id
       where k.prefix = $1 and k.revoked_at is null and not k.awaiting_approval`,
      [prefix],
    );
    if (!row) return null;
    if (!row.approved || row.suspended_at) return 'inactive';
    const { key_id, secret_hash, previous_secret_hash, previous_valid_until, expires_at, scopes, screening_concurrency, ...user } = row;
    const key: CachedKey = {
      id: key_id as string,
      secretHash: secret_hash as string,
      previousSecretHash: (previous_secret_hash as string | null) ?? null,
      previousValidUntil: previous_valid_until ? new Date(previous_valid_until as string).getTime() : null,
      expiresAt: new Date(expires_at as string).getTime(),
      scopes: scopes as ApiScope[],
      screeningConcurrency: screening_concurrency as number,
      // Mapped in a fork of its own: the cache must not keep a request's identity map alive.
      user: em.fork().map(User, user),
    };
    this.keys.set(prefix, key);
    return key;
  }

  /**
   * Counts the call against the key's budget (API_KEY_RATE_PER_MINUTE per clock minute, shared by
   * every replica: one upsert of the key's counter). TOO_MANY_REQUESTS with `retryAfter` (seconds to
   * the next minute) past the budget; the refused call is counted too, so a flood stays refused.
   */
  private async admit(em: EntityManager, id: string): Promise<void> {
    const { hits, retryAfter } = await this.budget.countThisMinute(em, `api-key:${id}`);
    if (hits > this.ratePerMinute) {
      throw new DomainError('TOO_MANY_REQUESTS', `This API key made more than ${this.ratePerMinute} requests this minute`, undefined, {
        retryAfter,
      });
    }
  }

  /** Records the key's last use, at most once a minute per process; a failure to record never fails the call. */
  private noteUse(em: EntityManager, id: string, now: number): void {
    if ((this.lastUse.get(id) ?? 0) > now - LAST_USE_EVERY_MS) return;
    this.lastUse.set(id, now);
    sqlOf(em.fork())(`update api_keys set last_used_at = now() where id = $1`, [id]).catch((error: unknown) =>
      console.error('[api-keys] last use not recorded', error),
    );
  }

  /** A key changed (revoked, rotated, scopes): every process drops its copy once `em`'s transaction commits. */
  async changed(em: EntityManager, prefix: string): Promise<void> {
    this.keys.delete(prefix);
    await notify(em, KEYS_CHANGED, prefix);
  }
}
