import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface ErrorInfo {
  message: string;
  /** extensions.code of the first GraphQL error (UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT…). */
  code?: string;
  /** The input field a validation error is about. */
  field?: string;
}

/** One GraphQL error (as it came over the wire) in the shape the UI needs. */
export function graphQLErrorInfo(error: { message?: string; extensions?: Record<string, unknown> } | undefined, fallback = ''): ErrorInfo {
  const ext = (error?.extensions ?? {}) as { code?: unknown; field?: unknown };
  return {
    message: error?.message ?? fallback,
    code: typeof ext.code === 'string' ? ext.code : undefined,
    field: typeof ext.field === 'string' ? ext.field : undefined,
  };
}

/** What an Apollo (or any) error says, in the shape the UI needs. */
export function errorInfo(error: unknown): ErrorInfo {
  if (CombinedGraphQLErrors.is(error)) return graphQLErrorInfo(error.errors[0], error.message);
  return { message: error instanceof Error ? error.message : String(error) };
}

/**
 * Whether an error means the token is no longer good (spec §4: any 401 ends the session). An
 * UNAUTHENTICATED error naming a field — a wrong current password — is a form error instead.
 */
export const endsSession = (info: ErrorInfo): boolean => info.code === 'UNAUTHENTICATED' && !info.field;
