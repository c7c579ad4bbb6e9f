import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SOUND_LATEST_YEAR, SOUND_PRIOR_YEAR } from '../api/test/support/factories.js';
import { assessmentInput, createAnalyst, graphql, tokenFor, type TestUser } from './support/api.js';
import { signedInPage, useBrowser } from './support/browser.js';

// Issue 31, item 8: the dashboard lists the book as a sortable, paged table with the filters, and
// exports the filtered, sorted book as CSV.

const CREATE = 'mutation($input: CreateAssessmentInput!) { createAssessment(input: $input) { id } }';
/** Letters only, so the names sort the same in the database and here. */
const P = `Tbl${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
const name = (i: number) => `${P} ${String(i).padStart(2, '0')}`;
/** 23 companies (the first three with statements: grade A) and two rejected for legal actions. */
const PLAIN = 23;
const REJECTED = [`${P} 24 Rejected`, `${P} 25 Rejected`];
const ALL = PLAIN + REJECTED.length;

const rows = (page: Page) => page.getByTestId('assessment-card');
const companies = (page: Page) => rows(page).getByRole('link').allTextContents();
const header = (page: Page, label: string) => page.getByRole('columnheader', { name: label });
const paging = (page: Page) => page.getByTestId('book-paging');

describe('the book as a table, in the browser', () => {
  const session = useBrowser();
  let analyst: TestUser;

  beforeAll(async () => {
    analyst = await createAnalyst('Tabitha', 'Booker');
    const token = await tokenFor(analyst.email, analyst.password);
    for (let i = 1; i <= PLAIN; i++) {
      const financials = i <= 3 ? { currency: 'USD', requestedLimit: 100_000, statements: [SOUND_LATEST_YEAR, SOUND_PRIOR_YEAR] } : null;
      await graphql(CREATE, { input: assessmentInput(name(i), financials ? { financials } : {}) }, token);
    }
    for (const company of REJECTED) await graphql(CREATE, { input: assessmentInput(company, { hasLegalActions: true }) }, token);
  });

  it('sorts by a column, pages forward and back, filters, and exports the rows it shows as CSV', async () => {
    const page = await signedInPage(session.browser, analyst.email, analyst.password);
    await page.goto('/');
    await page.getByLabel('Search by company name').fill(P);
    await paging(page).getByText(`1–20 of ${ALL}`).waitFor();
    // Newest first: the last made leads.
    expect(await header(page, 'Created').getAttribute('aria-sort')).toBe('descending');
    await rows(page).first().getByRole('link', { name: REJECTED[1] }).waitFor();
    // The spec's row: company, country, created date, status badge and rationale.
    const first = rows(page).first();
    await first.getByText('United Kingdom').waitFor();
    await first.getByText(await page.evaluate(() => new Date().toLocaleDateString())).waitFor();
    await first.getByText('Rejected', { exact: true }).waitFor();
    await first.getByText(/Automatic rejection/).waitFor();

    // By company, A to Z, then Z to A.
    await header(page, 'Company').getByRole('button').click();
    await rows(page)
      .first()
      .getByRole('link', { name: name(1) })
      .waitFor();
    expect(await header(page, 'Company').getAttribute('aria-sort')).toBe('ascending');
    expect(await header(page, 'Created').getAttribute('aria-sort')).toBe('none');
    expect(await companies(page)).toEqual(Array.from({ length: 20 }, (_, i) => name(i + 1)));

    // Forward to the last page, and back.
    await page.getByRole('button', { name: 'Next' }).click();
    await paging(page).getByText(`21–${ALL} of ${ALL}`).waitFor();
    expect(await companies(page)).toEqual([name(21), name(22), name(23), ...REJECTED]);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Previous' }).click();
    await paging(page).getByText(`1–20 of ${ALL}`).waitFor();
    await rows(page)
      .first()
      .getByRole('link', { name: name(1) })
      .waitFor();

    await header(page, 'Company').getByRole('button').click();
    await rows(page).first().getByRole('link', { name: REJECTED[1] }).waitFor();
    expect(await header(page, 'Company').getAttribute('aria-sort')).toBe('descending');

    // By grade, best first: the three with statements (grade A) lead.
    await header(page, 'Grade').getByRole('button').click();
    expect(await header(page, 'Grade').getAttribute('aria-sort')).toBe('ascending');
    await paging(page).getByText(`1–20 of ${ALL}`).waitFor();
    await expect.poll(async () => (await companies(page)).slice(0, 3).sort()).toEqual([name(1), name(2), name(3)]);
    for (let i = 0; i < 3; i++) await rows(page).nth(i).getByText('A', { exact: true }).waitFor();

    // Filtered to the rejected, by company A to Z: what the table shows is what the CSV holds.
    await page.getByLabel('Filter by status').selectOption({ label: 'Rejected' });
    await header(page, 'Company').getByRole('button').click();
    await paging(page).getByText('1–2 of 2').waitFor();
    await expect.poll(() => companies(page)).toEqual(REJECTED);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^assessments-status-rejected-search-${P.toLowerCase()}-sort-company-asc-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const csv: string[][] = parse(await readFile(await download.path(), 'utf8'));
    const [head, ...records] = csv;
    expect(head.slice(0, 4)).toEqual(['ID', 'Company Name', 'Country of Registration', 'Status']);
    expect(records.map((r) => [r[1], r[3], r.at(-1)])).toEqual(REJECTED.map((c) => [c, 'Rejected', 'Tabitha Booker']));
    await page.context().close();
  });

  it('fits a 390 px phone: the table scrolls sideways in its own box, the company column staying in place', async () => {
    const page = await signedInPage(session.browser, analyst.email, analyst.password);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByLabel('Search by company name').fill(P);
    await paging(page).getByText(`1–20 of ${ALL}`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const region = page.getByRole('region', { name: 'Assessments' });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const firstCells = await page.evaluate(() =>
      Array.from(document.querySelectorAll('table[aria-label="Assessments"] tr > :first-child')).map((c) => getComputedStyle(c).position),
    );
    expect(new Set(firstCells)).toEqual(new Set(['sticky']));
    await page.context().close();
  });
});
