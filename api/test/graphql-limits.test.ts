import 'reflect-metadata';
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Upload from 'graphql-upload/Upload.mjs';
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  OperationTypeNode,
  parse,
  print,
  specifiedRules,
  typeFromAST,
  validate,
  visit,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/core/config.js';
import {
  MAX_ALIASES,
  MAX_ANONYMOUS_BODY_BYTES,
  MAX_COST,
  MAX_DEPTH,
  MAX_DIRECTIVES,
  MAX_QUERY_BYTES,
  MAX_TOKENS,
} from '../src/graphql/limits.js';
import { documentCost, graphqlProtection, graphqlSettings } from '../src/graphql/protection.js';
import { countTokens } from '../src/graphql/request-guard.js';
import { buildAppSchema } from '../src/graphql/schema.js';
import { csvOf, validRows } from './support/csv.js';
import { assessmentInput } from './support/factories.js';
import { apiUrl, asAdmin, buildUser, rest, type TestUser } from './support/http.js';
import { startApiInProcess, type InProcessApi } from './support/in-process.js';
import { ROOT } from './support/processes.js';

const LIMIT_CODES = [
  'QUERY_TOO_LARGE',
  'TOO_MANY_TOKENS',
  'QUERY_TOO_DEEP',
  'TOO_MANY_ALIASES',
  'TOO_MANY_DIRECTIVES',
  'QUERY_TOO_COMPLEX',
];

