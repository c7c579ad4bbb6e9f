import type { EntityManager } from '@mikro-orm/postgresql';
import { forbidden, notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import type { Principal } from '../../../core/principal.js';
import { sqlOf } from '../../../core/sql.js';
import type { AuthService } from '../auth.service.js';
import type { SignInMethodType } from '../dto/session.type.js';
import { browserLabel } from '../user-agent.js';

/** What ending sessions needs of the sign-in service: deleting rows and dropping every process's copy. */
export type SessionDeps = { auth: Pick<AuthService, 'revoke' | 'endSessions'> };

/** The most sessions the owner's list shows (the one in use always among them). */
export const MAX_LISTED_SESSIONS = 100;

/** A session as its owner's list shows it: never its secret (`sid`), which the token names. */
export interface SessionView {
  id: string;
  current: boolean;
  browser: string | null;
  userAgent: string | null;
  address: string | null;
  method: SignInMethodType;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
}

interface SessionRow {
  sid: string;
  public_id: string;
  user_agent: string | null;
  address: string | null;
  method: SignInMethodType;
  created_at: Date;
  last_used_at: Date;
  expire: Date;
}

/** An API key acts for an account but signs nothing in: it has no sessions to list or end. FORBIDDEN. */
function assertPerson(principal: Principal): void {
  if (principal.apiKey) throw forbidden('API keys have no sessions');
}

const NO_SUCH_SESSION = 'No such session';

/**
 * The caller's own live sessions, the one in use first, then by last use, newest first (at most
 * MAX_LISTED_SESSIONS). FORBIDDEN for an API key.
 */
export async function listSessionsCommand(em: EntityManager, principal: Principal): Promise<SessionView[]> {
  assertPerson(principal);
  const rows = await sqlOf(em)<SessionRow>(
    `select sid, public_id, user_agent, address, method, created_at, last_used_at, expire from sessions
      where sess->>'userId' = $1 and expire > now()
      order by sid = $2 desc, last_used_at desc, created_at desc limit ${MAX_LISTED_SESSIONS}`,
    [principal.user.id, principal.sid],
  );
  return rows.map((row) => ({
    id: row.public_id,
    current: row.sid === principal.sid,
    browser: browserLabel(row.user_agent),
    userAgent: row.user_agent,
    address: row.address,
    method: row.method,
    createdAt: new Date(row.created_at),
    lastUsedAt: new Date(row.last_used_at),
    expiresAt: new Date(row.expire),
  }));
}

/**
 * Ends one of the caller's own sessions by its id: its token stops working at once, on every
 * replica. Ending the one in use is a sign-out. Answers whether it was. NOT_FOUND for an unknown,
 * ended or someone else's session (the same answer), FORBIDDEN for an API key.
 */
export async function endSessionCommand(
  em: EntityManager,
  { auth }: SessionDeps,
  principal: Principal,
  id: string,
): Promise<{ current: boolean }> {
  assertPerson(principal);
  if (!isUuid(id)) throw notFound(NO_SUCH_SESSION);
  return em.transactional(async (tx) => {
    const [ended] = await sqlOf(tx)<{ sid: string }>(
      `delete from sessions where public_id = $1 and sess->>'userId' = $2 and expire > now() returning sid`,
      [id, principal.user.id],
    );
    if (!ended) throw notFound(NO_SUCH_SESSION);
    await auth.revoke(tx, { sid: ended.sid });
    return { current: ended.sid === principal.sid };
  });
}

/**
 * Ends every session of the caller but the one in use ("sign out everywhere else"), at once on
 * every replica; answers how many live sessions ended. FORBIDDEN for an API key.
 */
export async function endOtherSessionsCommand(em: EntityManager, { auth }: SessionDeps, principal: Principal): Promise<number> {
  assertPerson(principal);
  return em.transactional(async (tx) => {
    // Locked, so a session ended meanwhile by another request is counted by one of the two only.
    const [{ count }] = await sqlOf(tx)<{ count: number }>(
      `select count(*)::int as count from (select 1 from sessions
        where sess->>'userId' = $1 and sid <> $2 and expire > now() for update) live`,
      [principal.user.id, principal.sid],
    );
    await auth.endSessions(tx, principal.user.id, principal.sid);
    return count;
  });
}
