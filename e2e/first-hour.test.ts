import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, validRows } from '../api/test/support/csv.js';
import { createTestDatabase } from '../api/test/support/databases.js';
import { startApiInProcess, type InProcessApi } from '../api/test/support/in-process.js';
import { adminToken, assessmentInput, createAnalyst, graphql, type TestUser } from './support/api.js';
import { axeViolations } from './support/axe.js';
import { newPage, signedInPage, TEST_ADMIN, useBrowser } from './support/browser.js';

const CREATE = 'mutation($input: CreateAssessmentInput!) { createAssessment(input: $input) { id } }';
const PHONE = { width: 390, height: 844 };

/** Letters only, so that name matching sees one unusual word. */
const uniqueWord = () =>
  Date.now()
    .toString()
    .split('')
    .map((d) => 'qxzvkjwbyh'[Number(d)])
    .join('');

/** Whether the page scrolls sideways: anything wider than the viewport (tables scroll inside their card instead). */
const overflow = (page: Page) =>
  page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));

async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { page: width, viewport } = await overflow(page);
  expect(width, `${what}: page ${width} px wide in a ${viewport} px viewport`).toBeLessThanOrEqual(viewport);
}

/**
 * An API of its own on a fresh database, as an evaluator first meets the product: no watch list
 * imported, no AI key, and a news feed that cannot be reached (the default refused loopback port).
 */
describe('first hour, nothing set up yet: states that say no more than is true', () => {
  const session = useBrowser();
  let database: { url: string; drop(): Promise<void> };
  let api: InProcessApi;
  let token: string;

  /** One GraphQL call to this file's API. */
  async function gql<T>(query: string, variables: Record<string, unknown> = {}, bearer = token): Promise<T> {
    const res = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
    return body.data as T;
  }

  beforeAll(async () => {
    database = await createTestDatabase('e2e_first_hour');
    api = await startApiInProcess(database.url);
    token = (
      await gql<{ login: { token: string } }>('mutation($input: LoginInput!) { login(input: $input) { token } }', { input: TEST_ADMIN }, '')
    ).login.token;
  });

  afterAll(async () => {
    await api?.stop();
    if (!process.env.KEEP_TEST_DB) await database?.drop();
  });

  it('an assessment screened against no list is "Not screened — no lists loaded", not Clear; a scan with the feed down says so on the card', async () => {
    const company = `Quiet ${uniqueWord()} Traders Ltd`;
    const { createAssessment } = await gql<{ createAssessment: { id: string } }>(CREATE, { input: assessmentInput(company) });
    const page = await signedInPage(session.browser, TEST_ADMIN.email, TEST_ADMIN.password, api.url);
    await page.goto(`/assessment/${createAssessment.id}`);
    const screening = page.getByTestId('screening');
    await screening.getByTestId('screening-status').getByText('Not screened — no lists loaded').waitFor();
    expect(await screening.getByText('Clear', { exact: true }).count()).toBe(0);
    await screening.getByText('Nothing was checked', { exact: false }).waitFor();
    // An admin is pointed to where lists are imported.
    await screening.getByRole('link', { name: /Import a list/ }).waitFor();

    await page.getByRole('button', { name: 'Scan News' }).click();
    const failed = page.getByTestId('news-scan-failed');
    await failed.getByText('The news feed could not be reached. Try again later.', { exact: false }).waitFor();
    await page.getByText('Scan Failed').first().waitFor();
    // Not a field error: nothing on the card is marked invalid.
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    expect(await axeViolations(page), 'detail, not screened, scan failed').toEqual([]);
    await page.context().close();
  });

  it('an analyst screens a name from the header’s Screening link: with no list loaded, nothing was checked', async () => {
    const email = `first-hour-${Date.now()}@example.com`;
    await gql('mutation($input: CreateUserInput!) { createUser(input: $input) { id } }', {
      input: { email, password: 'analyst-pass-1', firstName: 'Nova', lastName: 'Analyst', role: 'ANALYST' },
    });
    const page = await signedInPage(session.browser, email, 'analyst-pass-1', api.url);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Screening' }).click();
    await page.waitForURL('**/screening');
    await page.getByRole('heading', { name: 'Screening', level: 1 }).waitFor();
    const search = page.getByRole('search', { name: 'Screen a name' });
    await search.getByLabel('Name to screen').fill('Orion Shipping Trading');
    await search.getByLabel('Kind (optional)').selectOption({ label: 'Company' });
    await search.getByRole('button', { name: 'Screen' }).click();
    const results = page.getByTestId('screen-results');
    await results.getByText('No lists are loaded: nothing was checked.').waitFor();
    await results.getByText('Ask an administrator to import the sanctions and watch lists.').waitFor();
    expect(await results.getByText('No matches', { exact: false }).count()).toBe(0);
    expect(await axeViolations(page), 'screening page, no lists').toEqual([]);
    await page.context().close();
  });

  it('/admin/ai-prompts says no model is configured, so the built-in summariser answers', async () => {
    const page = await signedInPage(session.browser, TEST_ADMIN.email, TEST_ADMIN.password, api.url);
    await page.goto('/admin/ai-prompts');
    await page.getByTestId('no-ai-model').getByText('No model configured: summaries use the built-in summariser').waitFor();
    await page.getByTestId('ai-prompt-card').first().waitFor();
    expect(await axeViolations(page), 'AI prompts without a model').toEqual([]);
    await page.context().close();
  });
});

