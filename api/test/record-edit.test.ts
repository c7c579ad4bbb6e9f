import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { assessmentInput } from './support/factories.js';
import { asAdmin, buildUser, errorCode, gql, rest, type TestUser } from './support/http.js';

/**
 * Editing a record (issue 31, item 5): an edit names the revision it was made on, and one made on
 * an older revision is refused instead of overwriting what changed since; the answers are
 * validated as on creation, and only the creator or an admin may edit.
 */

const UPDATE = `mutation($id: ID!, $input: UpdateAssessmentInput!) {
  updateAssessment(id: $id, input: $input) { revision hasLegalActions serviceType status }
}`;

/** A suffix that keeps this file's companies apart from every other file's. */
const unique = () => randomBytes(4).toString('hex');

let creator: TestUser;
let colleague: TestUser;
let admin: string;

beforeAll(async () => {
  [creator, colleague] = await Promise.all([buildUser({ firstName: 'Edna', lastName: 'Editor' }), buildUser({ firstName: 'Otto' })]);
  admin = await asAdmin();
});

async function created(company: string): Promise<{ id: string; revision: number }> {
  const res = await rest('POST', '/assessments', {
    token: creator.token,
    body: assessmentInput({ companyName: `${company} ${unique()}` }),
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; revision: number };
}

describe('GraphQL updateAssessment with a revision', () => {
  it('changes the answers made on the current revision, and refuses (CONFLICT) those made on an older one', async () => {
    const { id, revision } = await created('Revision Freight');
    const first = await gql(UPDATE, { id, input: { serviceType: 'Logistics', revision } }, creator.token);
    expect(first.errors).toBeUndefined();
    expect(first.data.updateAssessment).toMatchObject({ serviceType: 'Logistics', revision: revision + 1 });

    const stale = await gql(UPDATE, { id, input: { hasLegalActions: true, revision } }, creator.token);
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(stale.errors?.[0].extensions).toMatchObject({ field: 'revision', currentRevision: revision + 1 });
    expect(stale.errors?.[0].message).toMatch(/changed after you opened it/);
    const now = (await rest('GET', `/assessments/${id}`, { token: creator.token })).body;
    expect(now).toMatchObject({ hasLegalActions: false, serviceType: 'Logistics', revision: revision + 1 });

    // Made on the current revision, it goes through and re-decides: legal actions reject.
    const current = await gql(UPDATE, { id, input: { hasLegalActions: true, revision: revision + 1 } }, creator.token);
    expect(current.data.updateAssessment).toMatchObject({ hasLegalActions: true, status: 'REJECTED', revision: revision + 2 });
  });

  it('names the refused field (BAD_USER_INPUT), and refuses an analyst who is not the creator (FORBIDDEN) before reading the input', async () => {
    const { id, revision } = await created('Field Freight');
    const blank = await gql(UPDATE, { id, input: { companyName: '  ', revision } }, creator.token);
    expect(errorCode(blank)).toBe('BAD_USER_INPUT');
    expect(blank.errors?.[0].extensions?.field).toBe('companyName');
    const badRevision = await gql(UPDATE, { id, input: { serviceType: 'Logistics', revision: 0 } }, creator.token);
    expect(badRevision.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'revision' });

    const other = await gql(UPDATE, { id, input: { companyName: '  ', revision } }, colleague.token);
    expect(errorCode(other)).toBe('FORBIDDEN');
    const byAdmin = await gql(UPDATE, { id, input: { serviceType: 'Audit', revision } }, admin);
    expect(byAdmin.data.updateAssessment).toMatchObject({ serviceType: 'Audit', revision: revision + 1 });
  });
});

describe('REST PATCH /api/assessments/{id} with If-Match', () => {
  it('takes the ETag of the GET, answers the new one, and is 409 on a stale one (or a stale body revision)', async () => {
    const { id } = await created('Etag Freight');
    const opened = await rest('GET', `/assessments/${id}`, { token: creator.token });
    const etag = opened.headers.get('etag')!;
    expect(etag).toBe(`"${opened.body.revision}"`);

    const patched = await rest('PATCH', `/assessments/${id}`, {
      token: creator.token,
      body: { serviceType: 'Logistics' },
      headers: { 'if-match': etag },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.headers.get('etag')).toBe(`"${opened.body.revision + 1}"`);

    const stale = await rest('PATCH', `/assessments/${id}`, {
      token: creator.token,
      body: { hasLegalActions: true },
      headers: { 'if-match': etag },
    });
    expect(stale.status, stale.text).toBe(409);
    expect(stale.headers.get('x-error-field')).toBe('revision');
    expect(stale.text).toMatch(/changed after you opened it/);
    const staleBody = await rest('PATCH', `/assessments/${id}`, {
      token: creator.token,
      body: { hasLegalActions: true, revision: opened.body.revision },
    });
    expect(staleBody.status).toBe(409);
    expect((await rest('GET', `/assessments/${id}`, { token: creator.token })).body.hasLegalActions).toBe(false);
  });

  it('is 400 naming the field on a bad answer or a malformed If-Match, and 403 for an analyst who is not the creator', async () => {
    const { id, revision } = await created('Bad Patch Freight');
    const bad = await rest('PATCH', `/assessments/${id}`, {
      token: creator.token,
      body: { tradingYears: 'forever' },
      headers: { 'if-match': `"${revision}"` },
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('x-error-field')).toBe('tradingYears');
    const malformed = await rest('PATCH', `/assessments/${id}`, { token: creator.token, body: {}, headers: { 'if-match': 'W/"1"' } });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('x-error-field')).toBe('revision');

    const other = await rest('PATCH', `/assessments/${id}`, {
      token: colleague.token,
      body: { serviceType: 'Logistics' },
      headers: { 'if-match': `"${revision}"` },
    });
    expect(other.status).toBe(403);
  });
});
