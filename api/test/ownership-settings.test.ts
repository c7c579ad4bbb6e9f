import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type TestUser } from './support/http.js';
import { createTestDatabase } from './support/databases.js';
import { startApiInProcess, type InProcessApi } from './support/in-process.js';
import { waitFor } from './support/processes.js';

// Issue 30: the UBO and blocked ownership thresholds are admin settings, versioned, under
// four-eyes like scorecard changes. One database of its own (a saved version would change the
// thresholds of every other file's assessments) and two APIs on it: `open` with
// REQUIRE_RULE_APPROVAL off and the defaults, `guarded` with it on and UBO_THRESHOLD_PERCENT=30 —
// two processes, so a change made through one reaches the other's cached copy.

const SETTINGS = `uboThresholdPercent blockedOwnershipPercent version createdAt authorName note
  defaults { uboThresholdPercent blockedOwnershipPercent }`;
const PROPOSAL_FIELDS = `id status changeNote baseVersion appliedVersion note proposedBy { email } decidedBy { email }
  settings { uboThresholdPercent blockedOwnershipPercent } previous { uboThresholdPercent blockedOwnershipPercent }
  viewerCan { approve reject }`;
const READ = `{ ownershipSettings { ${SETTINGS} } }`;
const SAVE = `mutation($ubo: Float!, $blocked: Float!, $note: String) {
  saveOwnershipSettings(uboThresholdPercent: $ubo, blockedOwnershipPercent: $blocked, note: $note) { ${SETTINGS} } }`;
const SUBMIT = `mutation($ubo: Float!, $blocked: Float!, $note: String) {
  submitOwnershipSettingsChange(uboThresholdPercent: $ubo, blockedOwnershipPercent: $blocked, note: $note) {
    applied settings { ${SETTINGS} } proposal { ${PROPOSAL_FIELDS} } } }`;
const APPROVE = `mutation($id: ID!) { approveOwnershipSettingsChange(id: $id) { ${PROPOSAL_FIELDS} } }`;
const REJECT = `mutation($id: ID!, $note: String!) { rejectOwnershipSettingsChange(id: $id, note: $note) { ${PROPOSAL_FIELDS} } }`;
const PENDING = `{ ownershipSettingsChangeProposals(status: PENDING, limit: 10) { ${PROPOSAL_FIELDS} } }`;

let open: InProcessApi;
let guarded: InProcessApi;
let drop: () => Promise<void>;
let db: pg.Client;
let admin: TestUser;
let proposer: TestUser;
let approver: TestUser;
let analyst: TestUser;
const openClient = apiClient(() => open.url);
const guardedClient = apiClient(() => guarded.url);

const versions = async () => (await db.query(`select count(*)::int n from ownership_settings_versions`)).rows[0].n as number;
const proposals = async () =>
  (await db.query(`select count(*)::int n from change_proposals where kind = 'ownership_settings'`)).rows[0].n as number;
/** What the assessment path reads: the service's (cached) settings in force in `api`'s process. */
const current = (api: InProcessApi) => api.services.ownershipSettings.current(api.services.orm.em.fork());
/** Waits until `api`'s cached settings are version `version` (a change made elsewhere arrives by notification). */
async function untilVersion(api: InProcessApi, version: number) {
  await waitFor(
    async () => (await current(api)).version === version,
    20_000,
    () => `ownership settings never became version ${version} in the other process`,
  );
}

beforeAll(async () => {
  const fresh = await createTestDatabase('ownership_settings');
  drop = fresh.drop;
  // One after the other: each start makes the first admin when there is none.
  open = await startApiInProcess(fresh.url);
  guarded = await startApiInProcess(fresh.url, { REQUIRE_RULE_APPROVAL: 'true', UBO_THRESHOLD_PERCENT: '30' });
  db = new pg.Client({ connectionString: fresh.url });
  await db.connect();
  [admin, proposer, approver, analyst] = await Promise.all([
    openClient.buildUser({ role: 'admin', firstName: 'Ada', lastName: 'Admin' }),
    openClient.buildUser({ role: 'admin', firstName: 'Pat', lastName: 'Proposer' }),
    openClient.buildUser({ role: 'admin', firstName: 'Abe', lastName: 'Approver' }),
    openClient.buildUser({ firstName: 'Ana', lastName: 'Lyst' }),
  ]);
}, 120_000);

