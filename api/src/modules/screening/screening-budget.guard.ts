import type { RequestHandler, Router } from 'express';
import { requestPrincipal } from '../../http/request-scope.js';
import type { ScreeningSurfaceDeps } from './screening.ports.js';

/** The REST calls that screen: a search and a new assessment (REST has no assessment update; GraphQL's is budgeted there). */
const SCREENING_CALLS = [
  ['post', '/screening/search'],
  ['post', '/assessments'],
] as const;

/**
 * The per-user screening budget on REST (GraphQL: graphql/screening-budget.ts): a signed-in call
 * that screens is admitted by ScreeningService.admit before its body is read, and ends when its
 * response is finished or its client went away. A refusal is a 429 with Retry-After.
 */
export function registerScreeningBudget(router: Router, { screening }: ScreeningSurfaceDeps): void {
  const admit: RequestHandler = (_req, res, next) => {
    const caller = requestPrincipal(res);
    if (!caller) return next();
    try {
      res.once('close', screening.admit(caller));
    } catch (error) {
      return next(error);
    }
    next();
  };
  for (const [method, path] of SCREENING_CALLS) router[method](path, admit);
}