describe('first hour on a phone (390 px) and from the keyboard', () => {
  const session = useBrowser();
  let page: Page;
  let detail: string;

  beforeAll(async () => {
    const admin = await adminToken();
    const { createAssessment } = await graphql<{ createAssessment: { id: string } }>(
      CREATE,
      { input: assessmentInput(`Narrow Screen ${uniqueWord()} Holdings International Ltd`) },
      admin,
    );
    detail = `/assessment/${createAssessment.id}`;
    ({ page } = await newPage(session.browser));
    await page.setViewportSize(PHONE);
    await page.goto('/signin');
    await page.getByLabel('Email').fill(TEST_ADMIN.email);
    await page.getByLabel('Password').fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Login successful').waitFor();
  });

  it('the header collapses behind a Menu button that opens the navigation; no page scrolls sideways', async () => {
    await page.getByRole('heading', { name: 'Due Diligence Assessments' }).waitFor();
    // The links are behind the menu, the alerts stay in view.
    expect(await page.getByRole('link', { name: 'Reviews', exact: true }).count()).toBe(0);
    await page.getByTestId('alerts-link').waitFor();
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of ['Dashboard', 'Reviews', 'Screening', 'Admin']) await nav.getByRole('link', { name: link }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await expectNoSidewaysScroll(page, 'dashboard with the menu open');
    expect(await axeViolations(page), 'dashboard at 390 px with the menu open').toEqual([]);
    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'detached' });
    expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);
    await menu.click();
    await nav.getByRole('link', { name: 'Screening' }).click();
    await page.waitForURL('**/screening');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');

    const screens: [string, () => Promise<void>][] = [
      ['/', () => page.getByTestId('assessment-card').first().waitFor()],
      ['/assessment/new', () => page.getByText('Step 1 of 5').waitFor()],
      [detail, () => page.getByText('Audit Trail').waitFor()],
      ['/batch', () => page.getByRole('button', { name: 'Download Template' }).waitFor()],
      ['/alerts', () => page.getByRole('heading', { name: 'Alerts', level: 1 }).waitFor()],
      ['/reviews', () => page.getByRole('heading', { name: 'Review Queue', level: 1 }).waitFor()],
      ['/screening', () => page.getByRole('search', { name: 'Screen a name' }).waitFor()],
      ['/profile', () => page.getByText('Member Since').waitFor()],
      ['/admin', () => page.getByTestId('user-card').first().waitFor()],
      ['/admin/rules', () => page.getByTestId('rule-card').first().waitFor()],
      ['/admin/ai-prompts', () => page.getByTestId('ai-prompt-card').first().waitFor()],
      ['/admin/watchlists', () => page.getByRole('heading', { name: 'Watchlists', level: 1 }).waitFor()],
      ['/admin/webhooks', () => page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor()],
      ['/admin/audit-log', () => page.getByTestId('account-audit-entry').first().waitFor()],
    ];
    for (const [path, ready] of screens) {
      await page.goto(path);
      await ready();
      await expectNoSidewaysScroll(page, path);
    }
    // The wizard's later steps too.
    await page.goto('/assessment/new');
    await page.getByRole('button', { name: 'Clear form' }).click();
    await page.getByLabel('Company Name').fill('Narrow Wizard Ltd');
    await page.getByLabel('Country of Registration').fill('United Kingdom');
    await page.getByLabel('Country of Place of Business').fill('United Kingdom');
    await page.getByLabel('Business Address').fill('1 Market Street, London');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Step 2 of 5').waitFor();
    await expectNoSidewaysScroll(page, 'wizard step 2');
    expect(await axeViolations(page), 'wizard step 2 at 390 px').toEqual([]);
  });

  it('every page starts with "Skip to main content", which moves focus into its one main landmark', async () => {
    const { page: signedOut } = await newPage(session.browser);
    for (const [p, path] of [
      [signedOut, '/welcome'],
      [signedOut, '/signin'],
      [signedOut, '/no/such/page'],
      [page, '/'],
      [page, detail],
      [page, '/admin/webhooks'],
    ] as const) {
      await p.goto(path);
      await p.locator('main').first().waitFor();
      await p.waitForLoadState('networkidle');
      expect(await p.locator('main').count(), `${path}: main landmarks`).toBe(1);
      await p.keyboard.press('Tab');
      const skip = p.getByRole('link', { name: 'Skip to main content' });
      expect(await skip.evaluate((el) => el === document.activeElement), `${path}: the skip link is the first focusable element`).toBe(
        true,
      );
      expect(await skip.isVisible(), `${path}: the skip link shows when focused`).toBe(true);
      await p.keyboard.press('Enter');
      expect(await p.evaluate(() => document.activeElement?.tagName), `${path}: focus moved to main`).toBe('MAIN');
    }
    await signedOut.context().close();
  });
});