afterAll(async () => {
  await db?.end();
  await guarded?.stop();
  await open?.stop();
  await drop?.();
});

describe('ownership settings', () => {
  it('are the configured defaults until an admin saves a version, readable by analysts over GraphQL and REST', async () => {
    const { rest, gql } = openClient;
    const expected = {
      uboThresholdPercent: 25,
      blockedOwnershipPercent: 50,
      version: null,
      createdAt: null,
      authorName: null,
      note: null,
      defaults: { uboThresholdPercent: 25, blockedOwnershipPercent: 50 },
    };
    const viaRest = await rest('GET', '/ownership-settings', { token: analyst.token });
    expect(viaRest.status, viaRest.text).toBe(200);
    expect(viaRest.body).toEqual(expected);
    const viaGraphql = await gql(READ, {}, analyst.token);
    expect(viaGraphql.errors).toBeUndefined();
    expect(viaGraphql.data.ownershipSettings).toEqual(expected);
    expect(await current(open)).toEqual({ uboThresholdPercent: 25, blockedOwnershipPercent: 50, version: null });
    // UBO_THRESHOLD_PERCENT is read at start, per process.
    expect((await guardedClient.gql(READ, {}, analyst.token)).data.ownershipSettings).toMatchObject({
      uboThresholdPercent: 30,
      blockedOwnershipPercent: 50,
      version: null,
    });
    expect(await current(guarded)).toEqual({ uboThresholdPercent: 30, blockedOwnershipPercent: 50, version: null });
    expect((await rest('GET', '/ownership-settings')).status).toBe(401);
    expect((await gql(READ)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a threshold outside 0 < x ≤ 100 with 400 naming the field, an analyst with 403, and stores nothing', async () => {
    const { rest, gql } = openClient;
    const bad: [Record<string, unknown>, string][] = [
      [{ uboThresholdPercent: 0, blockedOwnershipPercent: 50 }, 'uboThresholdPercent'],
      [{ uboThresholdPercent: 100.01, blockedOwnershipPercent: 50 }, 'uboThresholdPercent'],
      [{ uboThresholdPercent: '25', blockedOwnershipPercent: 50 }, 'uboThresholdPercent'],
      [{ blockedOwnershipPercent: 50 }, 'uboThresholdPercent'],
      [{ uboThresholdPercent: 25, blockedOwnershipPercent: -5 }, 'blockedOwnershipPercent'],
      [{ uboThresholdPercent: 25, blockedOwnershipPercent: null }, 'blockedOwnershipPercent'],
      [{ uboThresholdPercent: 25, blockedOwnershipPercent: 1e308 * 10 }, 'blockedOwnershipPercent'],
      [{ uboThresholdPercent: 25, blockedOwnershipPercent: 50, note: 'x'.repeat(2001) }, 'note'],
    ];
    for (const [body, field] of bad) {
      const res = await rest('PUT', '/ownership-settings', { token: admin.token, body });
      expect(res.status, `${JSON.stringify(body)}: ${res.text}`).toBe(400);
      expect(res.headers.get('x-error-field')).toBe(field);
    }
    expect((await rest('PUT', '/ownership-settings', { token: admin.token, raw: '[]' })).status).toBe(400);

    for (const [variables, field] of [
      [{ ubo: 0, blocked: 50 }, 'uboThresholdPercent'],
      [{ ubo: 25, blocked: 150 }, 'blockedOwnershipPercent'],
    ] as const) {
      for (const mutation of [SAVE, SUBMIT]) {
        const res = await gql(mutation, variables, admin.token);
        expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      }
    }

    const refused = await rest('PUT', '/ownership-settings', {
      token: analyst.token,
      body: { uboThresholdPercent: 10, blockedOwnershipPercent: 10 },
    });
    expect(refused.status).toBe(403);
    expect((await gql(SAVE, { ubo: 10, blocked: 10 }, analyst.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await versions()).toBe(0);
    expect(await proposals()).toBe(0);
  });

  it('saves directly with four-eyes off (REST and GraphQL); every process reads the new version', async () => {
    const { rest, gql } = openClient;
    const saved = await rest('PUT', '/ownership-settings', {
      token: admin.token,
      body: { uboThresholdPercent: 100, blockedOwnershipPercent: 0.5, note: '  Boundaries  ' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({
      uboThresholdPercent: 100,
      blockedOwnershipPercent: 0.5,
      version: 1,
      authorName: 'Ada Admin',
      note: 'Boundaries',
      defaults: { uboThresholdPercent: 25, blockedOwnershipPercent: 50 },
    });
    expect(await current(open)).toEqual({ uboThresholdPercent: 100, blockedOwnershipPercent: 0.5, version: 1 });

    const res = await gql(SAVE, { ubo: 12.5, blocked: 45 }, admin.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.saveOwnershipSettings).toMatchObject({
      uboThresholdPercent: 12.5,
      blockedOwnershipPercent: 45,
      version: 2,
      note: null,
    });
    const submitted = await gql(SUBMIT, { ubo: 20, blocked: 50, note: 'Back to the rule' }, admin.token);
    expect(submitted.errors).toBeUndefined();
    expect(submitted.data.submitOwnershipSettingsChange).toMatchObject({ applied: true, proposal: null, settings: { version: 3 } });

    expect((await rest('GET', '/ownership-settings', { token: analyst.token })).body).toMatchObject({
      uboThresholdPercent: 20,
      blockedOwnershipPercent: 50,
      version: 3,
      note: 'Back to the rule',
    });
    expect(await current(open)).toEqual({ uboThresholdPercent: 20, blockedOwnershipPercent: 50, version: 3 });
    // The other process had cached the defaults: the change reaches it by notification.
    await untilVersion(guarded, 3);
    expect(await current(guarded)).toEqual({ uboThresholdPercent: 20, blockedOwnershipPercent: 50, version: 3 });
    expect(await versions()).toBe(3);
  });

  it('refuses a direct save under four-eyes (409, approvalRequired) and stores nothing', async () => {
    const { rest, gql } = guardedClient;
    const before = await versions();
    const res = await gql(SAVE, { ubo: 10, blocked: 50 }, proposer.token);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', approvalRequired: true });
    expect(res.errors?.[0]?.message).toMatch(/submitOwnershipSettingsChange/);
    expect(await versions()).toBe(before);
    expect(await proposals()).toBe(0);
    // REST's PUT is the submit: it proposes (202), never saves.
    const analystPut = await rest('PUT', '/ownership-settings', {
      token: analyst.token,
      body: { uboThresholdPercent: 10, blockedOwnershipPercent: 50 },
    });
    expect(analystPut.status).toBe(403);
    expect((await rest('GET', '/admin/ownership-settings-proposals', { token: analyst.token })).status).toBe(403);
  });

  it('proposes under four-eyes; the proposer may not approve; a second admin approves and current changes everywhere', async () => {
    const { gql } = guardedClient;
    const before = await versions();
    const res = await gql(SUBMIT, { ubo: 10, blocked: 40, note: ' Stricter KYB ' }, proposer.token);
    expect(res.errors).toBeUndefined();
    const { applied, settings, proposal } = res.data.submitOwnershipSettingsChange;
    expect({ applied, settings }).toEqual({ applied: false, settings: null });
    expect(proposal).toMatchObject({
      status: 'PENDING',
      changeNote: 'Stricter KYB',
      baseVersion: 3,
      appliedVersion: null,
      proposedBy: { email: proposer.email },
      settings: { uboThresholdPercent: 10, blockedOwnershipPercent: 40 },
      previous: { uboThresholdPercent: 20, blockedOwnershipPercent: 50 },
      viewerCan: { approve: false, reject: true },
    });
    expect(await versions()).toBe(before);
    expect(await current(guarded)).toMatchObject({ uboThresholdPercent: 20, version: 3 });

    const own = await gql(APPROVE, { id: proposal.id }, proposer.token);
    expect(own.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(own.errors?.[0]?.message).toMatch(/second admin/);
    expect(await versions()).toBe(before);

    const listed = await gql(PENDING, {}, approver.token);
    expect(listed.errors).toBeUndefined();
    expect(listed.data.ownershipSettingsChangeProposals.find((p: { id: string }) => p.id === proposal.id)?.viewerCan).toEqual({
      approve: true,
      reject: true,
    });
    const approved = await gql(APPROVE, { id: proposal.id }, approver.token);
    expect(approved.errors).toBeUndefined();
    expect(approved.data.approveOwnershipSettingsChange).toMatchObject({
      status: 'APPROVED',
      appliedVersion: 4,
      decidedBy: { email: approver.email },
    });
    expect(await versions()).toBe(before + 1);
    expect((await gql(READ, {}, analyst.token)).data.ownershipSettings).toMatchObject({
      uboThresholdPercent: 10,
      blockedOwnershipPercent: 40,
      version: 4,
      authorName: 'Abe Approver',
      note: 'Stricter KYB',
    });
    expect(await current(guarded)).toEqual({ uboThresholdPercent: 10, blockedOwnershipPercent: 40, version: 4 });
    await untilVersion(open, 4);

    expect((await gql(APPROVE, { id: proposal.id }, approver.token)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await gql(REJECT, { id: proposal.id, note: 'Too late' }, approver.token)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
  }, 60_000);

  it('proposes over REST (202); a rejection leaves the settings as they were', async () => {
    const { rest } = guardedClient;
    const before = await versions();
    const res = await rest('PUT', '/ownership-settings', {
      token: proposer.token,
      body: { uboThresholdPercent: 5, blockedOwnershipPercent: 25, note: 'Nudge' },
    });
    expect(res.status, res.text).toBe(202);
    expect(res.body).toMatchObject({
      status: 'pending',
      changeNote: 'Nudge',
      baseVersion: 4,
      settings: { uboThresholdPercent: 5, blockedOwnershipPercent: 25 },
      previous: { uboThresholdPercent: 10, blockedOwnershipPercent: 40 },
    });
    const listed = await rest('GET', '/admin/ownership-settings-proposals?status=pending', { token: approver.token });
    expect(listed.status).toBe(200);
    expect(listed.body.map((p: { id: string }) => p.id)).toContain(res.body.id);

    const blank = await rest('POST', `/admin/ownership-settings-proposals/${res.body.id}/reject`, {
      token: approver.token,
      body: { note: '  ' },
    });
    expect(blank.status).toBe(400);
    const rejected = await rest('POST', `/admin/ownership-settings-proposals/${res.body.id}/reject`, {
      token: approver.token,
      body: { note: 'Not this quarter' },
    });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', note: 'Not this quarter', appliedVersion: null });
    expect(await versions()).toBe(before);
    expect((await rest('GET', '/ownership-settings', { token: analyst.token })).body).toMatchObject({
      uboThresholdPercent: 10,
      blockedOwnershipPercent: 40,
      version: 4,
    });
    expect(await current(guarded)).toEqual({ uboThresholdPercent: 10, blockedOwnershipPercent: 40, version: 4 });
    const again = await rest('POST', `/admin/ownership-settings-proposals/${res.body.id}/approve`, { token: approver.token });
    expect(again.status).toBe(409);
    expect((await rest('POST', '/admin/ownership-settings-proposals/not-a-uuid/approve', { token: approver.token })).status).toBe(404);
  });
});
