import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { adminToken, assessmentInput, createAnalyst, graphql, tokenFor } from './support/api.js';
import { axeViolations } from './support/axe.js';
import { signedInPage, useBrowser } from './support/browser.js';
import { SOUND_LATEST_YEAR, SOUND_PRIOR_YEAR } from '../api/test/support/factories.js';

// The counterparty file: assessments of one company grouped over time, expiring approvals, and
// the periodic review the scheduled job opens.

const CREATE = 'mutation($input: CreateAssessmentInput!) { createAssessment(input: $input) { id status } }';
const COUNTERPARTY_OF = 'query($id: ID!) { assessment(id: $id) { counterpartyId } }';

/** Letters only (random, never the clock), so that the name normaliser keeps them as one word. */
const uniqueWord = () =>
  [...randomBytes(8)]
    .map((b) => 'bcdfghjklmnpqrstvwxz'[b % 20])
    .join('')
    .replace(/^./, (c) => c.toUpperCase());

async function create(token: string, companyName: string, overrides: Record<string, unknown> = {}) {
  const { createAssessment } = await graphql<{ createAssessment: { id: string; status: string } }>(
    CREATE,
    { input: assessmentInput(companyName, overrides) },
    token,
  );
  const { assessment } = await graphql<{ assessment: { counterpartyId: string | null } }>(
    COUNTERPARTY_OF,
    { id: createAssessment.id },
    token,
  );
  return { ...createAssessment, counterpartyId: assessment.counterpartyId };
}

/**
 * Moves an assessment's review date to yesterday, in the database of the app this file drives:
 * global setup hands out only the server's admin URL, so the update is tried on each e2e database
 * of the server, and the assessment's (random) id matches in exactly one.
 */
