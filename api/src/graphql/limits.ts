import { getNamedType, getNullableType, GraphQLError, isLeafType, isListType, type GraphQLField } from 'graphql';
import type { ComplexityEstimator, ComplexityEstimatorArgs } from 'graphql-query-complexity';

/**
 * Every limit a GraphQL document must fit, checked before it costs anything: size and tokens
 * before parsing, depth/aliases/directives while validating, cost once the variables are known.
 * A refused document gets HTTP 400 and one error whose `extensions.code` names the limit.
 */

/** Bytes of the `query` string (variables excluded: `uploadBatch` carries its CSV there). QUERY_TOO_LARGE. */
export const MAX_QUERY_BYTES = 20 * 1024;
/** JSON body of a caller who is not signed in (sign-in, sign-up, `me`); the CSV upload needs a token. QUERY_TOO_LARGE. */
export const MAX_ANONYMOUS_BODY_BYTES = 64 * 1024;
/** Lexical tokens (names, punctuation, values) in the document; the client's largest has about 100. TOO_MANY_TOKENS. */
export const MAX_TOKENS = 1000;
/** Nested selections (fragments flattened; introspection's own nesting is not counted). QUERY_TOO_DEEP. */
export const MAX_DEPTH = 8;
/** Aliased fields per operation (`__typename` is free); the client sends none. TOO_MANY_ALIASES. */
export const MAX_ALIASES = 15;
/** Directives (`@include`, `@skip`, …) per operation. TOO_MANY_DIRECTIVES. */
export const MAX_DIRECTIVES = 10;

/**
 * Cost: roughly the number of objects a document makes the server resolve. Scalars are free (they
 * come with their row), an object costs 1 plus its selections, a list multiplies its item cost by
 * its size, and each field below that starts real work counts as more than half of MAX_COST, so a
 * document can hold one of them and never two. QUERY_TOO_COMPLEX.
 */
export const MAX_COST = 2000;
/** A PDF render on a worker (`assessmentReport`). */
export const PDF_RENDER_COST = 1500;
/** A model call or article fetch (`summarizeNews`, `scanNews`). */
export const AI_CALL_COST = 1500;
/** Re-deciding every past assessment (`replayRuleChange`). */
export const REPLAY_COST = 1500;
/** Parsing and queueing a CSV of up to 10 MB (`uploadBatch`, `uploadBatchFile`). */
export const CSV_UPLOAD_COST = 1500;
/** An argon2id hash, ~100 ms of CPU and 64 MiB (`login`, `register`, password changes, new accounts). */
export const PASSWORD_HASH_COST = 1500;
/**
 * Screening one name against the lists (a search; an assessment's company and each key person): a
 * retrieval of bounded work (RETRIEVAL_BUDGET in screening.service.ts) and its scoring. At this
 * price a document screens at most 26 names: one assessment with 20 key people, never two.
 */
export const SCREENED_NAME_COST = 75;
/** Items assumed in a list without a `limit` argument, unless its field says otherwise. */
export const DEFAULT_LIST_SIZE = 20;
/** Items assumed in a list nested in an object (rule traces, scanned articles, diff entries…). */
export const NESTED_LIST_SIZE = 10;

/** Stable `extensions.code` of each limit. */
export type LimitCode =
  'QUERY_TOO_LARGE' | 'TOO_MANY_TOKENS' | 'QUERY_TOO_DEEP' | 'TOO_MANY_ALIASES' | 'TOO_MANY_DIRECTIVES' | 'QUERY_TOO_COMPLEX';

/** A document refused by a limit; `formatError` keeps its code (validation errors are otherwise GRAPHQL_VALIDATION_FAILED). */
export class GraphQLLimitError extends GraphQLError {
  constructor(
    readonly limitCode: LimitCode,
    message: string,
  ) {
    super(message, { extensions: { code: limitCode, http: { status: 400 } } });
    this.name = 'GraphQLLimitError';
  }
}

