/**
 * The GraphQL cost of the assessment mutations, which screen (graphql/limits.ts: SCREENED_NAME_COST
 * per name), by the names they screen. Declared with `screeningCost`, they also count against the
 * per-user screening budget (graphql/screening-budget.ts).
 */
import { screeningCost } from '../../graphql/limits.js';
import { MAX_KEY_PEOPLE } from './dto/assessment-fields.js';
import { OWNERSHIP_LIMITS } from '../ownership/ownership.js';

/** The key people an assessment input names (at most MAX_KEY_PEOPLE: validation refuses more), or undefined without the field. */
function keyPeopleIn(input: unknown): number | undefined {
  const keyPeople = (input as { keyPeople?: unknown } | null | undefined)?.keyPeople;
  if (keyPeople === undefined) return undefined;
  return Array.isArray(keyPeople) ? Math.min(keyPeople.length, MAX_KEY_PEOPLE) : 0;
}

/** The owners an assessment input names (at most the ownership limit: validation refuses more), or undefined without the field. */
function ownersIn(input: unknown): number | undefined {
  const owners = (input as { owners?: unknown } | null | undefined)?.owners;
  if (owners === undefined) return undefined;
  return Array.isArray(owners) ? Math.min(owners.length, OWNERSHIP_LIMITS.maxOwners) : 0;
}

/**
 * Names counted for one assessment: at most what a company with MAX_KEY_PEOPLE key people costs.
 * Its owners (up to 200, bounded by validation) are screened in the same set-wise statement as the
 * rest, so a large group must still fit a document — one assessment per document, never two.
 */
const capped = (names: number) => Math.min(names, 1 + MAX_KEY_PEOPLE);

/** `createAssessment`: the company, each key person and each owner (capped). */
export const createAssessmentCost = screeningCost(({ input }) => capped(1 + (keyPeopleIn(input) ?? 0) + (ownersIn(input) ?? 0)));

/**
 * `updateAssessment`: the company, the key people and owners it names, or their limits when it keeps the
 * stored ones, which it screens again when the name or a country changes (not known before it runs).
 */
export const updateAssessmentCost = screeningCost(({ input }) =>
  capped(1 + (keyPeopleIn(input) ?? MAX_KEY_PEOPLE) + (ownersIn(input) ?? OWNERSHIP_LIMITS.maxOwners)),
);