interface Answer {
  status: number;
  body: { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
}

/** POSTs a GraphQL request and keeps the HTTP status (the shared `gql` helper drops it). */
async function post(query: string, options: { token?: string; variables?: Record<string, unknown>; url?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${options.url ?? apiUrl()}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables: options.variables ?? {} }),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const codes = (answer: Answer) => (answer.body.errors ?? []).map((e) => e.extensions?.code);
const aliases = (n: number, selection: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${selection}`).join(' ')} }`;

let analyst: TestUser;
beforeAll(async () => {
  analyst = await buildUser();
});

describe('document size and tokens, checked before parsing', () => {
  // The trailing "}" makes the document unparseable: had it been parsed, the answer would be
  // GRAPHQL_PARSE_FAILED, so QUERY_TOO_LARGE proves the size was checked first.
  const twoMegabytes = `{ me { id } }${' '.repeat(2 * 1024 * 1024)}}`;

  it('refuses a 2 MB document from an anonymous caller with QUERY_TOO_LARGE', async () => {
    const answer = await post(twoMegabytes);
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual(['QUERY_TOO_LARGE']);
    expect(answer.body.errors![0].message).toMatch(/larger than 64 KB/);
  });

  it('refuses a 2 MB document from a signed-in caller too, naming the document limit', async () => {
    const answer = await post(twoMegabytes, { token: analyst.token });
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual(['QUERY_TOO_LARGE']);
    expect(answer.body.errors![0].message).toBe(
      `Query document limit of ${MAX_QUERY_BYTES} bytes exceeded, found ${Buffer.byteLength(twoMegabytes)}`,
    );
  });

  it('accepts a document just under the size limit (whitespace and comments are not tokens)', async () => {
    const query = `{ me { id } }\n# ${'x'.repeat(MAX_QUERY_BYTES - 100)}`;
    const answer = await post(query, { token: analyst.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.me.id).toBe(analyst.id);
  });

  it('refuses 32,000 aliases at once, for anonymous and signed-in callers, before parsing', async () => {
    const query = aliases(32_000, 'me { id }');
    // How fast: `npm run bench -- guards`.
    for (const token of [undefined, analyst.token]) {
      const answer = await post(query, { token });
      expect(answer.status).toBe(400);
      expect(codes(answer)).toEqual(['QUERY_TOO_LARGE']);
    }
  });

  it(`refuses more than ${MAX_TOKENS} tokens with TOO_MANY_TOKENS`, async () => {
    // Small in bytes (3 KB), long in tokens.
    const query = `{ me { ${'id '.repeat(MAX_TOKENS)} } }`;
    expect(Buffer.byteLength(query)).toBeLessThan(MAX_QUERY_BYTES);
    const answer = await post(query);
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual(['TOO_MANY_TOKENS']);
    expect(answer.body.errors![0].message).toBe(`Token limit of ${MAX_TOKENS} exceeded`);
  });

  it('keeps the batch upload working: a signed-in caller may send a large CSV in the variables', async () => {
    const csv = csvOf(validRows('LimitsUpload', 400));
    expect(csv.length).toBeGreaterThan(MAX_ANONYMOUS_BODY_BYTES);
    const mutation = 'mutation($input: UploadBatchInput!) { uploadBatch(input: $input) { batchId totalRows } }';
    const answer = await post(mutation, {
      token: analyst.token,
      variables: { input: { csvContent: csv, fileName: 'graphql-limits.csv' } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.uploadBatch.totalRows).toBe(400);
    const anonymous = await post(mutation, { variables: { input: { csvContent: csv, fileName: 'graphql-limits.csv' } } });
    expect(codes(anonymous)).toEqual(['QUERY_TOO_LARGE']);
  });
});

describe('validation limits', () => {
  it(`allows ${MAX_ALIASES} aliases and refuses ${MAX_ALIASES + 1} with TOO_MANY_ALIASES`, async () => {
    expect(codes(await post(aliases(MAX_ALIASES, 'me { id }'), { token: analyst.token }))).toEqual([]);
    const answer = await post(aliases(MAX_ALIASES + 1, 'me { id }'), { token: analyst.token });
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual(['TOO_MANY_ALIASES']);
    expect(answer.body.errors![0].message).toBe(`Aliases limit of ${MAX_ALIASES} exceeded, found ${MAX_ALIASES + 1}.`);
  });

  it(`refuses a query deeper than ${MAX_DEPTH} with QUERY_TOO_DEEP`, async () => {
    const ofType = (n: number): string => (n === 0 ? 'name' : `ofType { ${ofType(n - 1)} }`);
    const answer = await post(`{ __type(name: "Query") { fields { type { ${ofType(MAX_DEPTH)} } } } }`);
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual(['QUERY_TOO_DEEP']);
    expect(answer.body.errors![0].message).toMatch(new RegExp(`^Query depth limit of ${MAX_DEPTH} exceeded, found \\d+\\.$`));
    // Made-up fields do not hide the depth from the answer.
    const made = await post(`{ a { b { c { d { e { f { g { h { i { j } } } } } } } } } }`);
    expect(made.status).toBe(400);
    expect(codes(made)).toContain('QUERY_TOO_DEEP');
  });

  it(`refuses more than ${MAX_DIRECTIVES} directives with TOO_MANY_DIRECTIVES`, async () => {
    const directives = (n: number) => `{ me { id ${'__typename @include(if: true) '.repeat(n)}} }`;
    expect(codes(await post(directives(MAX_DIRECTIVES), { token: analyst.token }))).toEqual([]);
    const answer = await post(directives(MAX_DIRECTIVES + 1), { token: analyst.token });
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual(['TOO_MANY_DIRECTIVES']);
    expect(answer.body.errors![0].message).toBe(`Directives limit of ${MAX_DIRECTIVES} exceeded, found ${MAX_DIRECTIVES + 1}.`);
  });
});

describe('cost', () => {
  it('refuses two PDF renders in one document, and two AI calls, with QUERY_TOO_COMPLEX', async () => {
    const reports = await post(aliases(2, 'assessmentReport(id: "00000000-0000-4000-8000-000000000000") { fileName }'), {
      token: analyst.token,
    });
    expect(reports.status).toBe(400);
    expect(codes(reports)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(reports.body.errors![0].message).toMatch(new RegExp(`^Query cost limit of ${MAX_COST} exceeded, found \\d+`));

    const ai = await post(
      'mutation { summarizeNews(url: "http://127.0.0.1:9/a") { summary } scanNews(assessmentId: "00000000-0000-4000-8000-000000000000") { id } }',
      { token: analyst.token },
    );
    expect(ai.status).toBe(400);
    expect(codes(ai)).toEqual(['QUERY_TOO_COMPLEX']);
  });

  it('lets one PDF render through the cost limit (it then fails on the unknown id)', async () => {
    const one = await post('{ assessmentReport(id: "00000000-0000-4000-8000-000000000000") { fileName } }', { token: analyst.token });
    expect(codes(one)).toEqual(['NOT_FOUND']);
  });

  it('prices a page by its limit: 100 rows pass, 100 rows with nested lists do not', async () => {
    const flat = await post(
      'query($limit: Int!) { assessments(limit: $limit) { items { id companyName ruleTrace { name } createdBy { id } } nextCursor } }',
      {
        token: analyst.token,
        variables: { limit: 100 },
      },
    );
    expect(codes(flat)).toEqual([]);
    const nested = await post(
      'query($limit: Int!) { assessments(limit: $limit) { items { id ruleTrace { name } latestNewsScan { articles { title categories } } } } }',
      {
        token: analyst.token,
        variables: { limit: 100 },
      },
    );
    expect(nested.status).toBe(400);
    expect(codes(nested)).toEqual(['QUERY_TOO_COMPLEX']);
    // The same document with a small page is cheap enough: the limit comes from the variables.
    const small = await post(
      'query($limit: Int!) { assessments(limit: $limit) { items { id ruleTrace { name } latestNewsScan { articles { title categories } } } } }',
      {
        token: analyst.token,
        variables: { limit: 10 },
      },
    );
    expect(codes(small)).toEqual([]);
  });

  it('refuses an anonymous caller the same way (cost is checked before authorization)', async () => {
    const answer = await post(aliases(2, 'assessmentReport(id: "x") { fileName }'));
    expect(codes(answer)).toEqual(['QUERY_TOO_COMPLEX']);
  });
});

describe("the client's operations", () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildAppSchema();
  });

  /** Every operation in client/src/**\/*.graphql with the fragments it uses, as Apollo Client sends it. */
  function clientOperations(): { name: string; text: string; operation: OperationDefinitionNode }[] {
    const files = globSync('client/src/**/*.graphql', { cwd: ROOT });
    const definitions: DefinitionNode[] = files.flatMap((file) => parse(readFileSync(path.join(ROOT, file), 'utf8')).definitions);
    const fragments = new Map(
      definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
    );
    const used = (node: DefinitionNode, acc = new Set<string>()) => {
      visit(node, {
        FragmentSpread(spread) {
          if (acc.has(spread.name.value)) return;
          acc.add(spread.name.value);
          used(fragments.get(spread.name.value)!, acc);
        },
      });
      return acc;
    };
    return definitions
      .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
      .map((operation) => ({
        name: operation.name!.value,
        operation,
        text: [operation, ...[...used(operation)].map((n) => fragments.get(n)!)].map(print).join('\n\n'),
      }));
  }

  /** A value of the variable's type; lists of one item, page sizes at the largest allowed (100). */
  function dummy(type: GraphQLInputType): unknown {
    if (isNonNullType(type)) return dummy(type.ofType);
    if (isListType(type)) return [dummy(type.ofType)];
    if (isEnumType(type)) return type.getValues()[0].name;
    if (isInputObjectType(type)) return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, dummy(f.type)]));
    const values: Record<string, unknown> = {
      Int: 100,
      Float: 1,
      Boolean: true,
      ID: '00000000-0000-4000-8000-000000000000',
      DateTimeISO: new Date().toISOString(),
      JSONObject: {},
    };
    if (type.name === 'Upload') {
      // What graphql-upload puts in the variables of a multipart request: a pending file.
      const upload = new Upload();
      upload.reject(new Error('no file in a cost check'));
      return upload;
    }
    return type.name in values ? values[type.name] : 'x';
  }

  it('all pass every limit, with the largest page sizes', () => {
    const operations = clientOperations();
    expect(operations.length).toBeGreaterThan(20);
    const { validationRules } = graphqlProtection(
      {
        NODE_ENV: 'production',
        GRAPHQL_INTROSPECTION: undefined,
        GRAPHQL_SUGGESTIONS: undefined,
      },
      () => () => undefined,
    );
    const report = operations.map(({ name, text, operation }) => {
      const document = parse(text);
      const variables = Object.fromEntries(
        (operation.variableDefinitions ?? []).map((v) => [
          v.variable.name.value,
          dummy(typeFromAST(schema, v.type as never) as GraphQLInputType),
        ]),
      );
      return {
        name,
        bytes: Buffer.byteLength(text),
        tokens: countTokens(text),
        errors: validate(schema, document, [...specifiedRules, ...validationRules]).map((e) => e.message),
        cost: documentCost(schema, document, variables, name),
      };
    });
    for (const r of report) {
      expect(r, r.name).toMatchObject({ errors: [] });
      expect(r.bytes, r.name).toBeLessThanOrEqual(MAX_QUERY_BYTES);
      expect(r.tokens, r.name).toBeLessThanOrEqual(MAX_TOKENS);
      expect(r.cost, r.name).toBeLessThanOrEqual(MAX_COST);
    }
  });

  it('every query passes over HTTP too, as an admin, with the same dummy variables', async () => {
    const admin = await asAdmin();
    for (const { name, text, operation } of clientOperations().filter((o) => o.operation.operation === OperationTypeNode.QUERY)) {
      const variables = Object.fromEntries(
        (operation.variableDefinitions ?? []).map((v) => [
          v.variable.name.value,
          dummy(typeFromAST(schema, v.type as never) as GraphQLInputType),
        ]),
      );
      const answer = await post(text, { token: admin, variables });
      // Dummy ids may be NOT_FOUND and dummy rule input BAD_USER_INPUT; no limit may refuse them.
      expect(
        codes(answer).filter((code) => LIMIT_CODES.includes(code!) || code === 'INTERNAL_SERVER_ERROR'),
        name,
      ).toEqual([]);
    }
  });

  it('Assessments and AssessmentDetail answer with data', async () => {
    const operations = new Map(clientOperations().map((o) => [o.name, o.text]));
    const list = await post(operations.get('Assessments')!, { token: analyst.token, variables: { limit: 100 } });
    expect(codes(list)).toEqual([]);
    const created = await rest('POST', '/assessments', {
      token: analyst.token,
      body: assessmentInput({ companyName: 'Limits Detail Co' }),
    });
    const detail = await post(operations.get('AssessmentDetail')!, { token: analyst.token, variables: { id: created.body.id } });
    expect(codes(detail)).toEqual([]);
    expect(detail.body.data.assessment.createdBy.id).toBe(analyst.id);
  });
});

