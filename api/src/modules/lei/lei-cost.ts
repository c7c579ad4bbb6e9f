import type { ComplexityEstimator } from 'graphql-query-complexity';
import { MAX_SEARCH_RESULTS } from './lei-lookup.js';

/** `searchLeiRegister`: a list sized by its `first` argument (at most 20). */
export const searchCost: ComplexityEstimator = ({ args, childComplexity }) => {
  const first = typeof args.first === 'number' && Number.isFinite(args.first) ? args.first : MAX_SEARCH_RESULTS;
  return 1 + Math.min(Math.max(Math.trunc(first), 1), MAX_SEARCH_RESULTS) * (1 + childComplexity);
};
