/**
 * The GraphQL cost of the assessment mutations, which screen (graphql/limits.ts: SCREENED_NAME_COST
 * per name), by the names they screen. Declared with `screeningCost`, they also count against the
 * per-user screening budget (graphql/screening-budget.ts).
 */
import { screeningCost } from '../../graphql/limits.js';
import { MAX_KEY_PEOPLE } from './dto/assessment-fields.js';

/** The key people an assessment input names (at most MAX_KEY_PEOPLE: validation refuses more), or undefined without the field. */
function keyPeopleIn(input: unknown): number | undefined {
  const keyPeople = (input as { keyPeople?: unknown } | null | undefined)?.keyPeople;
  if (keyPeople === undefined) return undefined;
  return Array.isArray(keyPeople) ? Math.min(keyPeople.length, MAX_KEY_PEOPLE) : 0;
}

/** `createAssessment`: the company and each key person. */
export const createAssessmentCost = screeningCost(({ input }) => 1 + (keyPeopleIn(input) ?? 0));

/**
 * `updateAssessment`: the company and the key people it names, or MAX_KEY_PEOPLE when it keeps the
 * stored ones, which it screens again when the name or a country changes (not known before it runs).
 */
export const updateAssessmentCost = screeningCost(({ input }) => 1 + (keyPeopleIn(input) ?? MAX_KEY_PEOPLE));
