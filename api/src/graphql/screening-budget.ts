import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { DomainError } from '../core/errors.js';
import type { GraphQLContext } from './context.js';
import { screensNames } from './limits.js';

/** Whether the operation calls a root field declared with `screeningCost` (screen, createAssessment, updateAssessment). */
function callsScreening(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): boolean {
  const root = operation.operation === OperationTypeNode.MUTATION ? schema.getMutationType() : schema.getQueryType();
  const fields = root?.getFields() ?? {};
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const seen = new Set<string>();
  const screens = (selections: SelectionSetNode): boolean =>
    selections.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return fields[selection.name.value] !== undefined && screensNames(fields[selection.name.value]);
      if (selection.kind === Kind.INLINE_FRAGMENT) return screens(selection.selectionSet);
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) return false;
      seen.add(fragment.name.value);
      return screens(fragment.selectionSet);
    });
  return screens(operation.selectionSet);
}

/**
 * The per-user screening budget on GraphQL (REST: screening-budget.guard.ts): a document that screens
 * is admitted by ScreeningService.admit once its cost is known and before any resolver runs, and
 * ends when its response is sent. A refusal is HTTP 429 with `Retry-After`, `extensions.code`
 * TOO_MANY_REQUESTS and `extensions.retryAfter` in seconds.
 */
export const screeningBudgetPlugin = (admit: (userId: string) => () => void): ApolloServerPlugin<GraphQLContext> => ({
  async requestDidStart() {
    let end: (() => void) | undefined;
    return {
      async didResolveOperation({ contextValue, schema, document, operation }) {
        const user = contextValue.principal?.user;
        if (!user || !operation || !callsScreening(schema, document, operation)) return;
        try {
          end = admit(user.id);
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
