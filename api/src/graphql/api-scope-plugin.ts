import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, OperationTypeNode } from 'graphql';
import { ApiScope, scopeRefusal } from '../core/api-scope.js';
import { HTTP_STATUS } from '../core/errors.js';
import type { GraphQLContext } from './context.js';
import { rootFieldsOf } from './root-fields.js';

/**
 * An API key's scopes on GraphQL (REST: `route`'s `scope`), decided once the operation is known and
 * before any resolver runs: a root field needs the scope it declares (`@Extensions({ apiScope })`),
 * else `read` for a query; a mutation that declares none is not open to keys. FORBIDDEN (403)
 * naming the missing scope in `extensions.missingScope`. Sessions of people are not concerned.
 */
export const apiScopePlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, schema, document, operation }) {
        const key = contextValue.principal?.apiKey;
        if (!key || !operation) return;
        for (const field of rootFieldsOf(schema, document, operation)) {
          if (field.name.startsWith('__')) continue;
          const declared = field.extensions.apiScope as ApiScope | undefined;
          const needs = declared ?? (operation.operation === OperationTypeNode.QUERY ? ApiScope.READ : undefined);
          const refusal = scopeRefusal(needs, key.scopes);
          if (refusal) {
            throw new GraphQLError(refusal.message, {
              extensions: { code: refusal.code, ...refusal.extra, field: field.name, http: { status: HTTP_STATUS[refusal.code] } },
            });
          }
        }
      },
    };
  },
};
