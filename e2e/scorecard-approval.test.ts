import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../api/test/support/databases.js';
import { startApiInProcess, type InProcessApi } from '../api/test/support/in-process.js';
import { signedInPage, TEST_ADMIN, useBrowser } from './support/browser.js';

/**
 * Four-eyes scorecard changes (REQUIRE_RULE_APPROVAL) in the browser: saving sends the change for
 * approval with its replay, and a second admin approves it. Like rule-approval.test.ts, its own API
 * on its own database, so neither the setting nor the new version reaches the other e2e files.
 */
let api: InProcessApi | undefined;
let database: { url: string; drop(): Promise<void> } | undefined;
const SECOND_ADMIN = { email: 'scorecard-checker@counterparty.test', password: 'second-admin-1', firstName: 'Cy', lastName: 'Checker' };
let adminToken = '';

/** One GraphQL call to this file's API that must succeed: its data. */
async function gql<T>(query: string, variables: Record<string, unknown> = {}, token = adminToken): Promise<T> {
  if (!api) throw new Error('The API is not started yet');
  const res = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (answer.errors?.length) throw new Error(answer.errors.map((e) => e.message).join('; '));
  return answer.data as T;
}

const currentVersion = async () => (await gql<{ scorecard: { version: number } }>('{ scorecard { version } }')).scorecard.version;

async function openScorecard(page: Page): Promise<void> {
  await page.goto('/admin/scorecard');
  await page.getByRole('heading', { name: 'Credit Scorecard' }).waitFor();
  await page.getByTestId('scorecard-proposals').getByText('Pending Proposals', { exact: true }).waitFor();
}

beforeAll(async () => {
  database = await createTestDatabase('e2e_scorecard_approval');
  api = await startApiInProcess(database.url, { REQUIRE_RULE_APPROVAL: 'true' });
  adminToken = (
    await gql<{ login: { token: string } }>(
      'mutation($input: LoginInput!) { login(input: $input) { token } }',
      { input: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } },
      '',
    )
  ).login.token;
  await gql('mutation($input: CreateUserInput!) { createUser(input: $input) { id } }', { input: { ...SECOND_ADMIN, role: 'ADMIN' } });
}, 120_000);

afterAll(async () => {
  await api?.stop();
  if (!process.env.KEEP_TEST_DB) await database?.drop();
});

describe('four-eyes scorecard changes on /admin/scorecard (REQUIRE_RULE_APPROVAL)', () => {
  const session = useBrowser();

  it('saving sends the change for approval; a second admin approves it and it becomes the new version', async () => {
    const pageA = await signedInPage(session.browser, TEST_ADMIN.email, TEST_ADMIN.password, api?.url);
    await openScorecard(pageA);
    await pageA.getByText('No scorecard changes are waiting for approval.').waitFor();
    expect(await currentVersion()).toBe(1);

    const form = pageA.getByRole('form', { name: 'Credit scorecard' });
    await form.getByLabel('Grade A minimum score').fill('90');
    await form.getByLabel('Note').fill('Stricter A after the audit');
    await form.getByRole('button', { name: 'Send for approval' }).click();
    await pageA.getByText('Sent for approval', { exact: true }).waitFor();

    // Pending: the scorecard is unchanged, and its proposer may only withdraw it.
    const mine = pageA.getByTestId('scorecard-proposal').filter({ hasText: 'Stricter A after the audit' });
    await mine.getByTestId('waiting-for-admin').waitFor();
    await mine.getByTestId('scorecard-impact').waitFor();
    expect(await mine.getByRole('button', { name: /^Approve/ }).count()).toBe(0);
    expect(await currentVersion()).toBe(1);

    const pageB = await signedInPage(session.browser, SECOND_ADMIN.email, SECOND_ADMIN.password, api?.url);
    await openScorecard(pageB);
    const theirs = pageB.getByTestId('scorecard-proposal').filter({ hasText: 'Stricter A after the audit' });
    await theirs.getByText(/^Proposed by Admin .+ · on scorecard v1$/).waitFor();
    await theirs.getByRole('button', { name: 'Approve: scorecard change' }).click();
    await pageB.getByText('Change approved', { exact: true }).waitFor();
    await pageB.getByText('No scorecard changes are waiting for approval.').waitFor();
    expect(await currentVersion()).toBe(2);
    await pageB
      .getByTestId('scorecard-current')
      .getByText(/^Version 2, saved .* — Stricter A after the audit/)
      .waitFor();
  });
});
