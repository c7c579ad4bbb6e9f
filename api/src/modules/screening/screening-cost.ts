/**
 * The GraphQL cost of screening search (graphql/limits.ts: SCREENED_NAME_COST per name). Declared
 * with `screeningCost`, it also counts against the per-user screening budget
 * (graphql/screening-budget.ts); the assessment mutations declare theirs (assessment-cost.ts).
 */
import { screeningCost } from '../../graphql/limits.js';

/** `screen`: one name. */
export const searchCost = screeningCost(() => 1);
