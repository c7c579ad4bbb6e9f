import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../api/test/support/databases.js';
import { startApiInProcess, type InProcessApi } from '../api/test/support/in-process.js';
import { adminToken, createAnalyst, graphql } from './support/api.js';
import { axeViolations } from './support/axe.js';
import { signedInPage, TEST_ADMIN, useBrowser } from './support/browser.js';

const SUSPEND = 'mutation($id: ID!) { suspendUser(id: $id) { id } }';
const REINSTATE = 'mutation($id: ID!) { reinstateUser(id: $id) { id } }';

describe('the account audit log on /admin/audit-log', () => {
  const session = useBrowser({ signedIn: true });

  it('an admin suspends a user on /admin: the audit log shows who did it to whom, newest first, filtered by action', async () => {
    const user = await createAnalyst('Audra');
    const { page } = session;
    await page.goto('/admin');
    const card = page.getByTestId('user-card').filter({ hasText: user.email });
    await card.getByRole('button', { name: 'Suspend' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Suspend' }).click();
    await page.getByText('User Suspended').waitFor();

    await page.getByRole('link', { name: 'Account Audit Log' }).click();
    await page.waitForURL('**/admin/audit-log');
    await page.getByRole('heading', { name: 'Account Audit Log', level: 1 }).waitFor();
    const entries = page.getByTestId('account-audit-entry');
    // Newest first: the suspension, then the account's creation.
    const newest = entries.first();
    await newest.getByText('Suspended', { exact: true }).waitFor();
    await newest.getByText('Audra Tester', { exact: true }).waitFor();
    await newest.getByText(user.email, { exact: true }).waitFor();
    await newest.getByText(TEST_ADMIN.email, { exact: true }).waitFor();
    await newest.getByText('just now').waitFor();
    expect(await newest.locator('time').getAttribute('title')).toBeTruthy();
    const created = entries.filter({ hasText: user.email }).filter({ hasText: 'Created' });
    await created.first().waitFor();

    await page.getByLabel('Action').selectOption({ label: 'Suspended' });
    await entries.filter({ hasText: user.email }).first().waitFor();
    await expect.poll(() => entries.filter({ hasText: 'Created' }).count()).toBe(0);
    const badges = await entries.locator('td:nth-child(2)').allTextContents();
    expect(new Set(badges)).toEqual(new Set(['Suspended']));
    expect(await axeViolations(page), 'account audit log, filtered').toEqual([]);
  });

  it('loads older entries 50 at a time with "Load more"', async () => {
    // Enough entries for a second page, cheaply: suspensions and reinstatements hash no password.
    const user = await createAnalyst('Paige');
    const token = await adminToken();
    for (let i = 0; i < 28; i++) {
      await graphql(SUSPEND, { id: user.id }, token);
      await graphql(REINSTATE, { id: user.id }, token);
    }
    const { page } = session;
    await page.goto('/admin/audit-log');
    const entries = page.getByTestId('account-audit-entry');
    await entries.first().getByText('Reinstated', { exact: true }).waitFor();
    await expect.poll(() => entries.count()).toBe(50);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => entries.count()).toBeGreaterThan(50);
    // The second page continues the first: Paige's account creation is older than her 56 changes.
    await entries.filter({ hasText: user.email }).filter({ hasText: 'Created' }).first().waitFor();
  });
});

/**
 * Four-eyes admin accounts (REQUIRE_ADMIN_APPROVAL) in the browser. The setting must not reach the
 * other e2e files, so this block runs its own API (serving the client global setup built) on its
 * own database, as e2e/rule-approval.test.ts does.
 */
describe('four-eyes admin changes on /admin (REQUIRE_ADMIN_APPROVAL)', () => {
  const session = useBrowser();
  let api: InProcessApi | undefined;
  let database: { url: string; drop(): Promise<void> } | undefined;
  const SECOND_ADMIN = { email: 'bea-checker@counterparty.test', password: 'second-admin-1', firstName: 'Bea', lastName: 'Checker' };
  const CANDIDATE = { email: 'carl-candidate@counterparty.test', password: 'candidate-pass-1', firstName: 'Carl', lastName: 'Candidate' };
  /** Admin A (the test admin), who proposes, and admin B, who decides. */
  let pageA: Page;
  let pageB: Page;
  let adminA = '';

  /** One GraphQL call to this block's API, as the test admin. */
  async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    adminA ||= (await token(TEST_ADMIN.email, TEST_ADMIN.password)) ?? '';
    const res = await fetch(`${api?.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminA}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
    return body.data as T;
  }

  /** A sign-in on this block's API: the token, or undefined when refused. */
  async function token(email: string, password: string): Promise<string | undefined> {
    const res = await fetch(`${api?.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($input: LoginInput!) { login(input: $input) { token } }',
        variables: { input: { email, password } },
      }),
    });
    return ((await res.json()) as { data?: { login: { token: string } } }).data?.login.token;
  }

  const createAccount = (input: Record<string, unknown>) =>
    gql('mutation($input: CreateUserInput!) { createUser(input: $input) { id } }', { input: { ...input, role: 'ANALYST' } });

  /** Opens /admin and waits until it knows approval is required (its pending changes card shows). */
  async function openAdmin(page: Page): Promise<void> {
    await page.goto('/admin');
    await page.getByTestId('pending-admin-changes').getByText('Pending admin changes', { exact: true }).waitFor();
  }

  beforeAll(async () => {
    database = await createTestDatabase('e2e_admin_approval');
    api = await startApiInProcess(database.url, { REQUIRE_ADMIN_APPROVAL: 'true' });
    // Analysts are created at once; the second admin is made the way an operator would bootstrap
    // one (with the setting on, a lone admin cannot make another): straight in the database.
    await createAccount(SECOND_ADMIN);
    await createAccount(CANDIDATE);
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    await db.query("update users set role = 'admin' where email = $1", [SECOND_ADMIN.email]);
    await db.end();
  });

  afterAll(async () => {
    await api?.stop();
    if (!process.env.KEEP_TEST_DB) await database?.drop();
  });

  it('promoting an analyst becomes a proposal: the role stays, the proposer waits for another admin', async () => {
    pageA = await signedInPage(session.browser, TEST_ADMIN.email, TEST_ADMIN.password, api?.url);
    await openAdmin(pageA);
    const changes = pageA.getByTestId('pending-admin-changes');
    await changes.getByText('No admin changes are waiting for approval.').waitFor();

    const card = pageA.getByTestId('user-card').filter({ hasText: CANDIDATE.email });
    await card.getByLabel(`Role for ${CANDIDATE.email}`).selectOption('ADMIN');
    await pageA.getByText('Change Proposed').waitFor();
    await pageA.getByText("Promoting Carl Candidate to admin waits for a second admin's approval.").waitFor();
    await card.getByText('Change awaiting approval').waitFor();
    expect(await card.getByLabel(`Role for ${CANDIDATE.email}`).inputValue()).toBe('ANALYST');

    const proposal = changes.getByTestId('admin-change').filter({ hasText: 'Promoting Carl Candidate to admin' });
    await proposal.getByText('Waiting for another admin').waitFor();
    await proposal.getByText(/^Proposed by Admin/).waitFor();
    expect(await proposal.getByRole('button', { name: /^Approve/ }).count()).toBe(0);
    await proposal.getByRole('button', { name: /^Withdraw/ }).waitFor();
    expect(await axeViolations(pageA), 'admin with a pending admin change').toEqual([]);
  });

  it('a second admin approves the promotion; the reset of an admin password it then needs shows them the temporary password', async () => {
    pageB = await signedInPage(session.browser, SECOND_ADMIN.email, SECOND_ADMIN.password, api?.url);
    await openAdmin(pageB);
    const proposal = pageB.getByTestId('admin-change').filter({ hasText: 'Promoting Carl Candidate to admin' });
    await proposal.getByText(/^Proposed by Admin/).waitFor();
    expect(await proposal.getByText('Waiting for another admin').count()).toBe(0);
    await proposal.getByRole('button', { name: /^Approve/ }).click();
    await pageB.getByText('Role Updated').waitFor();
    await pageB.getByTestId('pending-admin-changes').getByText('No admin changes are waiting for approval.').waitFor();
    const card = pageB.getByTestId('user-card').filter({ hasText: CANDIDATE.email });
    await expect.poll(() => card.getByLabel(`Role for ${CANDIDATE.email}`).inputValue()).toBe('ADMIN');

    // Carl is an admin now: admin A's reset of his password waits for admin B too.
    await openAdmin(pageA);
    const cardA = pageA.getByTestId('user-card').filter({ hasText: CANDIDATE.email });
    await cardA.getByRole('button', { name: 'Reset Password' }).click();
    const confirm = pageA.getByRole('alertdialog');
    await confirm.getByText('A second admin must approve it', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Propose Reset' }).click();
    await pageA.getByText('Resetting the password of the admin Carl Candidate waits for a second admin', { exact: false }).waitFor();
    expect(await pageA.getByTestId('temporary-password').count()).toBe(0);
    expect(await token(CANDIDATE.email, CANDIDATE.password)).toBeTruthy();

    await openAdmin(pageB);
    const reset = pageB.getByTestId('admin-change').filter({ hasText: 'Resetting the password of the admin Carl Candidate' });
    await reset.getByRole('button', { name: /^Approve/ }).click();
    const shown = pageB.getByTestId('temporary-password');
    await shown.waitFor();
    const temporary = await shown.inputValue();
    await pageB.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    expect(await token(CANDIDATE.email, CANDIDATE.password)).toBeUndefined();
    expect(await token(CANDIDATE.email, temporary)).toBeTruthy();
  });

  it('a proposed admin account, rejected by the second admin with a note, is never created; the audit log tells the story', async () => {
    await openAdmin(pageA);
    await pageA.getByRole('button', { name: 'Create User' }).click();
    const dialog = pageA.getByRole('dialog');
    await dialog.getByLabel('Email').fill('dora-director@counterparty.test');
    await dialog.getByLabel('First Name').fill('Dora');
    await dialog.getByLabel('Password').fill('director-pass-1');
    await dialog.getByLabel('Role').selectOption('ADMIN');
    await dialog.getByText("A new admin needs a second admin's approval: this proposes the account.").waitFor();
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await pageA
      .getByText('Creating the admin account dora-director@counterparty.test waits for a second admin', { exact: false })
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await pageA.getByTestId('user-card').filter({ hasText: 'dora-director@counterparty.test' }).count()).toBe(0);

    await openAdmin(pageB);
    const proposal = pageB.getByTestId('admin-change').filter({ hasText: 'dora-director@counterparty.test' });
    await proposal.getByRole('button', { name: /^Reject/ }).click();
    const reject = pageB.getByRole('dialog');
    await reject.getByRole('heading', { name: 'Reject Change' }).waitFor();
    await reject.getByRole('button', { name: 'Reject' }).click();
    await reject.getByText('A note is required').waitFor();
    await reject.getByLabel('Note').fill('No new admins before the audit');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await pageB.getByText('Change Rejected').waitFor();
    await reject.waitFor({ state: 'hidden' });
    await pageB.getByTestId('pending-admin-changes').getByText('No admin changes are waiting for approval.').waitFor();
    expect(await pageB.getByTestId('user-card').filter({ hasText: 'dora-director@counterparty.test' }).count()).toBe(0);

    await pageB.getByRole('link', { name: 'Account Audit Log' }).click();
    await pageB.getByRole('heading', { name: 'Account Audit Log', level: 1 }).waitFor();
    const entries = pageB.getByTestId('account-audit-entry');
    const rejected = entries.first();
    await rejected.getByText('Change rejected', { exact: true }).waitFor();
    await rejected.getByText('No new admins before the audit', { exact: false }).waitFor();
    await entries.filter({ hasText: 'Change proposed' }).filter({ hasText: 'dora-director@counterparty.test' }).first().waitFor();
    // The promotion approved by B is audited as B's role change of Carl.
    const promoted = entries.filter({ hasText: 'Role changed' }).filter({ hasText: CANDIDATE.email }).first();
    await promoted.getByText(SECOND_ADMIN.email, { exact: true }).waitFor();
  });
});
