import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { API_SCOPE_CATALOG, API_SCOPES, ApiScope } from '../../../core/api-scope.js';
import { badInput, conflict, notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { anAdmin, enforce } from '../../../core/policy.js';
import { Role, type Actor } from '../../../core/principal.js';
import { assertSafeText } from '../../../core/safe-text.js';
import { AccountAction } from '../../user/account-audit-log.entity.js';
import { accountSnapshot, recordAccountAction } from '../../user/account-audit.js';
import { fullName } from '../../user/full-name.js';
import { User } from '../../user/user.entity.js';
import { ApiKey } from '../api-key.entity.js';
import { newApiKeyToken } from '../api-key-token.js';
import { pendingProposalsOf, proposeApiKeyChange } from './api-key-proposals.js';

/** What changing keys needs: the key service (dropping every process's copy) and whether admin keys need a second admin. */
export interface ApiKeyDeps {
  apiKeys: { changed(em: EntityManager, prefix: string): Promise<void> };
  config: { REQUIRE_ADMIN_APPROVAL: boolean };
}

/** The longest a key may live: a year, so every key is reissued at least yearly. */
const MAX_KEY_DAYS = 365;
/** The most screening calls one key may have in flight per API process. */
const MAX_KEY_SCREENING_CONCURRENCY = 50;
/** A key's screening concurrency unless its creator sets one: a person's default. */
const DEFAULT_KEY_SCREENING_CONCURRENCY = 2;

/** The longest a rotated key's old secret stays valid beside the new one. */
const MAX_GRACE_HOURS = 7 * 24;
const DEFAULT_GRACE_HOURS = 24;

/** What keys may be: the limits the commands below enforce, served to the admin page (apiKeyPolicy) so it never keeps a copy. */
export const API_KEY_POLICY = {
  maxDays: MAX_KEY_DAYS,
  /** The expiry the admin page offers first; any day up to maxDays is taken. */
  suggestedDays: 90,
  graceHours: { default: DEFAULT_GRACE_HOURS, min: 0, max: MAX_GRACE_HOURS },
  screeningConcurrency: { default: DEFAULT_KEY_SCREENING_CONCURRENCY, min: 1, max: MAX_KEY_SCREENING_CONCURRENCY },
  scopes: API_SCOPES.map((scope) => ({ scope, ...API_SCOPE_CATALOG[scope] })),
} as const;
const DAY = 86_400_000;

/** A key as lists show it: never its secret. */
export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiScope[];
  screeningConcurrency: number;
  actsFor: { id: string; name: string; email: string } | null;
  expiresAt: Date;
  createdAt: Date;
  createdByName: string | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  previousValidUntil: Date | null;
  /** Made with the admin scope under REQUIRE_ADMIN_APPROVAL: inert until a second admin approves it. */
  awaitingApproval: boolean;
  /** Scopes adding admin that wait for a second admin; null when none. */
  pendingScopes: ApiScope[] | null;
  /** Who asked for what waits (the key's creator, or the admin who asked for the scopes); null when nothing waits. */
  pendingProposedBy: { id: string; name: string; email: string } | null;
}

type Body = Record<string, unknown>;
const bodyOf = (raw: unknown): Body => (raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Body) : {});

function parseName(value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) throw badInput('name is required', 'name');
  assertSafeText(value, 'name');
  const name = value.trim();
  if (name.length > 100) throw badInput('name must be at most 100 characters', 'name');
  return name;
}

function parseScopes(value: unknown): ApiScope[] {
  if (!Array.isArray(value) || value.length === 0) throw badInput(`scopes must list at least one of ${API_SCOPES.join(', ')}`, 'scopes');
  if (value.length > API_SCOPES.length) throw badInput(`scopes must list each of ${API_SCOPES.join(', ')} at most once`, 'scopes');
  const scopes = new Set<ApiScope>();
  for (const s of value as unknown[]) {
    const scope = typeof s === 'string' ? (s.toLowerCase() as ApiScope) : null;
    if (!scope || !API_SCOPES.includes(scope)) throw badInput(`scopes must be among ${API_SCOPES.join(', ')}`, 'scopes');
    scopes.add(scope);
  }
  return API_SCOPES.filter((s) => scopes.has(s));
}

