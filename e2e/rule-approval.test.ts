import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../api/test/support/databases.js';
import { startApiInProcess, type InProcessApi } from '../api/test/support/in-process.js';
import { axeViolations } from './support/axe.js';
import { assessmentInput } from './support/api.js';
import { signedInPage, TEST_ADMIN, useBrowser } from './support/browser.js';

/**
 * Four-eyes rule changes (REQUIRE_RULE_APPROVAL) in the browser. The setting must not reach the
 * other e2e files, so this file runs its own API (which serves the client global setup built) on
 * its own database, beside the shared one.
 */
let api: InProcessApi | undefined;
let database: { url: string; drop(): Promise<void> } | undefined;
const SECOND_ADMIN = { email: 'second-admin@counterparty.test', password: 'second-admin-1', firstName: 'Bea', lastName: 'Checker' };
const tokens = { a: '', b: '' };

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** One GraphQL call to this file's API; the answer with its errors, if any. */
async function call<T>(query: string, variables: Record<string, unknown>, token: string): Promise<GraphQLAnswer<T>> {
  if (!api) throw new Error('The API is not started yet');
  const res = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GraphQLAnswer<T>;
}

/** One GraphQL call that must succeed: its data. */
async function gql<T>(query: string, variables: Record<string, unknown> = {}, token = tokens.a): Promise<T> {
  const answer = await call<T>(query, variables, token);
  if (answer.errors?.length) throw new Error(answer.errors.map((e) => e.message).join('; '));
  return answer.data as T;
}

const login = async (email: string, password: string) =>
  (
    await gql<{ login: { token: string } }>(
      'mutation($input: LoginInput!) { login(input: $input) { token } }',
      { input: { email, password } },
      '',
    )
  ).login.token;

/** Decides a new assessment (as admin A) and returns the rules' outcome: thin liquidity is caution under the default rules. */
async function assess(companyName: string, hasSufficientLiquidity = true): Promise<string> {
  const { createAssessment } = await gql<{ createAssessment: { ruleStatus: string } }>(
    'mutation($input: CreateAssessmentInput!) { createAssessment(input: $input) { ruleStatus } }',
    {
      input: assessmentInput(companyName, { hasSufficientLiquidity }),
    },
  );
  return createAssessment.ruleStatus;
}

const rules = async () => (await gql<{ rules: { id: string; name: string; ruleType: string }[] }>('{ rules { id name ruleType } }')).rules;
const versionCount = async () =>
  (await gql<{ ruleSetVersions: { id: number }[] }>('{ ruleSetVersions(limit: 100) { id } }')).ruleSetVersions.length;

/** Opens /admin/rules and waits until it knows approval is required (its pending proposals card shows). */
async function openRules(page: Page): Promise<void> {
  await page.goto('/admin/rules');
  await page.getByRole('heading', { name: 'Decision Rules' }).waitFor();
  await page.getByTestId('pending-proposals').getByText('Pending Proposals', { exact: true }).waitFor();
}

beforeAll(async () => {
  // A fresh database on the server the shared e2e database lives on.
  database = await createTestDatabase('e2e_approval');
  api = await startApiInProcess(database.url, { REQUIRE_RULE_APPROVAL: 'true' });
  tokens.a = await login(TEST_ADMIN.email, TEST_ADMIN.password);
  await gql('mutation($input: CreateUserInput!) { createUser(input: $input) { id } }', { input: { ...SECOND_ADMIN, role: 'ADMIN' } });
  tokens.b = await login(SECOND_ADMIN.email, SECOND_ADMIN.password);
  // A small book for the what-if replay: 2 clean (approved), 2 with thin liquidity (caution).
  for (const name of ['Clean One Ltd', 'Clean Two Ltd']) expect(await assess(name)).toBe('APPROVED');
  for (const name of ['Thin One Ltd', 'Thin Two Ltd']) expect(await assess(name, false)).toBe('CAUTION');
});

