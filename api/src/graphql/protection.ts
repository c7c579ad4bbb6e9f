import type { ApolloServerOptions, ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type DocumentNode, type GraphQLSchema, type ValidationContext, type ValidationRule } from 'graphql';
import { createRequire } from 'node:module';
import type { Config } from '../core/config.js';
import type { GraphQLContext } from './context.js';
import {
  defaultCostEstimator,
  GraphQLLimitError,
  MAX_ALIASES,
  MAX_COST,
  MAX_DEPTH,
  MAX_DIRECTIVES,
  MAX_TOKENS,
  type LimitCode,
} from './limits.js';
import { screeningBudgetPlugin } from './screening-budget.js';
import type { Principal } from '../core/principal.js';
import { apiScopePlugin } from './api-scope-plugin.js';

// graphql-query-complexity's ESM build imports graphql/index.mjs, a second copy of graphql whose
// instanceof checks fail on the schema's types (silently in production: every list would cost 0).
// Its CommonJS build shares the schema's copy.
const { fieldExtensionsEstimator, getComplexity } = createRequire(import.meta.url)(
  'graphql-query-complexity',
) as typeof import('graphql-query-complexity');

/** Introspection and field suggestions: on in development and test, off in production unless set. */
export function graphqlSettings(config: Pick<Config, 'NODE_ENV' | 'GRAPHQL_INTROSPECTION' | 'GRAPHQL_SUGGESTIONS'>) {
  const development = config.NODE_ENV !== 'production';
  return { introspection: config.GRAPHQL_INTROSPECTION ?? development, suggestions: config.GRAPHQL_SUGGESTIONS ?? development };
}

/**
 * Apollo's landing page at GET /graphql (the sandbox) loads Apollo's CDN into the origin that keeps
 * the bearer token, so it is served in development and test only.
 */
export const landingPageServed = (config: Pick<Config, 'NODE_ENV'>) => config.NODE_ENV !== 'production';

/** Armor reports "Syntax Error: <limit> exceeded"; the refusal keeps the reason under our own code. */
const rejectWith =
  (code: LimitCode) =>
  (context: ValidationContext | null, error: GraphQLError): void => {
    context?.reportError(new GraphQLLimitError(code, error.message.replace(/^Syntax Error: /, '')));
  };

const COST_ESTIMATORS = [fieldExtensionsEstimator(), defaultCostEstimator];

/** The cost of one operation with its variables (limits.ts); throws when the variables do not fit their types. */
export function documentCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string,
): number {
  return getComplexity({ schema, query: document, variables, operationName, estimators: COST_ESTIMATORS });
}

/**
 * Refuses a document whose cost (list sizes from the actual `limit` variables, PDF renders, AI
 * calls…) exceeds MAX_COST, after validation and before any resolver runs. QUERY_TOO_COMPLEX.
 */
export const costLimitPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document, schema, operationName }) {
        let cost: number;
        try {
          cost = documentCost(schema, document, request.variables ?? {}, operationName ?? undefined);
        } catch (error) {
          // Variables that do not fit their types: execution would refuse them the same way.
          throw new GraphQLError((error as Error).message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
        }
        if (cost > MAX_COST) {
          throw new GraphQLLimitError(
            'QUERY_TOO_COMPLEX',
            `Query cost limit of ${MAX_COST} exceeded, found ${cost}. Ask for fewer items (limit) or split the document; PDF renders, AI calls, uploads and password checks go one per document.`,
          );
        }
      },
    };
  },
};

/**
 * Everything Apollo needs to enforce the limits of limits.ts and the introspection setting, and no
 * landing page in production. Suggestions are cut by `graphqlErrorFormatter` (format-error.ts).
 */
export function graphqlProtection(
  config: Pick<Config, 'NODE_ENV' | 'GRAPHQL_INTROSPECTION' | 'GRAPHQL_SUGGESTIONS'>,
  /** Admits a screening call of a user (ScreeningService.admit): the per-user screening budget. */
  admitScreening: (caller: Principal) => () => void,
): {
  introspection: boolean;
  plugins: ApolloServerPlugin<GraphQLContext>[];
  validationRules: ValidationRule[];
  parseOptions: NonNullable<ApolloServerOptions<GraphQLContext>['parseOptions']>;
} {
  const settings = graphqlSettings(config);
  const armor = new ApolloArmor({
    // Counted before parsing (request-guard.ts) so the answer names the limit; parseOptions backs it up.
    maxTokens: { enabled: false },
    // Armor's cost model ignores list sizes; costLimitPlugin prices them with the real variables.
    costLimit: { enabled: false },
    maxDepth: {
      n: MAX_DEPTH,
      flattenFragments: true,
      ignoreIntrospection: true,
      propagateOnRejection: false,
      onReject: [rejectWith('QUERY_TOO_DEEP')],
    },
    maxAliases: { n: MAX_ALIASES, propagateOnRejection: false, onReject: [rejectWith('TOO_MANY_ALIASES')] },
    maxDirectives: { n: MAX_DIRECTIVES, propagateOnRejection: false, onReject: [rejectWith('TOO_MANY_DIRECTIVES')] },
    // Armor's suggestion masking misses enum values ("Did you mean the enum value …") and matches
    // with a backtracking regular expression; graphqlErrorFormatter cuts every suggestion instead.
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return {
    introspection: settings.introspection,
    plugins: [
      ...(armor.plugins as ApolloServerPlugin<GraphQLContext>[]),
      costLimitPlugin,
      apiScopePlugin,
      screeningBudgetPlugin(admitScreening),
      ...(landingPageServed(config) ? [] : [ApolloServerPluginLandingPageDisabled()]),
    ],
    validationRules: armor.validationRules,
    parseOptions: { maxTokens: MAX_TOKENS },
  };
}
