import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentInput } from './support/factories.js';
import { apiClient } from './support/http.js';
import { createTestDatabase } from './support/databases.js';
import { startApiInProcess, type InProcessApi } from './support/in-process.js';
import { TEST_ADMIN } from './support/processes.js';

/** Its own database and API: replay counts must not see other files' assessments or rule changes. */
let api: InProcessApi;
let drop: () => Promise<void>;
let db: pg.Client;
let token: string;

const { rest, gql, asAdmin } = apiClient(() => api.url);
const counts = async () =>
  (
    await db.query(
      `select (select count(*) from assessments)::int a, (select count(*) from audit_logs)::int l, (select count(*) from rule_set_versions)::int v, (select count(*) from rule_configs)::int r`,
    )
  ).rows[0];

const REPLAY = `query($change: ProposedRuleChangeInput!, $scope: ReplayScopeInput) { replayRuleChange(change: $change, scope: $scope) {
  evaluated changed matrix { from to count } sample { assessmentId companyName fromStatus toStatus oldRationale newRationale } } }`;

beforeAll(async () => {
  const fresh = await createTestDatabase('versions');
  drop = fresh.drop;
  api = await startApiInProcess(fresh.url);
  db = new pg.Client({ connectionString: fresh.url });
  await db.connect();
  token = await asAdmin();
  // A small book: 4 clean, 3 with weak liquidity (caution), 2 with legal actions (rejected).
  for (let i = 0; i < 4; i += 1) await rest('POST', '/assessments', { token, body: assessmentInput({ companyName: `Clean ${i}` }) });
  for (let i = 0; i < 3; i += 1)
    await rest('POST', '/assessments', { token, body: assessmentInput({ companyName: `Thin ${i}`, hasSufficientLiquidity: false }) });
  for (let i = 0; i < 2; i += 1)
    await rest('POST', '/assessments', { token, body: assessmentInput({ companyName: `Sued ${i}`, hasLegalActions: true }) });
}, 120_000);

afterAll(async () => {
  await db?.end();
  await api?.stop();
  await drop?.();
});