/** The limit error behind an error Apollo wrapped (a ValidationError keeps it as `originalError`). */
export function limitErrorOf(error: unknown): GraphQLLimitError | undefined {
  for (let e = error, hops = 0; e && hops < 5; e = (e as { originalError?: unknown }).originalError, hops++) {
    if (e instanceof GraphQLLimitError || (e instanceof Error && e.name === 'GraphQLLimitError' && 'limitCode' in e))
      return e as GraphQLLimitError;
  }
  return undefined;
}

/** The JSON body of a refusal answered before Apollo sees the request. */
export const limitErrorBody = (code: LimitCode, message: string) => ({ errors: [{ message, extensions: { code } }] });

// ---- cost of individual fields, used in `@Query/@Mutation/@FieldResolver({ complexity })` ----

/** A list of at most `size` items: 1 for the field plus each item (1) with its selections. */
export const listCost =
  (size: number): ComplexityEstimator =>
  ({ childComplexity }) =>
    1 + size * (1 + childComplexity);

/** A list (or page) sized by its `limit` argument, clamped to what the service would return. */
export const limitedListCost =
  (max: number, fallback = DEFAULT_LIST_SIZE): ComplexityEstimator =>
  ({ args, childComplexity }) => {
    const limit = typeof args.limit === 'number' && Number.isFinite(args.limit) ? args.limit : fallback;
    return 1 + Math.min(Math.max(Math.trunc(limit), 1), max) * (1 + childComplexity);
  };

const screeningEstimators = new WeakSet<ComplexityEstimator>();

/**
 * A field that screens `names(args)` names: SCREENED_NAME_COST each, plus 1 and its selection. Such
 * fields are also the ones the per-user screening budget admits (`screensNames`).
 */
export function screeningCost(names: (args: Record<string, unknown>) => number): ComplexityEstimator {
  const estimator: ComplexityEstimator = ({ args, childComplexity }) => SCREENED_NAME_COST * names(args) + 1 + childComplexity;
  screeningEstimators.add(estimator);
  return estimator;
}

/** Whether a field's cost was declared with `screeningCost`, i.e. calling it screens names. */
export const screensNames = (field: GraphQLField<unknown, unknown>): boolean =>
  screeningEstimators.has(field.extensions.complexity as ComplexityEstimator);

/** Lists whose size a parent field already counted (the page's `items`, sized by `assessments(limit)`). */
const COUNTED_BY_PARENT = new Set([
  'AssessmentPage.items',
  'AccountAuditPage.items',
  'CasePage.items',
  'CounterpartyPage.items',
  'BulkCaseResult.cases',
  'MyNotifications.items',
  'ReviewCalendarView.dueThisWeek',
  'ReviewCalendarView.overdue',
  'ReviewCalendarView.expiredApprovals',
]);

/**
 * The estimator for every field without its own `complexity`: free scalars, 1 for a list of scalars,
 * objects 1 + their selections, nested lists of objects NESTED_LIST_SIZE items each. Introspection (`__schema`, `__type`) is
 * free here: it is off in production (GRAPHQL_INTROSPECTION) and graphql-js's
 * MaxIntrospectionDepthRule already refuses `fields { type { fields … } }` nesting.
 */
export const defaultCostEstimator: ComplexityEstimator = ({ type, field, childComplexity }: ComplexityEstimatorArgs) => {
  if (field.name === '__schema' || field.name === '__type') return 0;
  if (COUNTED_BY_PARENT.has(`${type.name}.${field.name}`)) return childComplexity;
  const fieldType = getNullableType((field as GraphQLField<unknown, unknown>).type);
  const leaf = isLeafType(getNamedType(fieldType));
  // A list of scalars or enums (a hit's allowed findings, a rule's values) is one value read with
  // its row, not a list of objects each resolved on its own.
  if (isListType(fieldType)) return leaf ? 1 : 1 + NESTED_LIST_SIZE * (1 + childComplexity);
  return leaf ? 0 : 1 + childComplexity;
};
