import type { Request, Response } from 'express';
import { DomainError, forbidden, unauthenticated } from '../core/errors.js';
import { Role, type Principal } from '../core/principal.js';

/**
 * Who may call an endpoint: anyone, a signed-in (approved) user, or an admin; `enrolling` is a
 * signed-in user even before the second factor MFA_REQUIRED asks of them (their own account,
 * enrolment, sign-out). A REST route declares it (`route` in rest/http.ts); a GraphQL field with
 * `@Authorized` (graphql/auth-checker.ts), `@Authorized(ENROLLING)` for the last.
 */
export type Access = 'public' | 'enrolling' | 'user' | 'admin';

/** The refusal while an account has yet to enrol the second factor it must have. */
export const enrolFirst = () =>
  new DomainError(
    'FORBIDDEN',
    'Set up a second factor (an authenticator app or a passkey) on your profile before you continue.',
    undefined,
    { secondFactorRequired: true },
  );

/** The refusal of a caller `access` does not admit, or undefined. UNAUTHENTICATED, FORBIDDEN. */
export function accessRefusal(access: Access, principal: Principal | null): DomainError | undefined {
  if (access === 'public') return undefined;
  if (!principal) return unauthenticated();
  if (access === 'enrolling') return undefined;
  if (principal.mustEnrol) return enrolFirst();
  if (access === 'admin' && principal.user.role !== Role.ADMIN) return forbidden("You don't have permission to access the admin panel");
  return undefined;
}

/**
 * A refused body up to this size is drained unread after the answer, keeping the connection:
 * clients that write their whole body before reading (fetch) then read the 401/403 reliably. The
 * size routes take unless they declare more (rest/http.ts MAX_JSON_BODY).
 */
const DRAINED_BYTES = 1024 * 1024;

/**
 * Marks a request refused before its body was read: none of the body is kept, decompressed or
 * parsed. What is still to come is dropped as it arrives (Node's own drain) when Content-Length
 * says at most DRAINED_BYTES; a larger or unannounced (chunked) body gets `Connection: close`, so
 * the socket goes once the answer is out instead of being read to the end. A client still writing
 * such a body may then see the connection reset rather than the answer.
 */
export function leaveBodyUnread(req: Request, res: Response): void {
  if (req.complete || res.headersSent) return;
  const declared = Number(req.headers['content-length']);
  if (!(declared <= DRAINED_BYTES)) res.setHeader('Connection', 'close');
}