async function reviewDatePassed(assessmentId: string): Promise<void> {
  const adminUrl = inject('adminDatabaseUrl');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let names: string[];
  try {
    const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'cp\\_e2e%'`);
    names = rows.map((r) => r.datname);
  } finally {
    await admin.end();
  }
  let updated = 0;
  for (const name of names) {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    try {
      await client.connect();
      const result = await client.query(`update assessments set next_review_at = now() - interval '1 day' where id = $1`, [assessmentId]);
      updated += result.rowCount ?? 0;
    } catch {
      // A database being dropped or not yet migrated holds no assessment of this run.
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  expect(updated).toBe(1);
}

async function openCounterparty(page: Page, id: string) {
  await page.goto(`/counterparties/${id}`);
  await page.getByTestId('counterparty-standing').waitFor();
}

describe('the counterparty file, in the browser', () => {
  const session = useBrowser();

  it('two assessments of one company (spelt differently) share a counterparty page: its timeline and what changed', async () => {
    const analyst = await createAnalyst('Dossier', 'Analyst');
    const token = await tokenFor(analyst.email, analyst.password);
    const word = uniqueWord();
    const first = await create(token, `Aurora ${word} Tiles Ltd`, { serviceType: 'Supply' });
    // The second with statements: a grade and a Z″ for the chart, and figures that changed.
    const financials = { currency: 'USD', statements: [SOUND_LATEST_YEAR, SOUND_PRIOR_YEAR] };
    const second = await create(token, `AURORA ${word.toUpperCase()} TILES LIMITED`, { serviceType: 'Logistics', financials });
    expect(first.counterpartyId).toBeTruthy();
    expect(second.counterpartyId).toBe(first.counterpartyId);

    const page = await signedInPage(session.browser, analyst.email, analyst.password);
    await openCounterparty(page, first.counterpartyId!);
    await page.getByRole('heading', { level: 1, name: `Aurora ${word} Tiles Ltd` }).waitFor();

    // Both assessments on the timeline, newest first, linking to their records.
    const timeline = page.getByTestId('timeline');
    const assessments = timeline.locator('[data-testid="timeline-entry"][data-type="assessment"]');
    await expect.poll(() => assessments.count()).toBe(2);
    expect(await assessments.nth(0).getByRole('link').getAttribute('href')).toBe(`/assessment/${second.id}`);
    expect(await assessments.nth(1).getByRole('link').getAttribute('href')).toBe(`/assessment/${first.id}`);

    // The history chart summarises both points for screen readers.
    const chart = page.getByTestId('history-chart');
    expect(await chart.getAttribute('aria-label')).toMatch(/^History of 2 assessments\./);

    // What changed between the latest two: the service type (and the spelling of the name).
    const changed = page.getByTestId('what-changed');
    const serviceType = changed.getByTestId('change-row').filter({ hasText: 'Service Type' });
    await serviceType.waitFor();
    await expect.poll(() => serviceType.innerText()).toMatch(/Supply[\s\S]*Logistics/);
    await changed.getByTestId('change-row').filter({ hasText: 'Company Name' }).waitFor();
    await changed.getByTestId('change-row').filter({ hasText: 'Financial Statements' }).getByText('2 fiscal years in USD').waitFor();
    expect(await chart.getAttribute('aria-label')).toMatch(/grade [A-E], Z″ \d/);
    expect(await axeViolations(page), 'counterparty page').toEqual([]);

    // At 390 px the page does not scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The list finds it by name, once.
    await page.goto('/counterparties');
    await page.getByLabel('Search counterparties by name').fill(word);
    const rows = page.getByTestId('counterparty-row');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await axeViolations(page), 'counterparties list').toEqual([]);
    await rows.getByRole('link', { name: `Aurora ${word} Tiles Ltd` }).click();
    await page.waitForURL(`**/counterparties/${first.counterpartyId}`);

    // Re-assess: the wizard opens on the latest answers.
    await page.getByRole('button', { name: 'Re-assess' }).click();
    await page.waitForURL('**/assessment/new');
    await expect.poll(() => page.getByLabel('Company Name').inputValue()).toBe(`AURORA ${word.toUpperCase()} TILES LIMITED`);
    await page.context().close();
  });

  it('an approval whose review date passed shows as expired on its record and its counterparty', async () => {
    const analyst = await createAnalyst('Expiry', 'Analyst');
    const token = await tokenFor(analyst.email, analyst.password);
    const company = `Expiring ${uniqueWord()} Holdings Ltd`;
    const made = await create(token, company);
    expect(made.status).toBe('APPROVED');

    const page = await signedInPage(session.browser, analyst.email, analyst.password);
    await page.goto(`/assessment/${made.id}`);
    await page
      .getByTestId('next-review')
      .getByText(/^Next review /)
      .waitFor();
    expect(await page.getByTestId('expired-badge').count()).toBe(0);

    await reviewDatePassed(made.id);

    await page.reload();
    const expired = page.getByTestId('approval-expired');
    await expired.getByText('Expired', { exact: true }).first().waitFor();
    await expired.getByText(/^Approval expired on /).waitFor();
    await page.getByRole('link', { name: 'Counterparty file' }).click();
    await page.waitForURL(`**/counterparties/${made.counterpartyId}`);
    const standing = page.getByTestId('approval-expired');
    await standing.getByText('Expired', { exact: true }).waitFor();
    await standing.getByText(/^Approval expired on .*: re-assess to renew it$/).waitFor();
    expect(await axeViolations(page), 'counterparty page, expired').toEqual([]);

    // The dashboard's review calendar lists it under the expired approvals.
    await page.goto('/');
    const expiredPart = page.getByTestId('review-calendar').getByTestId('calendar-expired');
    await expiredPart.getByRole('link', { name: company }).click();
    await page.waitForURL(`**/counterparties/${made.counterpartyId}`);
    await page.context().close();
  });

  it('the scheduled job opens a periodic review once the review date passed', async () => {
    const analyst = await createAnalyst('Periodic', 'Analyst');
    const token = await tokenFor(analyst.email, analyst.password);
    const company = `Periodic ${uniqueWord()} Trading Ltd`;
    const made = await create(token, company);
    expect(made.status).toBe('APPROVED');
    await reviewDatePassed(made.id);

    await graphql('mutation { runPeriodicReviews }', {}, await adminToken());

    const page = await signedInPage(session.browser, analyst.email, analyst.password);
    await openCounterparty(page, made.counterpartyId!);
    const cases = page.getByTestId('active-cases');
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('counterparty-standing').waitFor();
          return cases.getByRole('link', { name: /^Periodic review due / }).count();
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(1);
    const link = cases.getByRole('link', { name: /^Periodic review due / });
    expect(await link.innerText()).toContain(company);
    expect(await link.getAttribute('href')).toMatch(/^\/cases\/[0-9a-f-]{36}$/);
    // The timeline records the case being opened.
    await page
      .getByTestId('timeline')
      .getByRole('link', { name: /^Periodic review due / })
      .first()
      .waitFor();
    await page.context().close();
  });

  it('a downgrade holds the grade; an admin overrides the hold with a reason', async () => {
    const analyst = await createAnalyst('Hold', 'Analyst');
    const token = await tokenFor(analyst.email, analyst.password);
    const company = `Cooldown ${uniqueWord()} Metals Ltd`;
    const sound = await create(token, company, { financials: { currency: 'USD', statements: [SOUND_LATEST_YEAR, SOUND_PRIOR_YEAR] } });
    // Losses, thin liquidity and heavy debt: a grade well below the first's A, held for the cooldown.
    const weak = {
      ...SOUND_LATEST_YEAR,
      ebit: -500_000,
      ebitda: -200_000,
      interestExpense: 400_000,
      netProfit: -900_000,
      currentAssets: 1_500_000,
      currentLiabilities: 3_000_000,
      totalLiabilities: 9_000_000,
      equity: 1_000_000,
      retainedEarnings: -2_000_000,
      totalDebt: 6_000_000,
    };
    await create(token, company, { financials: { currency: 'USD', statements: [weak, SOUND_PRIOR_YEAR] } });

    const page = await signedInPage(session.browser);
    await openCounterparty(page, sound.counterpartyId!);
    await page
      .getByTestId('grade-hold')
      .getByText(/^Grade held at [B-E] until .+ \(since .+\)$/)
      .waitFor();

    await page.getByRole('button', { name: 'Override grade hold' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Parent guarantee signed');
    const inAMonth = new Date();
    inAMonth.setDate(inAMonth.getDate() + 30);
    const pad = (n: number) => String(n).padStart(2, '0');
    await dialog.getByLabel('Until').fill(`${inAMonth.getFullYear()}-${pad(inAMonth.getMonth() + 1)}-${pad(inAMonth.getDate())}`);
    await dialog.getByRole('button', { name: 'Override', exact: true }).click();
    await page
      .getByTestId('grade-hold-override')
      .getByText(/^Overridden by .+ until .+: Parent guarantee signed$/)
      .waitFor();
    await page
      .getByTestId('timeline')
      .locator('[data-testid="timeline-entry"][data-type="grade_hold_override"]')
      .getByText(/^By .+ until .+: Parent guarantee signed$/)
      .waitFor();
    await page.context().close();
  });

  it('an admin merges one counterparty into another found by name', async () => {
    const analyst = await createAnalyst('Merge', 'Analyst');
    const token = await tokenFor(analyst.email, analyst.password);
    const word = uniqueWord();
    // Two spellings the key does not join: a typo in the name.
    const kept = await create(token, `Borealis ${word} Glass Ltd`);
    const typo = await create(token, `Borealis ${word} Glas Ltd`);
    expect(typo.counterpartyId).not.toBe(kept.counterpartyId);

    const page = await signedInPage(session.browser);
    await openCounterparty(page, typo.counterpartyId!);
    await page.getByRole('button', { name: 'Merge into…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Search counterparties by name').fill(`Borealis ${word} Glass`);
    await dialog.getByText(`Borealis ${word} Glass Ltd · United Kingdom`, { exact: false }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`Merge Borealis ${word} Glas Ltd (United Kingdom) into Borealis ${word} Glass Ltd`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Merge', exact: true }).click();
    await page.waitForURL(`**/counterparties/${kept.counterpartyId}`);
    const assessments = page.getByTestId('timeline').locator('[data-testid="timeline-entry"][data-type="assessment"]');
    await expect.poll(() => assessments.count()).toBe(2);
    await page.context().close();
  });
});
