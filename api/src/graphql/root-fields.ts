import {
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** The root fields an operation selects (through its fragments, each read once), for the plugins that decide before any resolver runs. */
export function rootFieldsOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): GraphQLField<unknown, unknown>[] {
  const root = operation.operation === OperationTypeNode.MUTATION ? schema.getMutationType() : schema.getQueryType();
  const fields = root?.getFields() ?? {};
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const seen = new Set<string>();
  const found: GraphQLField<unknown, unknown>[] = [];
  const walk = (selections: SelectionSetNode): void => {
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = fields[selection.name.value];
        if (field) found.push(field);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || seen.has(fragment.name.value)) continue;
        seen.add(fragment.name.value);
        walk(fragment.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return found;
}