afterAll(async () => {
  await api?.stop();
  if (!process.env.KEEP_TEST_DB) await database?.drop();
});

describe('four-eyes rule changes on /admin/rules (REQUIRE_RULE_APPROVAL)', () => {
  const session = useBrowser();
  /** Admin A (the test admin), who proposes, and admin B, who decides. */
  let pageA: Page;
  let pageB: Page;
  const liquidityCard = () => pageA.getByTestId('rule-card').filter({ hasText: 'Insufficient liquidity' });

  it('an admin’s edit becomes a proposal: the UI says it awaits approval and the rules stay as they are', async () => {
    pageA = await signedInPage(session.browser, TEST_ADMIN.email, TEST_ADMIN.password, api?.url);
    await openRules(pageA);
    await pageA.getByTestId('pending-proposals').getByText('No rule changes are waiting for approval.').waitFor();
    await liquidityCard().getByText('Warning', { exact: true }).waitFor();
    const versions = await versionCount();

    await pageA.getByRole('button', { name: 'Edit Insufficient liquidity' }).click();
    const dialog = pageA.getByRole('dialog');
    await dialog.getByText("Rule changes need a second admin's approval: this proposes the change", { exact: false }).waitFor();
    await dialog.getByLabel('Rule Type').selectOption('REJECT');
    await dialog.getByRole('button', { name: 'Propose Change' }).click();
    await pageA.getByText('Change proposed: a second admin must approve it').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The rule is as it was, on screen and on the server; new decisions still use it.
    await liquidityCard().getByText('Warning', { exact: true }).waitFor();
    expect(await liquidityCard().getByText('Reject', { exact: true }).count()).toBe(0);
    expect((await rules()).find((r) => r.name === 'Insufficient liquidity')?.ruleType).toBe('WARNING');
    expect(await versionCount()).toBe(versions);
    expect(await assess('Thin While Pending Ltd', false)).toBe('CAUTION');

    // The proposer sees it pending, waiting for someone else: no Approve button, only Withdraw.
    const proposal = pageA.getByTestId('rule-proposal').filter({ hasText: 'Insufficient liquidity' });
    await proposal.getByTestId('waiting-for-admin').getByText('Waiting for another admin').waitFor();
    await proposal.getByText('ruleType: warning → reject', { exact: true }).waitFor();
    expect(await proposal.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await proposal.getByRole('button', { name: 'Withdraw' }).count()).toBe(1);
  });

  it('a second admin sees the pending proposal with its what-if replay; the proposer may not approve it', async () => {
    pageB = await signedInPage(session.browser, SECOND_ADMIN.email, SECOND_ADMIN.password, api?.url);
    await openRules(pageB);
    const proposals = pageB.getByTestId('rule-proposal');
    await proposals.first().waitFor();
    expect(await proposals.count()).toBe(1);
    const proposal = proposals.filter({ hasText: 'Insufficient liquidity' });
    await proposal.getByText('Update', { exact: true }).waitFor();
    await proposal.getByText(/^Proposed by Admin .+ · on rule-set v\d+$/).waitFor();
    await proposal.getByText('ruleType: warning → reject', { exact: true }).waitFor();
    // The replay when proposed: of the 4 past assessments, the 2 with thin liquidity go from caution to rejected.
    const impact = proposal.getByTestId('impact-preview');
    await impact.getByText('2 of 4 past assessments would change status').waitFor();
    expect(await impact.getByTestId('matrix-caution-rejected').textContent()).toBe('2');
    expect(await impact.getByTestId('matrix-approved-approved').textContent()).toBe('2');
    await impact.getByText('Thin One Ltd').waitFor();
    await impact.getByText('Thin Two Ltd').waitFor();
    expect(await proposal.getByTestId('waiting-for-admin').count()).toBe(0);
    await proposal.getByRole('button', { name: 'Approve' }).waitFor();
    await proposal.getByRole('button', { name: 'Reject' }).waitFor();

    expect(await axeViolations(pageB)).toEqual([]);

    // The UI offers the proposer no Approve button; the API refuses them too.
    const { ruleChangeProposals } = await gql<{ ruleChangeProposals: { id: string }[] }>('{ ruleChangeProposals(status: PENDING) { id } }');
    const own = await call('mutation($id: ID!) { approveRuleChange(id: $id) { id } }', { id: ruleChangeProposals[0]?.id }, tokens.a);
    expect(own.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('the second admin approves: the change shows in the rules list and decides the next assessment', async () => {
    const proposal = pageB.getByTestId('rule-proposal').filter({ hasText: 'Insufficient liquidity' });
    await proposal.getByRole('button', { name: 'Approve' }).click();
    await pageB.getByText('Change approved').waitFor();
    await pageB.getByText(/^Insufficient liquidity: rule-set v\d+$/).waitFor();
    await pageB.getByTestId('pending-proposals').getByText('No rule changes are waiting for approval.').waitFor();
    const cardB = pageB.getByTestId('rule-card').filter({ hasText: 'Insufficient liquidity' });
    await cardB.getByText('Reject', { exact: true }).waitFor();
    expect(await cardB.getByText('Warning', { exact: true }).count()).toBe(0);

    // The proposer's page, opened again, shows the new rule too; new decisions use it.
    await openRules(pageA);
    await liquidityCard().getByText('Reject', { exact: true }).waitFor();
    expect(await assess('Thin After Approval Ltd', false)).toBe('REJECTED');
  });

  it('a second proposal, rejected by the second admin with a note, disappears and changes no rule', async () => {
    await pageA.getByRole('button', { name: 'Create Rule' }).click();
    const create = pageA.getByRole('dialog');
    await create.getByLabel('Name').fill('Loss makers');
    await create.getByLabel('Rule Type').selectOption('REJECT');
    await create.getByLabel('Field').selectOption('isProfitable');
    await create.getByLabel('Value').fill('false');
    await create.getByLabel('Message').fill('Not profitable: do not trade');
    await create.getByRole('button', { name: 'Propose Change' }).click();
    await pageA.getByText('Change proposed: a second admin must approve it').waitFor();
    await create.waitFor({ state: 'hidden' });
    await pageA.getByTestId('rule-proposal').filter({ hasText: 'Loss makers' }).getByText('Create', { exact: true }).waitFor();
    expect(await pageA.getByTestId('rule-card').filter({ hasText: 'Loss makers' }).count()).toBe(0);
    const versions = await versionCount();

    await openRules(pageB);
    const proposal = pageB.getByTestId('rule-proposal').filter({ hasText: 'Loss makers' });
    await proposal.getByText('name: Loss makers', { exact: true }).waitFor();
    await proposal.getByRole('button', { name: 'Reject' }).click();
    const dialog = pageB.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Reject Change' }).waitFor();
    await dialog.getByText('Reject the proposed change to Loss makers? No rule changes.').waitFor();
    // The note is required.
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('A note is required').waitFor();
    await dialog.getByLabel('Note').fill('Loss makers are handled case by case');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await pageB.getByText('Change rejected').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await pageB.getByTestId('pending-proposals').getByText('No rule changes are waiting for approval.').waitFor();
    expect(await pageB.getByTestId('rule-proposal').count()).toBe(0);
    expect(await pageB.getByTestId('rule-card').filter({ hasText: 'Loss makers' }).count()).toBe(0);

    expect((await rules()).some((r) => r.name === 'Loss makers')).toBe(false);
    expect(await versionCount()).toBe(versions);
    const { ruleChangeProposals } = await gql<{ ruleChangeProposals: { ruleName: string; note: string; decidedBy: { email: string } }[] }>(
      '{ ruleChangeProposals(status: REJECTED) { ruleName note decidedBy { email } } }',
      {},
      tokens.b,
    );
    expect(ruleChangeProposals).toEqual([
      { ruleName: 'Loss makers', note: 'Loss makers are handled case by case', decidedBy: { email: SECOND_ADMIN.email } },
    ]);
  });
});