function parseConcurrency(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_KEY_SCREENING_CONCURRENCY;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_KEY_SCREENING_CONCURRENCY) {
    throw badInput(`screeningConcurrency must be a whole number from 1 to ${MAX_KEY_SCREENING_CONCURRENCY}`, 'screeningConcurrency');
  }
  return value;
}

function parseExpiry(value: unknown): Date {
  const at = typeof value === 'string' || value instanceof Date ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime())) throw badInput('expiresAt must be a date and time (ISO 8601)', 'expiresAt');
  if (at.getTime() <= Date.now()) throw badInput('expiresAt must be in the future', 'expiresAt');
  if (at.getTime() > Date.now() + MAX_KEY_DAYS * DAY) throw badInput(`expiresAt must be within ${MAX_KEY_DAYS} days`, 'expiresAt');
  return at;
}

/** The account a key acts for: approved and not suspended; an admin for a key with the admin scope. */
async function actsFor(em: EntityManager, value: unknown, scopes: readonly ApiScope[]): Promise<User> {
  const user = typeof value === 'string' && isUuid(value) ? await em.findOne(User, value) : null;
  if (!user || !user.approved || user.suspendedAt) throw badInput('actsForUserId must be an approved, active account', 'actsForUserId');
  if (scopes.includes(ApiScope.ADMIN) && user.role !== Role.ADMIN) {
    throw badInput('A key with the admin scope must act for an admin', 'actsForUserId');
  }
  return user;
}

export async function viewsOf(em: EntityManager, keys: ApiKey[]): Promise<ApiKeyView[]> {
  const waiting = await pendingProposalsOf(
    em,
    keys.filter((k) => k.awaitingApproval || k.pendingScopes).map((k) => k.id),
  );
  const ids = [...new Set(keys.flatMap((k) => [k.actsForId, k.createdById, ...(waiting.get(k.id) ? [waiting.get(k.id)!] : [])]))];
  const users = new Map((await em.find(User, { id: { $in: ids } })).map((u) => [u.id, u]));
  return keys.map((k) => {
    const actor = users.get(k.actsForId);
    const creator = users.get(k.createdById);
    const proposer = users.get(waiting.get(k.id) ?? '');
    return {
      id: k.id,
      name: k.name,
      prefix: k.prefix,
      scopes: k.scopes,
      screeningConcurrency: k.screeningConcurrency,
      actsFor: actor ? { id: actor.id, name: fullName(actor), email: actor.email } : null,
      expiresAt: k.expiresAt,
      createdAt: k.createdAt,
      createdByName: creator ? fullName(creator) : null,
      revokedAt: k.revokedAt ?? null,
      lastUsedAt: k.lastUsedAt ?? null,
      previousValidUntil: k.previousValidUntil && k.previousValidUntil > new Date() ? k.previousValidUntil : null,
      awaitingApproval: k.awaitingApproval,
      pendingScopes: k.pendingScopes ?? null,
      pendingProposedBy: proposer ? { id: proposer.id, name: fullName(proposer), email: proposer.email } : null,
    };
  });
}

/** The most keys the list answers (newest first): a bank runs dozens of integrations, not hundreds. */
export const MAX_LISTED_KEYS = 200;

/** Admins: every key, newest first (at most MAX_LISTED_KEYS), never a secret. FORBIDDEN. */
export async function listApiKeysCommand(em: EntityManager, actor: Actor): Promise<ApiKeyView[]> {
  enforce(anAdmin(actor));
  return viewsOf(em, await em.find(ApiKey, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: MAX_LISTED_KEYS }));
}