describe('first hour: batch results lead to their assessments, and a webhook can be tried', () => {
  const session = useBrowser({ signedIn: true });
  let uploader: TestUser | undefined;

  afterAll(async () => {
    // Batches are one team history another file expects empty: deleting the uploader takes its batch with it.
    if (uploader) await graphql('mutation($id: ID!) { deleteUser(id: $id) }', { id: uploader.id }, await adminToken());
  });

  it('a finished batch lists the assessments it created, 50 at a time, each linking to its page', async () => {
    uploader = await createAnalyst('Bea');
    const page = await signedInPage(session.browser, uploader.email, uploader.password);
    const prefix = `Linked ${uniqueWord()}`;
    await page.goto('/batch');
    const rows = [...validRows(prefix, 3), { companyName: '' }, ...validRows(`${prefix} more`, 50)];
    await page.getByLabel('CSV file').setInputFiles({ name: 'linked.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf(rows)) });
    await page.getByRole('button', { name: 'Upload & Process' }).click();
    await page.getByTestId('batch-status').getByText('Completed').waitFor({ timeout: 30_000 });
    const results = page.getByTestId('batch-results');
    await results.getByText('50 of 53 shown').waitFor();
    const table = results.getByRole('table', { name: 'Assessments created by the batch' });
    const first = table.getByTestId('batch-result').filter({ hasText: `${prefix} 0` });
    await first.getByRole('cell', { name: '2', exact: true }).waitFor();
    await first.getByText('Approved').waitFor();
    await first.getByText('Not required').waitFor();
    expect(await table.getByTestId('batch-result').count()).toBe(50);
    expect(await axeViolations(page), 'batch with its results').toEqual([]);
    // Row 5 failed (an error, not a result); the rest come with "Load more", in row order.
    await results.getByRole('button', { name: 'Load more' }).click();
    await results.getByText('53 of 53 shown').waitFor();
    const shownRows = await table.getByTestId('batch-result').locator('td:first-child').allTextContents();
    expect(shownRows.map(Number)).toEqual([2, 3, 4, ...Array.from({ length: 50 }, (_, i) => i + 6)]);
    expect(await results.getByRole('button', { name: 'Load more' }).count()).toBe(0);

    await first.getByRole('link', { name: `${prefix} 0` }).click();
    await page.waitForURL(/\/assessment\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: `${prefix} 0`, level: 1 }).waitFor();
    await page.context().close();
  });

  it('an admin sends a test event to an endpoint and sees its attempt in the log; a failed delivery says when it is retried', async () => {
    // Nothing listens there: every attempt fails (and the worker may refuse plain http anyway), so a decision is retried.
    const url = `http://127.0.0.1:9/hooks/${uniqueWord()}`;
    const admin = await adminToken();
    try {
      await graphql(
        'mutation($url: String!, $events: [WebhookEventType!]!) { createWebhookEndpoint(url: $url, events: $events) { secret } }',
        { url, events: ['ASSESSMENT_DECIDED'] },
        admin,
      );
      const { page } = session;
      await page.goto('/admin/webhooks');
      const card = page.getByTestId('webhook-endpoint').filter({ hasText: url });
      // The test event is not one an endpoint subscribes to.
      await page.getByRole('button', { name: 'Add Endpoint' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Assessment decided (assessment.decided)').waitFor();
      expect(await dialog.getByText('webhook.test', { exact: false }).count()).toBe(0);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await card.getByRole('button', { name: `Send test event to ${url}` }).click();
      await page.getByText('Test event sent').waitFor();
      // The log opens and reads itself until the attempt shows (the worker may or may not reach this address: it is logged either way).
      const attempt = card.getByTestId('webhook-delivery').filter({ hasText: 'webhook.test' });
      await attempt.first().waitFor({ timeout: 20_000 });
      await attempt.first().getByText('Test', { exact: true }).waitFor();
      // Sent once: no retry.
      expect(await attempt.first().getByTestId('next-retry').count()).toBe(0);
      // The card reads the failure the attempt counted, without a reload.
      await card.getByText('1 consecutive failure', { exact: false }).waitFor();

      // A decision fails to be delivered and is tried again later.
      await graphql(CREATE, { input: assessmentInput(`Hooked ${uniqueWord()} Ltd`) }, admin);
      const decided = card.getByTestId('webhook-delivery').filter({ hasText: 'assessment.decided' });
      const deadline = Date.now() + 30_000;
      while ((await decided.count()) === 0 && Date.now() < deadline) {
        await card.getByRole('button', { name: `Deliveries to ${url}` }).click();
        await card.getByRole('button', { name: `Deliveries to ${url}` }).click();
        await page.waitForTimeout(1000);
      }
      await decided
        .first()
        .getByTestId('next-retry')
        .getByText(/^Next retry (in \d+ (second|minute|hour)s?|now)$/)
        .waitFor();
      expect(await axeViolations(page), 'webhooks with a test delivery and a retry').toEqual([]);
    } finally {
      const { webhookEndpoints } = await graphql<{ webhookEndpoints: { id: string; url: string }[] }>(
        '{ webhookEndpoints { id url } }',
        {},
        admin,
      );
      for (const endpoint of webhookEndpoints.filter((e) => e.url === url)) {
        await graphql('mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: endpoint.id }, admin);
      }
    }
  });

  it('an analyst has the Screening link too; only admins are offered the watchlists', async () => {
    const analyst = await createAnalyst('Sol');
    const page = await signedInPage(session.browser, analyst.email, analyst.password);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Screening' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await nav.getByRole('link', { name: 'Screening' }).click();
    await page.getByRole('search', { name: 'Screen a name' }).waitFor();
    expect(await page.getByRole('link', { name: 'Manage Watchlists' }).count()).toBe(0);
    await page.context().close();
  });
});
