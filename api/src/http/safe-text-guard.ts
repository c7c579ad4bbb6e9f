import type { RequestHandler } from 'express';
import { unsafeTextError } from '../core/safe-text.js';

/**
 * Refuses a request whose parsed body or query string holds text PostgreSQL cannot store (NUL,
 * unpaired surrogates) or absurd nesting, with a 400 naming the field — before any route runs.
 * On /graphql the body's `variables` and `query` are checked; inline literals are checked again
 * by `parseInput`.
 */
export function safeTextGuard(...parts: ('body' | 'query')[]): RequestHandler {
  return (req, _res, next) => {
    for (const part of parts) {
      const error = unsafeTextError(req[part], part);
      if (error) {
        next(error);
        return;
      }
    }
    next();
  };
}

/** The same check on a GraphQL request body, answered as a GraphQL error (BAD_USER_INPUT). */
export const graphqlSafeTextGuard: RequestHandler = (req, res, next) => {
  const error = unsafeTextError(req.body, 'body');
  if (!error) {
    next();
    return;
  }
  res.status(400).json({ errors: [{ message: error.message, extensions: { code: error.code, field: error.field } }] });
};
