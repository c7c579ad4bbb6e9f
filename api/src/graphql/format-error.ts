import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { DomainError, domainErrorOf } from '../core/errors.js';
import { limitErrorOf } from './limits.js';

/**
 * Apollo's `formatError`: `formatError`, and with suggestions off (GRAPHQL_SUGGESTIONS, off in
 * production) every "Did you mean …?" cut from the messages — graphql-js appends them to unknown
 * fields, arguments and types and to wrong enum values alike, and they name the schema's members
 * even with introspection off.
 */
export function graphqlErrorFormatter(settings: { suggestions: boolean }) {
  if (settings.suggestions) return formatError;
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const result = formatError(formatted, error);
    return { ...result, message: withoutSuggestion(result.message) };
  };
}

const SUGGESTION = ' Did you mean ';

/**
 * The message up to graphql-js's suggestion, which always comes last. Cut at the first occurrence:
 * text a caller put in the message (an invalid value) may hold the phrase too, and cutting there
 * only shortens the message. A plain search, so linear whatever the message.
 */
export function withoutSuggestion(message: string): string {
  const at = message.indexOf(SUGGESTION);
  return at < 0 ? message : message.slice(0, at);
}

/**
 * Domain errors keep their code and message; a document refused by a limit keeps the limit's
 * code (QUERY_TOO_LARGE, TOO_MANY_TOKENS, QUERY_TOO_DEEP, TOO_MANY_ALIASES, TOO_MANY_DIRECTIVES,
 * QUERY_TOO_COMPLEX) even when Apollo wrapped it as a validation error; anything unexpected is
 * logged and masked.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const unwrapped = unwrapResolverError(error);
  const original = domainErrorOf(unwrapped) ?? unwrapped;
  if (original instanceof DomainError) {
    return {
      message: original.message,
      path: formatted.path,
      extensions: { code: original.code, ...(original.field ? { field: original.field } : {}), ...original.extra },
    };
  }
  const limit = limitErrorOf(error);
  if (limit) {
    return {
      message: limit.message,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      extensions: { code: limit.limitCode },
    };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') return formatted;
  // Apollo's own request errors (e.g. an unknown persisted query) carry an HTTP status but no code.
  const status = (original instanceof GraphQLError ? (original.extensions.http as { status?: number } | undefined) : undefined)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
  }
  console.error('[graphql] unexpected error', original);
  return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
