import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentInput } from './support/factories.js';
import { apiClient } from './support/http.js';
import { createTestDatabase } from './support/databases.js';
import { startApiInProcess, type InProcessApi } from './support/in-process.js';
import { TEST_ADMIN } from './support/processes.js';

/** Its own database and API with REQUIRE_RULE_APPROVAL=true: rule changes wait for a second admin. */
let api: InProcessApi;
let drop: () => Promise<void>;
let db: pg.Client;
const tokens = { proposer: '', approver: '' };
const SECOND_ADMIN = { email: 'second-admin@counterparty.test', password: 'second-admin-1' };

const { rest, gql, login } = apiClient(() => api.url);
const counts = async () =>
  (await db.query(`select (select count(*) from rule_configs)::int r, (select count(*) from rule_set_versions)::int v`)).rows[0];
const latestVersion = async () => (await db.query(`select max(id)::int id from rule_set_versions`)).rows[0].id as number;
/** Decides a new assessment with thin liquidity (caution under the default rules) and returns the rules' outcome and version. */
async function thinAssessment(label: string): Promise<{ status: string; version: number }> {
  const res = await rest('POST', '/assessments', {
    token: tokens.proposer,
    body: assessmentInput({ companyName: label, hasSufficientLiquidity: false }),
  });
  expect(res.status, res.text).toBe(201);
  const { rows } = await db.query(`select rule_status, rule_set_version from assessments where id = $1`, [res.body.id]);
  return { status: rows[0].rule_status, version: rows[0].rule_set_version };
}

const THIN_RULE = {
  name: 'No thin liquidity',
  ruleType: 'reject',
  field: 'hasSufficientLiquidity',
  value: 'false',
  message: 'Liquidity too thin to trade',
};
const PROPOSAL_FIELDS = `id status action ruleId ruleName input baseVersion appliedVersion note
  before { name enabled } after { name enabled } proposedBy { email } decidedBy { email } decidedAt
  impact { evaluated changed matrix { from to count } sample { companyName fromStatus toStatus } }`;

let thinProposal: any;

beforeAll(async () => {
  const fresh = await createTestDatabase('approval');
  drop = fresh.drop;
  api = await startApiInProcess(fresh.url, { REQUIRE_RULE_APPROVAL: 'true' });
  db = new pg.Client({ connectionString: fresh.url });
  await db.connect();
  tokens.proposer = await login(TEST_ADMIN.email, TEST_ADMIN.password);
  const created = await rest('POST', '/admin/users', {
    token: tokens.proposer,
    body: {
      ...SECOND_ADMIN,
      firstName: 'Second',
      lastName: 'Admin',
      role: 'admin',
    },
  });
  expect(created.status, created.text).toBe(201);
  tokens.approver = await login(SECOND_ADMIN.email, SECOND_ADMIN.password);
  // A small book: 2 clean, 2 with thin liquidity (caution).
  for (let i = 0; i < 2; i += 1)
    await rest('POST', '/assessments', { token: tokens.proposer, body: assessmentInput({ companyName: `Clean ${i}` }) });
  for (let i = 0; i < 2; i += 1) await thinAssessment(`Thin ${i}`);
}, 120_000);

afterAll(async () => {
  await db?.end();
  await api?.stop();
  await drop?.();
});

