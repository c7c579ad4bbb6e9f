import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLEnumType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLScalarType,
  type GraphQLSchema,
} from 'graphql';
import { hostileNumber, hostileString, hostileValue } from './hostile-values.js';

export interface RootField {
  operation: 'query' | 'mutation';
  name: string;
  args: readonly GraphQLArgument[];
  type: GraphQLOutputType;
}

/** Every Query and Mutation field of the schema. */
export function rootFields(schema: GraphQLSchema): RootField[] {
  const of = (operation: RootField['operation'], fields: Record<string, GraphQLField<unknown, unknown>>) =>
    Object.values(fields).map((f) => ({ operation, name: f.name, args: f.args, type: f.type }));
  return [...of('query', schema.getQueryType()?.getFields() ?? {}), ...of('mutation', schema.getMutationType()?.getFields() ?? {})];
}

/** The leaf fields of the result, and the leaves of its object fields down to `depth` levels. */
export function selectionFor(type: GraphQLOutputType, depth = 1): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const parts: string[] = [];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
    if (isLeafType(getNamedType(field.type))) parts.push(field.name);
    else if (depth > 0) parts.push(`${field.name} ${selectionFor(field.type, depth - 1)}`);
  }
  return `{ ${parts.length ? parts.join(' ') : '__typename'} }`;
}

/** `query Hostile($a: T!) { r: field(a: $a) { … } }` for a root field. */
export function documentFor(field: RootField, args: readonly GraphQLArgument[] = field.args): string {
  const defs = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const uses = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${field.operation} Hostile${defs ? `(${defs})` : ''} { r: ${field.name}${uses ? `(${uses})` : ''} ${selectionFor(field.type)} }`;
}

/** The same operation with the values written into the document as literals (another parser path). */
export function literalDocumentFor(field: RootField, values: Record<string, unknown>): string {
  const uses = field.args.filter((a) => values[a.name] !== undefined).map((a) => `${a.name}: ${literal(values[a.name], a.type)}`);
  return `${field.operation} { r: ${field.name}${uses.length ? `(${uses.join(', ')})` : ''} ${selectionFor(field.type)} }`;
}

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** A value as a GraphQL literal, typed where the type is known (enums bare, objects with their field types). */
export function literal(value: unknown, type?: GraphQLInputType): string {
  const inner = type && isNonNullType(type) ? type.ofType : type;
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return inner && isEnumType(inner) && NAME.test(value) ? value : JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const item = inner && isListType(inner) ? inner.ofType : undefined;
    return `[${value.map((v) => literal(v, item)).join(', ')}]`;
  }
  const fields = inner && isInputObjectType(inner) ? inner.getFields() : {};
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([k, v]) => `${NAME.test(k) ? k : JSON.stringify(k)}: ${literal(v, fields[k]?.type)}`,
  );
  return `{${entries.join(', ')}}`;
}

export interface ValueSources {
  /** IDs: real fixture ids of the field's kind, random UUIDs and garbage. */
  id: fc.Arbitrary<unknown>;
}

const dateTime: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '0000-01-01T00:00:00Z',
      '-271821-04-20T00:00:00.000Z',
      '+275760-09-13T00:00:00.000Z',
      '9999-12-31T23:59:59Z',
      '2024-02-30T00:00:00Z',
      '2024-01-01',
      '1',
      'yesterday',
      '',
    ),
  },
  { weight: 1, arbitrary: hostileString },
);

function scalarValue(type: GraphQLScalarType, sources: ValueSources): fc.Arbitrary<unknown> {
  switch (type.name) {
    case 'String':
      return hostileString;
    case 'ID':
      return sources.id;
    case 'Int':
      return fc.oneof(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.constantFrom(0, -1, 1, 2 ** 31 - 1, -(2 ** 31)), hostileNumber);
    case 'Float':
      return hostileNumber;
    case 'Boolean':
      return fc.boolean();
    case 'DateTimeISO':
      return dateTime;
    default:
      return hostileValue;
  }
}

function enumValue(type: GraphQLEnumType): fc.Arbitrary<unknown> {
  const names = type.getValues().map((v) => v.name);
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...names) },
    { weight: 1, arbitrary: fc.constantFrom(...names.map((n) => n.toLowerCase()), 'admin', '<2', '') },
    { weight: 1, arbitrary: hostileString },
  );
}

/** A value of the declared type with hostile contents — and now and then a value of the wrong type. */
export function valueOf(type: GraphQLInputType, sources: ValueSources): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 6, arbitrary: typedValue(type, sources) }, { weight: 1, arbitrary: hostileValue });
}

function typedValue(type: GraphQLInputType, sources: ValueSources): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return typedValue(type.ofType, sources);
  if (isListType(type)) return fc.array(valueOf(type.ofType, sources), { maxLength: 4 });
  if (isEnumType(type)) return enumValue(type);
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const required = fields.filter((f) => isNonNullType(f.type) && f.defaultValue === undefined).map((f) => f.name);
    return fc.record(Object.fromEntries(fields.map((f) => [f.name, valueOf(f.type, sources)])), { requiredKeys: required });
  }
  if (isScalarType(type)) return scalarValue(type, sources);
  return hostileValue;
}

/** Variables for every argument (the required ones nearly always, the optional ones sometimes). */
export function variablesFor(field: RootField, sources: ValueSources): fc.Arbitrary<Record<string, unknown>> {
  const entries = field.args.map((a) => {
    const value = valueOf(a.type, sources);
    const required = isNonNullType(a.type) && a.defaultValue === undefined;
    return [
      a.name,
      required
        ? fc.oneof({ weight: 12, arbitrary: value }, { weight: 1, arbitrary: fc.constant(undefined) })
        : fc.option(value, { nil: undefined }),
    ] as const;
  });
  return fc.record(Object.fromEntries(entries)).map((vars) => Object.fromEntries(Object.entries(vars).filter(([, v]) => v !== undefined)));
}

/** A deterministic value of the type, every leaf chosen by `leaf` (the targeted cases). */
export function fill(
  type: GraphQLInputType,
  leaf: (type: GraphQLScalarType | GraphQLEnumType, path: string) => unknown,
  path = '',
): unknown {
  if (isNonNullType(type)) return fill(type.ofType, leaf, path);
  if (isListType(type)) return [fill(type.ofType, leaf, path)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, fill(f.type, leaf, `${path}.${f.name}`)]));
  }
  return leaf(type, path);
}
