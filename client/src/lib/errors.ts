import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface ErrorInfo {
  message: string;
  /** extensions.code of the first GraphQL error (UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT…). */
  code?: string;
  /** The input field a validation error is about. */
  field?: string;
}

/** What an Apollo (or any) error says, in the shape the UI needs. */
export function errorInfo(error: unknown): ErrorInfo {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const ext = (first?.extensions ?? {}) as { code?: unknown; field?: unknown };
    return {
      message: first?.message ?? error.message,
      code: typeof ext.code === 'string' ? ext.code : undefined,
      field: typeof ext.field === 'string' ? ext.field : undefined,
    };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}