/** A key just made or rotated: its view, and the token shown this once. */
export interface IssuedApiKey {
  key: ApiKeyView;
  token: string;
}

/**
 * Admins: creates a key with a name (1–100 characters), scopes (read, assess, screen, admin), an
 * expiry within a year, the account it acts for (approved and active; an admin for the admin
 * scope), and its own screening concurrency (1–50 calls in flight per API process, default 2). The
 * token is answered once and only its hash kept; the account audit log records who made which key
 * for whom. A key with the admin scope under REQUIRE_ADMIN_APPROVAL is made inert and proposed to a
 * second admin (its token, shown now, works once approved). FORBIDDEN, BAD_USER_INPUT naming the field.
 */
export async function createApiKeyCommand(em: EntityManager, deps: ApiKeyDeps, actor: Actor, raw: unknown): Promise<IssuedApiKey> {
  enforce(anAdmin(actor));
  const body = bodyOf(raw);
  const name = parseName(body.name);
  const scopes = parseScopes(body.scopes);
  const expiresAt = parseExpiry(body.expiresAt);
  const screeningConcurrency = parseConcurrency(body.screeningConcurrency);
  const issued = newApiKeyToken();
  const needsSecondAdmin = deps.config.REQUIRE_ADMIN_APPROVAL && scopes.includes(ApiScope.ADMIN);
  const key = await em.transactional(async (tx) => {
    const user = await actsFor(tx, body.actsForUserId, scopes);
    const created = tx.create(ApiKey, {
      name,
      prefix: issued.prefix,
      secretHash: issued.hash,
      scopes,
      actsForId: user.id,
      expiresAt,
      screeningConcurrency,
      createdById: actor.id,
      awaitingApproval: needsSecondAdmin,
    });
    if (needsSecondAdmin) {
      await proposeApiKeyChange(tx, actor, user, created, { change: 'create', scopes });
      return created;
    }
    recordAccountAction(tx, {
      action: AccountAction.API_KEY_CREATED,
      actor,
      target: accountSnapshot(user),
      summary: `API key "${name}" (${issued.prefix}) created to act for ${user.email}, scopes ${scopes.join(', ')}`,
      details: { keyId: created.id, prefix: issued.prefix, scopes, expiresAt: expiresAt.toISOString(), screeningConcurrency },
    });
    return created;
  });
  const [view] = await viewsOf(em, [key]);
  return { key: view, token: issued.token };
}