describe('what-if replay', () => {
  it('predicts exactly what saving the change and re-deciding does, and writes nothing', async () => {
    const change = {
      action: 'CREATE',
      create: {
        name: 'No thin liquidity',
        ruleType: 'REJECT',
        field: 'hasSufficientLiquidity',
        value: 'false',
        message: 'Liquidity too thin to trade',
      },
    };
    const before = await counts();
    const replay = await gql(REPLAY, { change }, token);
    expect(replay.errors).toBeUndefined();
    const result = replay.data.replayRuleChange;
    expect(result.evaluated).toBe(9);
    expect(result.changed).toBe(3);
    expect(result.matrix).toContainEqual({ from: 'CAUTION', to: 'REJECTED', count: 3 });
    expect(result.matrix).toContainEqual({ from: 'APPROVED', to: 'APPROVED', count: 4 });
    expect(result.matrix.reduce((n: number, m: { count: number }) => n + m.count, 0)).toBe(9);
    expect(result.sample).toHaveLength(3);
    expect(result.sample[0]).toMatchObject({
      fromStatus: 'CAUTION',
      toStatus: 'REJECTED',
      newRationale: expect.stringContaining('Rejected: Liquidity too thin to trade.'),
    });
    expect(await counts()).toEqual(before);

    // Save the same change, then re-decide every assessment: the rules' outcomes must move as the replay said
    // (the rules' outcome, not the status, which reads PENDING_REVIEW while a four-eyes review is pending).
    const saved = await gql('mutation($input: CreateRuleInput!) { createRule(input: $input) { id } }', { input: change.create }, token);
    expect(saved.errors).toBeUndefined();
    const { rows } = await db.query(`select id, rule_status, address from assessments`);
    const transitions = new Map<string, number>();
    for (const row of rows) {
      // A real edit re-decides (an update that changes nothing changes nothing); the address is no rule's field.
      const res = await gql(
        'mutation($id: ID!, $address: String!) { updateAssessment(id: $id, input: { address: $address }) { ruleStatus } }',
        { id: row.id, address: `${row.address} (re-decided)` },
        token,
      );
      const key = `${row.rule_status.toUpperCase()}>${res.data.updateAssessment.ruleStatus}`;
      transitions.set(key, (transitions.get(key) ?? 0) + 1);
    }
    for (const m of result.matrix) expect(transitions.get(`${m.from}>${m.to}`) ?? 0).toBe(m.count);
  });

  it('replays an update, a toggle and a deletion, within a date range', async () => {
    const rules = (await gql('{ rules { id name enabled } }', {}, token)).data.rules;
    const legal = rules.find((r: { name: string }) => r.name === 'Legal actions, fines or sanctions');
    const off = await gql(REPLAY, { change: { action: 'UPDATE', ruleId: legal.id, update: { enabled: false } } }, token);
    expect(off.data.replayRuleChange.matrix).toContainEqual({ from: 'REJECTED', to: 'APPROVED', count: 2 });
    const gone = await gql(REPLAY, { change: { action: 'DELETE', ruleId: legal.id } }, token);
    expect(gone.data.replayRuleChange.changed).toBe(2);
    const future = await gql(
      REPLAY,
      {
        change: { action: 'DELETE', ruleId: legal.id },
        scope: { from: new Date(Date.now() + 60_000).toISOString() },
      },
      token,
    );
    expect(future.data.replayRuleChange).toMatchObject({ evaluated: 0, changed: 0 });
    const bad = await gql(REPLAY, { change: { action: 'UPDATE', ruleId: legal.id, update: { value: 'maybe' } } }, token);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const missing = await gql(REPLAY, { change: { action: 'DELETE', ruleId: '00000000-0000-4000-8000-000000000000' } }, token);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  // Issue 25, item 7: year 0 passed GraphQL's DateTimeISO and reached PostgreSQL as a BC date.
  it('refuses scope dates outside the years 1 to 9999, naming the field', async () => {
    const change = { action: 'DELETE', ruleId: (await gql('{ rules { id } }', {}, token)).data.rules[0].id };
    for (const field of ['from', 'to']) {
      const res = await gql(REPLAY, { change, scope: { [field]: '0000-12-31T23:59:59.999Z' } }, token);
      expect(res.errors?.[0]?.extensions, field).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    const widest = await gql(REPLAY, { change, scope: { from: '0001-01-01T00:00:00.000Z', to: '9999-12-31T23:59:59.999Z' } }, token);
    expect(widest.errors).toBeUndefined();
    expect(widest.data.replayRuleChange.evaluated).toBeGreaterThan(0);
  });
});

describe('rule-set versions', () => {
  it('records one version per change, of each kind, and the version that decided each assessment', async () => {
    const created = await gql(
      'mutation { createRule(input: { name: "Versioned", field: "tradingYears", value: "2-3", message: "Young company" }) { id } }',
      {},
      token,
    );
    const id = created.data.createRule.id;
    await gql(
      'mutation($id: ID!) { updateRule(id: $id, input: { priority: 5, message: "Young company (2-3 years)" }) { id } }',
      { id },
      token,
    );
    await gql('mutation($id: ID!) { updateRule(id: $id, input: { enabled: false }) { id } }', { id }, token);
    await gql('mutation($id: ID!) { deleteRule(id: $id) }', { id }, token);
    const versions = (await gql('{ ruleSetVersions(limit: 100) { id change changedBy { email } rules { id } } }', {}, token)).data
      .ruleSetVersions;
    const mine = versions.filter((v: { change: { ruleId?: string } }) => v.change.ruleId === id).reverse();
    expect(mine.map((v: { change: { kind: string } }) => v.change.kind)).toEqual(['create', 'update', 'toggle', 'delete']);
    expect(mine[0].changedBy.email).toBe(TEST_ADMIN.email);
    expect(mine[0].rules.some((r: { id: string }) => r.id === id)).toBe(true);
    expect(mine[3].rules.some((r: { id: string }) => r.id === id)).toBe(false);
    expect(versions.at(-1).change.kind).toBe('initial');

    const diff = (
      await gql(
        'query($a: Int!, $b: Int!) { ruleSetDiff(from: $a, to: $b) { added { id } removed { id } changed { ruleId fields { field from to } } } }',
        { a: mine[1].id - 1, b: mine[1].id },
        token,
      )
    ).data.ruleSetDiff;
    expect(diff).toEqual({
      added: [],
      removed: [],
      changed: [
        {
          ruleId: id,
          fields: [
            { field: 'priority', from: '0', to: '5' },
            { field: 'message', from: 'Young company', to: 'Young company (2-3 years)' },
          ],
        },
      ],
    });

    const assessed = await rest('POST', '/assessments', { token, body: assessmentInput({ companyName: 'Versioned Co' }) });
    const latest = versions[0].id;
    const shown = await gql('query($id: ID!) { assessment(id: $id) { ruleSetVersion } }', { id: assessed.body.id }, token);
    expect(shown.data.assessment.ruleSetVersion).toBe(latest);
    expect((await gql('{ ruleSetDiff(from: 1, to: 99999) { added { id } } }', {}, token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
