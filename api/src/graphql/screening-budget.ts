import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { DomainError } from '../core/errors.js';
import type { GraphQLContext } from './context.js';
import type { Principal } from '../core/principal.js';
import { screensNames } from './limits.js';
import { rootFieldsOf } from './root-fields.js';

/**
 * The per-user screening budget on GraphQL (REST: screening-budget.guard.ts): a document that screens
 * is admitted by ScreeningService.admit once its cost is known and before any resolver runs, and
 * ends when its response is sent. A refusal is HTTP 429 with `Retry-After`, `extensions.code`
 * TOO_MANY_REQUESTS and `extensions.retryAfter` in seconds.
 */
export const screeningBudgetPlugin = (admit: (caller: Principal) => () => void): ApolloServerPlugin<GraphQLContext> => ({
  async requestDidStart() {
    let end: (() => void) | undefined;
    return {
      async didResolveOperation({ contextValue, schema, document, operation }) {
        const caller = contextValue.principal;
        if (!caller || !operation || !rootFieldsOf(schema, document, operation).some(screensNames)) return;
        try {
          end = admit(caller);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          const retryAfter = Number(error.extra?.retryAfter ?? 1);
          throw new GraphQLError(error.message, {
            extensions: {
              code: error.code,
              retryAfter,
              http: { status: 429, headers: new Map([['retry-after', String(retryAfter)]]) },
            },
          });
        }
      },
      async willSendResponse() {
        end?.();
      },
    };
  },
});
