import { describe, expect, it } from 'vitest';
import { assessmentInput } from './support/factories.js';
import { asAdmin, buildUser, errorCode, gql, rest } from './support/http.js';

const UPDATE = `mutation($id: ID!, $input: UpdateAssessmentInput!) { updateAssessment(id: $id, input: $input) { id companyName } }`;

describe('changing an assessment checks ownership first', () => {
  it('answers FORBIDDEN to another analyst before validating the input, and changes nothing', async () => {
    const creator = await buildUser();
    const other = await buildUser();
    const created = await rest('POST', '/assessments', { token: creator.token, body: assessmentInput({ companyName: 'Owned Co' }) });
    for (const input of [{ companyName: '' }, { companyName: 'x'.repeat(201) }, { companyName: 'Taken Co' }]) {
      expect(errorCode(await gql(UPDATE, { id: created.body.id, input }, other.token))).toBe('FORBIDDEN');
    }
    expect(errorCode(await gql(UPDATE, { id: '00000000-0000-4000-8000-000000000000', input: { companyName: '' } }, other.token))).toBe(
      'NOT_FOUND',
    );
    const logs = await rest('GET', `/assessments/${created.body.id}/audit-logs`, { token: creator.token });
    expect(logs.body.map((l: { action: string }) => l.action)).toEqual(['created']);
  });

  it('holds company fields to 200 characters for the creator and an admin alike', async () => {
    const creator = await buildUser();
    const created = await rest('POST', '/assessments', { token: creator.token, body: assessmentInput() });
    for (const token of [creator.token, await asAdmin()]) {
      const tooLong = await gql(UPDATE, { id: created.body.id, input: { serviceType: 'x'.repeat(201) } }, token);
      expect(tooLong.errors![0]).toMatchObject({
        message: 'Service type is too long (at most 200 characters)',
        extensions: { code: 'BAD_USER_INPUT', field: 'serviceType' },
      });
      expect(
        (await gql(UPDATE, { id: created.body.id, input: { companyName: 'y'.repeat(200) } }, token)).data.updateAssessment.companyName,
      ).toHaveLength(200);
    }
    const res = await rest('POST', '/assessments', { token: creator.token, body: assessmentInput({ countryOfBusiness: 'z'.repeat(201) }) });
    expect([res.status, res.text]).toEqual([400, 'Country of business is too long (at most 200 characters)']);
  });

  it('refuses an explicit null for a required answer by name, and keeps the answer', async () => {
    const creator = await buildUser();
    const created = await rest('POST', '/assessments', { token: creator.token, body: assessmentInput({ companyName: 'Kept Co' }) });
    const cases: [object, string, string][] = [
      [{ companyName: null }, 'companyName', 'Company name is required'],
      [{ hasLegalActions: null }, 'hasLegalActions', 'hasLegalActions must be true or false'],
      [{ tradingYears: null }, 'tradingYears', 'tradingYears must be one of <2, 2-3, 3-5, >5'],
    ];
    for (const [input, field, message] of cases) {
      const res = await gql(UPDATE, { id: created.body.id, input }, creator.token);
      expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    expect((await rest('GET', `/assessments/${created.body.id}`, { token: creator.token })).body.companyName).toBe('Kept Co');
  });
});
