import { OptimisticLockError } from '@mikro-orm/core';

/**
 * Domain errors carry a code that both surfaces understand: GraphQL puts it in
 * `extensions.code`, the REST shim maps it to an HTTP status. Messages are safe to show.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'PAYLOAD_TOO_LARGE'
  | 'BAD_GATEWAY'
  | 'GATEWAY_TIMEOUT';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  BAD_GATEWAY: 502,
  GATEWAY_TIMEOUT: 504,
};

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Input field the error is about, so clients can attach it to a form control. */
    readonly field?: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/**
 * The domain error an error means, or null when it is none: a write that lost a race to a newer
 * revision of its row (MikroORM's version check, assessments' `revision`) is a CONFLICT the caller
 * can act on (reload and try again), never a 500.
 */
export function domainErrorOf(error: unknown): DomainError | null {
  if (error instanceof DomainError) return error;
  if (error instanceof OptimisticLockError) return conflict('This record changed while your request ran: reload it and try again');
  return null;
}

export const badInput = (message: string, field?: string) => new DomainError('BAD_USER_INPUT', message, field);
export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const conflict = (message: string, field?: string) => new DomainError('CONFLICT', message, field);
export const forbidden = (message: string) => new DomainError('FORBIDDEN', message);
export const unauthenticated = (message = 'Unauthorized') => new DomainError('UNAUTHENTICATED', message);