describe('introspection and suggestions', () => {
  it('answers introspection and suggests fields in test mode', async () => {
    const schema = await post('{ __schema { queryType { name } } }');
    expect(schema.body.data.__schema.queryType.name).toBe('Query');
    const typo = await post('{ assessmnts { nextCursor } }', { token: analyst.token });
    expect(typo.body.errors![0].message).toMatch(/Did you mean "assessments"/);
  });

  it('turns both off in production unless set', () => {
    expect(graphqlSettings({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: undefined, GRAPHQL_SUGGESTIONS: undefined })).toEqual({
      introspection: false,
      suggestions: false,
    });
    expect(graphqlSettings({ NODE_ENV: 'test', GRAPHQL_INTROSPECTION: undefined, GRAPHQL_SUGGESTIONS: undefined })).toEqual({
      introspection: true,
      suggestions: true,
    });
    expect(graphqlSettings({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: true, GRAPHQL_SUGGESTIONS: false })).toEqual({
      introspection: true,
      suggestions: false,
    });
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32), GRAPHQL_INTROSPECTION: 'yes' });
    expect(graphqlSettings(config)).toEqual({ introspection: true, suggestions: false });
  });
});

describe('per-request loaders (an API in this process, with introspection and suggestions off)', () => {
  let api: InProcessApi;
  let url: string;
  let db: pg.Client;
  const statements: string[] = [];

  beforeAll(async () => {
    api = await startApiInProcess(inject('databaseUrl'), { GRAPHQL_INTROSPECTION: 'false', GRAPHQL_SUGGESTIONS: 'false' });
    url = api.url;
    db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
    // Every statement the ORM of this process sends goes through its query logger.
    const logger = api.services.orm.config.getLogger();
    const logQuery = logger.logQuery.bind(logger);
    logger.logQuery = (context) => {
      statements.push(context.query ?? '');
      logQuery(context);
    };
  });

  afterAll(async () => {
    await db?.end();
    await api?.stop();
  });

  it('reads createdBy and latestNewsScan of 100 assessments in a constant number of queries', async () => {
    const tag = `Loader${Date.now().toString(36)}`;
    const creators = [analyst, await buildUser({ firstName: 'Second' }), await buildUser({ firstName: 'Third' })];
    const ids: string[] = [];
    // Six at a time, two per creator: a user may have SCREENING_USER_CONCURRENCY (2) screening calls in flight.
    for (let i = 0; i < 100; i += 6) {
      const created = await Promise.all(
        Array.from({ length: Math.min(6, 100 - i) }, (_, j) =>
          rest('POST', '/assessments', { token: creators[(i + j) % 3].token, body: assessmentInput({ companyName: `${tag} ${i + j}` }) }),
        ),
      );
      ids.push(...created.map((c) => c.body.id as string));
    }
    // Two scans of the first assessment (the newer must win), one of the second, none of the rest.
    const scan = (assessmentId: string, minutesAgo: number) =>
      db
        .query(
          `insert into news_scans (id, assessment_id, user_id, articles, negative_count, method, created_at)
           values (gen_random_uuid(), $1, $2, '[]', $3, 'offline', now() - make_interval(mins => $3)) returning id`,
          [assessmentId, analyst.id, minutesAgo],
        )
        .then((r) => r.rows[0].id as string);
    await scan(ids[0], 10);
    const newest = await scan(ids[0], 1);
    const second = await scan(ids[1], 5);

    const query = `query($search: String) { assessments(limit: 100, search: $search) { items { id createdBy { id firstName } latestNewsScan { id } } } }`;
    await post('{ me { id } }', { token: analyst.token, url }); // signs the session into the cache
    statements.length = 0;
    const answer = await post(query, { token: analyst.token, variables: { search: tag }, url });
    const sent = [...statements];

    expect(codes(answer)).toEqual([]);
    const items = answer.body.data.assessments.items as { id: string; createdBy: { id: string }; latestNewsScan: { id: string } | null }[];
    expect(items).toHaveLength(100);
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(ids[0])!.latestNewsScan).toEqual({ id: newest });
    expect(byId.get(ids[1])!.latestNewsScan).toEqual({ id: second });
    expect(byId.get(ids[2])!.latestNewsScan).toBeNull();
    ids.forEach((id, i) => expect(byId.get(id)!.createdBy.id).toBe(creators[i % 3].id));

    // One query for the page, one for the creators, one for the scans — not 100 of each. (Had the
    // session expired from the cache since the warm-up, authenticating it would add one.)
    const touching = (table: string) => sent.filter((s) => new RegExp(`\\b"?${table}"?\\b`).test(s) && !/\bsessions\b/.test(s));
    expect(touching('users').length, sent.join('\n')).toBe(1);
    expect(touching('news_scans').length, sent.join('\n')).toBe(1);
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(4);
  });

  it('hides introspection and field suggestions when they are off', async () => {
    const introspection = await post('{ __schema { queryType { name } } }', { url });
    expect(introspection.status).toBe(400);
    expect(introspection.body.errors![0].message).toMatch(/introspection is not allowed/);
    const typo = await post('{ assessmnts { nextCursor } }', { token: analyst.token, url });
    expect(typo.body.errors![0].message).toMatch(/^Cannot query field "assessmnts" on type "Query"\./);
    expect(typo.body.errors![0].message).not.toMatch(/assessments/);
  });
});