describe('rule changes with REQUIRE_RULE_APPROVAL', () => {
  it('stores a change as a proposal with its what-if replay, changing no decision', async () => {
    const before = await counts();
    const base = await latestVersion();
    const res = await rest('POST', '/admin/rules', { token: tokens.proposer, body: THIN_RULE });
    expect(res.status, res.text).toBe(202);
    thinProposal = res.body;
    expect(thinProposal).toMatchObject({
      status: 'pending',
      action: 'create',
      ruleId: null,
      ruleName: 'No thin liquidity',
      input: { name: 'No thin liquidity', ruleType: 'reject', field: 'hasSufficientLiquidity', value: 'false' },
      before: null,
      after: { name: 'No thin liquidity', ruleType: 'reject', enabled: true },
      baseVersion: base,
      proposedBy: { email: TEST_ADMIN.email },
      decidedBy: null,
      appliedVersion: null,
    });
    expect(thinProposal.impact).toMatchObject({ evaluated: 4, changed: 2 });
    expect(thinProposal.impact.matrix).toContainEqual({ from: 'caution', to: 'rejected', count: 2 });
    expect(thinProposal.impact.sample).toHaveLength(2);
    expect(await counts()).toEqual(before);
    expect(await thinAssessment('Thin after proposal')).toEqual({ status: 'caution', version: base });

    // Invalid changes are refused when proposed, exactly as a save would refuse them; nothing is stored.
    const bad = await rest('POST', '/admin/rules', { token: tokens.proposer, body: { ...THIN_RULE, value: 'maybe' } });
    expect(bad.status, bad.text).toBe(400);
    const missing = await rest('DELETE', '/admin/rules/00000000-0000-4000-8000-000000000000', { token: tokens.proposer });
    expect(missing.status).toBe(404);

    // The direct GraphQL mutations keep their types and refuse, storing nothing.
    const direct = await gql(
      'mutation($input: CreateRuleInput!) { createRule(input: $input) { id } }',
      { input: { ...THIN_RULE, ruleType: 'REJECT' } },
      tokens.proposer,
    );
    expect(direct.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', approvalRequired: true });
    expect((await gql('{ ruleApprovalRequired }', {}, tokens.proposer)).data.ruleApprovalRequired).toBe(true);

    const pending = await rest('GET', '/admin/rule-proposals?status=pending', { token: tokens.approver });
    expect(pending.status).toBe(200);
    expect(pending.body.map((p: { id: string }) => p.id)).toEqual([thinProposal.id]);
    expect((await rest('GET', '/admin/rule-proposals?status=bogus', { token: tokens.approver })).status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('refuses approval by the admin who proposed it', async () => {
    const rest403 = await rest('POST', `/admin/rule-proposals/${thinProposal.id}/approve`, { token: tokens.proposer });
    expect(rest403.status, rest403.text).toBe(403);
    const gql403 = await gql('mutation($id: ID!) { approveRuleChange(id: $id) { id } }', { id: thinProposal.id }, tokens.proposer);
    expect(gql403.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const listed = await gql(`{ ruleChangeProposals(status: PENDING) { ${PROPOSAL_FIELDS} } }`, {}, tokens.proposer);
    expect(listed.data.ruleChangeProposals).toHaveLength(1);
    expect(listed.data.ruleChangeProposals[0]).toMatchObject({ id: thinProposal.id, status: 'PENDING', action: 'CREATE' });
    expect(listed.data.ruleChangeProposals[0].impact.matrix).toContainEqual({ from: 'CAUTION', to: 'REJECTED', count: 2 });
    expect(
      (await rest('GET', '/admin/rules', { token: tokens.proposer })).body.some((r: { name: string }) => r.name === THIN_RULE.name),
    ).toBe(false);
  });

  it('applies the change when a second admin approves it: a new version that decides the next assessment', async () => {
    const before = await counts();
    const base = await latestVersion();
    const res = await rest('POST', `/admin/rule-proposals/${thinProposal.id}/approve`, { token: tokens.approver });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      status: 'approved',
      appliedVersion: base + 1,
      decidedBy: { email: SECOND_ADMIN.email },
      proposedBy: { email: TEST_ADMIN.email },
    });
    expect(res.body.ruleId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await counts()).toEqual({ r: before.r + 1, v: before.v + 1 });
    const versions = (await gql('{ ruleSetVersions(limit: 1) { id change changedBy { email } } }', {}, tokens.approver)).data
      .ruleSetVersions;
    expect(versions[0]).toMatchObject({
      id: base + 1,
      change: { kind: 'create', ruleId: res.body.ruleId, ruleName: THIN_RULE.name },
      changedBy: { email: SECOND_ADMIN.email },
    });
    expect(await thinAssessment('Thin after approval')).toEqual({ status: 'rejected', version: base + 1 });

    const again = await rest('POST', `/admin/rule-proposals/${thinProposal.id}/approve`, { token: tokens.approver });
    expect(again.status, again.text).toBe(409);
    const late = await rest('POST', `/admin/rule-proposals/${thinProposal.id}/reject`, {
      token: tokens.approver,
      body: { note: 'Too late' },
    });
    expect(late.status).toBe(409);
  });

  it('leaves the rules unchanged when a proposal is rejected (GraphQL submitRuleChange)', async () => {
    const rules = (await gql('{ rules { id name enabled } }', {}, tokens.proposer)).data.rules;
    const legal = rules.find((r: { name: string }) => r.name === 'Legal actions, fines or sanctions');
    const submitted = await gql(
      `mutation($change: ProposedRuleChangeInput!) { submitRuleChange(change: $change) { applied rule { id } proposal { ${PROPOSAL_FIELDS} } } }`,
      { change: { action: 'UPDATE', ruleId: legal.id, update: { enabled: false } } },
      tokens.proposer,
    );
    expect(submitted.errors).toBeUndefined();
    const outcome = submitted.data.submitRuleChange;
    expect(outcome).toMatchObject({ applied: false, rule: null });
    expect(outcome.proposal).toMatchObject({
      status: 'PENDING',
      action: 'UPDATE',
      ruleId: legal.id,
      input: { enabled: false },
      before: { name: legal.name, enabled: true },
      after: { name: legal.name, enabled: false },
    });
    const before = await counts();

    const blank = await gql(
      'mutation($id: ID!, $note: String!) { rejectRuleChange(id: $id, note: $note) { id } }',
      { id: outcome.proposal.id, note: '  ' },
      tokens.approver,
    );
    expect(blank.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'note' });
    const rejected = await gql(
      `mutation($id: ID!, $note: String!) { rejectRuleChange(id: $id, note: $note) { ${PROPOSAL_FIELDS} } }`,
      { id: outcome.proposal.id, note: 'Legal actions must always reject' },
      tokens.approver,
    );
    expect(rejected.errors).toBeUndefined();
    expect(rejected.data.rejectRuleChange).toMatchObject({
      status: 'REJECTED',
      note: 'Legal actions must always reject',
      decidedBy: { email: SECOND_ADMIN.email },
      appliedVersion: null,
    });
    expect(await counts()).toEqual(before);
    const after = (await gql('{ rules { id enabled } }', {}, tokens.proposer)).data.rules;
    expect(after.find((r: { id: string }) => r.id === legal.id).enabled).toBe(true);
    const approveRejected = await gql(
      'mutation($id: ID!) { approveRuleChange(id: $id) { id } }',
      { id: outcome.proposal.id },
      tokens.approver,
    );
    expect(approveRejected.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const byStatus = await gql('{ ruleChangeProposals(status: REJECTED) { id } }', {}, tokens.approver);
    expect(byStatus.data.ruleChangeProposals).toEqual([{ id: outcome.proposal.id }]);
  });

  it('refuses to approve a proposal the rules have since made invalid', async () => {
    const rule = (await rest('GET', '/admin/rules', { token: tokens.proposer })).body.find(
      (r: { name: string }) => r.name === THIN_RULE.name,
    );
    const approve = async (id: string) => {
      const res = await rest('POST', `/admin/rule-proposals/${id}/approve`, { token: tokens.approver });
      expect(res.status, res.text).toBe(200);
    };
    await approve((await rest('PATCH', `/admin/rules/${rule.id}`, { token: tokens.proposer, body: { condition: 'in' } })).body.id);
    // A second value is valid for IN when proposed…
    const update = await rest('PATCH', `/admin/rules/${rule.id}`, { token: tokens.proposer, body: { value: 'false,true' } });
    expect(update.status, update.text).toBe(202);
    const toggle = await rest('PATCH', `/admin/rules/${rule.id}`, { token: tokens.proposer, body: { enabled: false } });
    expect(toggle.status, toggle.text).toBe(202);
    const removal = await rest('DELETE', `/admin/rules/${rule.id}`, { token: tokens.proposer });
    expect(removal.status, removal.text).toBe(202);
    expect(removal.body).toMatchObject({ action: 'delete', ruleId: rule.id, before: { name: THIN_RULE.name }, after: null });

    // …but not once the rule is back to EQUALS.
    await approve((await rest('PATCH', `/admin/rules/${rule.id}`, { token: tokens.proposer, body: { condition: 'equals' } })).body.id);
    const invalid = await rest('POST', `/admin/rule-proposals/${update.body.id}/approve`, { token: tokens.approver });
    expect(invalid.status, invalid.text).toBe(400);
    expect(invalid.text).toMatch(/rules changed since this was proposed/);

    await approve(removal.body.id);
    const before = await counts();
    const gone = await rest('POST', `/admin/rule-proposals/${toggle.body.id}/approve`, { token: tokens.approver });
    expect(gone.status, gone.text).toBe(409);
    expect(gone.text).toMatch(/no longer exists/);
    expect(await counts()).toEqual(before);
    const pending = await rest('GET', '/admin/rule-proposals?status=pending', { token: tokens.approver });
    expect(pending.body.map((p: { id: string }) => p.id).sort()).toEqual([update.body.id, toggle.body.id].sort());
    expect((await rest('POST', '/admin/rule-proposals/not-a-uuid/approve', { token: tokens.approver })).status).toBe(404);
  });
});
