import type { RequestHandler } from 'express';
import { unsafeTextError } from '../core/safe-text.js';

/**
 * Refuses a request whose query string holds text PostgreSQL cannot store (NUL, unpaired
 * surrogates) or absurd nesting, with a 400 naming the field — before any route runs. JSON bodies
 * are checked as they are parsed (json-body.ts, on a worker thread when large); inline GraphQL
 * literals are checked again by `parseInput`.
 */
export const queryTextGuard: RequestHandler = (req, _res, next) => {
  const error = unsafeTextError(req.query, 'query');
  if (error) next(error);
  else next();
};

/**
 * The same check on the operations of a multipart GraphQL request (graphql-upload parsed them;
 * JSON bodies were checked by `jsonBody`), answered as a GraphQL error (BAD_USER_INPUT).
 */
export const graphqlUploadTextGuard: RequestHandler = (req, res, next) => {
  const error = req.is('multipart/form-data') ? unsafeTextError(req.body, 'body') : undefined;
  if (!error) {
    next();
    return;
  }
  res.status(400).json({ errors: [{ message: error.message, extensions: { code: error.code, field: error.field } }] });
};