/** The key `id`, locked for a change; not a revoked one. NOT_FOUND, CONFLICT (revoked). */
async function liveKey(tx: EntityManager, id: string): Promise<{ key: ApiKey; user: User | null }> {
  const key = isUuid(id) ? await tx.findOne(ApiKey, id, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
  if (!key) throw notFound('API key not found');
  if (key.revokedAt) throw conflict('This API key was revoked');
  return { key, user: await tx.findOne(User, key.actsForId) };
}

const targetOf = (user: User | null) => (user ? accountSnapshot(user) : null);

/**
 * Admins: gives a key a new secret (answered once); the old one keeps working for `graceHours`
 * (0 to 168, default 24) so the integrator can switch without downtime. FORBIDDEN, NOT_FOUND,
 * CONFLICT (revoked), BAD_USER_INPUT (graceHours).
 */
export async function rotateApiKeyCommand(
  em: EntityManager,
  deps: ApiKeyDeps,
  actor: Actor,
  id: string,
  raw: unknown,
): Promise<IssuedApiKey> {
  enforce(anAdmin(actor));
  const grace = bodyOf(raw).graceHours ?? DEFAULT_GRACE_HOURS;
  if (typeof grace !== 'number' || !Number.isInteger(grace) || grace < 0 || grace > MAX_GRACE_HOURS) {
    throw badInput(`graceHours must be a whole number from 0 to ${MAX_GRACE_HOURS}`, 'graceHours');
  }
  let issued: { token: string; hash: string } | undefined;
  const key = await em.transactional(async (tx) => {
    const { key, user } = await liveKey(tx, id);
    // The prefix stays: it is how the key is told apart; the secret part is new.
    issued = newApiKeyToken(key.prefix);
    key.previousSecretHash = key.secretHash;
    key.previousValidUntil = new Date(Date.now() + grace * 3_600_000);
    key.secretHash = issued.hash;
    recordAccountAction(tx, {
      action: AccountAction.API_KEY_ROTATED,
      actor,
      target: targetOf(user),
      summary: `API key "${key.name}" (${key.prefix}) rotated; the old secret works for ${grace} hour(s)`,
      details: { keyId: key.id, prefix: key.prefix, graceHours: grace },
    });
    await tx.flush();
    await deps.apiKeys.changed(tx, key.prefix);
    return key;
  });
  const [view] = await viewsOf(em, [key]);
  return { key: view, token: issued!.token };
}

/** Admins: revokes a key at once, in every process. FORBIDDEN, NOT_FOUND, CONFLICT (already revoked). */
export async function revokeApiKeyCommand(em: EntityManager, deps: ApiKeyDeps, actor: Actor, id: string): Promise<ApiKeyView> {
  enforce(anAdmin(actor));
  const key = await em.transactional(async (tx) => {
    const { key, user } = await liveKey(tx, id);
    key.revokedAt = new Date();
    recordAccountAction(tx, {
      action: AccountAction.API_KEY_REVOKED,
      actor,
      target: targetOf(user),
      summary: `API key "${key.name}" (${key.prefix}) revoked`,
      details: { keyId: key.id, prefix: key.prefix },
    });
    await tx.flush();
    await deps.apiKeys.changed(tx, key.prefix);
    return key;
  });
  return (await viewsOf(em, [key]))[0];
}

/**
 * Admins: replaces a key's scopes, at once in every process — or, when it adds the admin scope under
 * REQUIRE_ADMIN_APPROVAL, stores them as pending for a second admin. FORBIDDEN, NOT_FOUND, CONFLICT
 * (revoked, or a change already waiting), BAD_USER_INPUT (scopes).
 */
export async function updateApiKeyScopesCommand(
  em: EntityManager,
  deps: ApiKeyDeps,
  actor: Actor,
  id: string,
  raw: unknown,
): Promise<ApiKeyView> {
  enforce(anAdmin(actor));
  const scopes = parseScopes(bodyOf(raw).scopes);
  const key = await em.transactional(async (tx) => {
    const { key, user } = await liveKey(tx, id);
    if (scopes.includes(ApiScope.ADMIN) && user?.role !== Role.ADMIN)
      throw badInput('A key with the admin scope must act for an admin', 'scopes');
    const before = key.scopes;
    if (key.awaitingApproval || key.pendingScopes) throw conflict('This API key has a change waiting for a second admin');
    if (deps.config.REQUIRE_ADMIN_APPROVAL && scopes.includes(ApiScope.ADMIN) && !before.includes(ApiScope.ADMIN)) {
      key.pendingScopes = scopes;
      // The admin scope was just checked to need an admin to act for: `user` is there.
      await proposeApiKeyChange(tx, actor, user!, key, { change: 'scopes', scopes, before });
      return key;
    }
    key.scopes = scopes;
    recordAccountAction(tx, {
      action: AccountAction.API_KEY_SCOPES_CHANGED,
      actor,
      target: targetOf(user),
      summary: `API key "${key.name}" (${key.prefix}) scopes changed from ${before.join(', ')} to ${scopes.join(', ')}`,
      details: { keyId: key.id, prefix: key.prefix, before, after: scopes },
    });
    await tx.flush();
    await deps.apiKeys.changed(tx, key.prefix);
    return key;
  });
  return (await viewsOf(em, [key]))[0];
}
