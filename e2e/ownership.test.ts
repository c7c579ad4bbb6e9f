import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, waitFor } from '../api/test/support/processes.js';
import { adminToken, createAnalyst, graphql } from './support/api.js';
import { axeViolations } from './support/axe.js';
import { baseUrl, signedInPage, useBrowser } from './support/browser.js';
import { checkAllFinancials, REVIEW_URL } from './support/wizard.js';

// A tag that keeps this run's names apart from other files' on the shared database (not a clock reading).
const run = randomBytes(4).toString('hex');
/** The listed person, two levels above the company: unique to this file's list. */
const LISTED = 'Ottoline Varga Brandstetter';
const COMPANY = `Corvell Ridge Packaging ${run}`;

/** Fills one owner row of the wizard's ownership section. */
async function fillOwner(row: Locator, owner: { name: string; kind: 'Person' | 'Company'; percent: string; heldIn?: string }) {
  await row.getByLabel('Owner’s name').fill(owner.name);
  await row.getByLabel('Person or company').selectOption({ label: owner.kind });
  await row.getByLabel('Share held (%)').fill(owner.percent);
  if (owner.heldIn) await row.getByLabel('Holds shares in').selectOption({ label: owner.heldIn });
}

/** Steps 2 to 5 with answers the default rules approve, then the review page. */
async function finishWizard(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Business Rationale').fill('Supplier of packaging for our European plants');
  await page.getByLabel('Service Type').fill('Supply');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('The company can provide two recent project references').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await checkAllFinancials(page);
  await page.getByRole('button', { name: 'Review Assessment' }).click();
  await page.waitForURL(REVIEW_URL);
}

describe('ownership in the wizard, the record and the counterparty file', () => {
  const session = useBrowser();
  const listName = `E2E Ownership ${run}`;

  beforeAll(async () => {
    const admin = await adminToken();
    const entity = {
      id: `E2E-OWN-${run}`,
      schema: 'Person',
      properties: { name: [LISTED], nationality: ['at'], topics: ['sanction'] },
    };
    await graphql(
      'mutation($input: ImportWatchlistInput!) { importWatchlist(input: $input) { watchlistId } }',
      { input: { name: listName, format: 'FTM', content: `${JSON.stringify(entity)}\n` } },
      admin,
    );
    let status = '';
    await waitFor(
      async () => {
        const { watchlists } = await graphql<{ watchlists: { name: string; status: string }[] }>(
          '{ watchlists { name status } }',
          {},
          admin,
        );
        status = watchlists.find((l) => l.name === listName)?.status ?? '';
        return status === 'ACTIVE';
      },
      60_000,
      () => `list ${listName} not active: ${status}`,
    );
  });

  afterAll(async () => {
    // The database is shared by the files of this slot: leave no list behind to screen their companies.
    const token = await adminToken();
    const { watchlists } = await graphql<{ watchlists: { id: string; name: string }[] }>('{ watchlists { id name } }', {}, token);
    for (const list of watchlists.filter((l) => l.name === listName)) {
      await graphql('mutation($id: ID!) { deleteWatchlist(id: $id) }', { id: list.id }, token);
    }
  });

  it('enters a three-level chain, sees the computed owners and the graph; a listed owner two levels up turns the screening red', async () => {
    const analyst = await createAnalyst('Orla');
    const page = await signedInPage(session.browser, analyst.email, analyst.password);
    await page.goto('/assessment/new');
    await page.getByLabel('Company Name').fill(COMPANY);
    await page.getByLabel('Country of Registration').fill('United Kingdom');
    await page.getByLabel('Country of Place of Business').fill('United Kingdom');
    await page.getByLabel('Business Address').fill('1 Market Street, London');

    const section = page.getByTestId('ownership-section');
    await section.getByRole('button', { name: /^Ownership/ }).click();
    // The limits and thresholds come from the API's catalog.
    await section.getByText(/Up to \d+ holdings and \d+ levels above the company/).waitFor();
    await section.getByText(/holding 25.0 % or more in all is a beneficial owner/).waitFor();

    const rows = section.getByTestId('owner-row');
    await section.getByRole('button', { name: 'Add owner', exact: true }).click();
    await fillOwner(rows.nth(0), { name: 'Alpha Holdings', kind: 'Company', percent: '80' });
    // Its owners go under it, indented: the listed person and a company, and that company's owner.
    await rows.nth(0).getByRole('button', { name: 'Add an owner of Alpha Holdings' }).click();
    await fillOwner(rows.nth(1), { name: LISTED, kind: 'Person', percent: '70' });
    await rows.nth(0).getByRole('button', { name: 'Add an owner of Alpha Holdings' }).click();
    await fillOwner(rows.nth(2), { name: 'Beta Ventures', kind: 'Company', percent: '30' });
    await rows.nth(2).getByRole('button', { name: 'Add an owner of Beta Ventures' }).click();
    await fillOwner(rows.nth(3), { name: 'Jane Holloway', kind: 'Person', percent: '100' });
    // The same person holding directly as well: one holder, her shares added.
    await section.getByRole('button', { name: 'Add owner', exact: true }).click();
    await fillOwner(rows.nth(4), { name: 'Jane Holloway', kind: 'Person', percent: '20' });
    expect(await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-level')))).toEqual(['1', '2', '2', '3', '1']);
    await rows.nth(3).getByText('holds shares in Beta Ventures').waitFor();

    // The computed owners: 80.0 % × 70.0 % = 56.0 %, and 80.0 % × 30.0 % × 100.0 % + 20.0 % = 44.0 %.
    const preview = section.getByTestId('ownership-preview');
    await preview.getByText('Computed owners (before screening)').waitFor();
    const owners = preview.getByTestId('beneficial-owner');
    await owners
      .filter({ hasText: `${LISTED} 56.0 %` })
      .getByText(': 80.0 % × 70.0 % via Alpha Holdings')
      .waitFor();
    await owners
      .filter({ hasText: 'Jane Holloway 44.0 %' })
      .getByText(': 80.0 % × 30.0 % × 100.0 % via Alpha Holdings and Beta Ventures (24.0 %); direct 20.0 %')
      .waitFor();
    const graph = preview.getByTestId('ownership-graph');
    await graph.waitFor();
    expect(await graph.getAttribute('role')).toBe('img');
    expect(await graph.getAttribute('aria-label')).toContain('4 owners above the company');
    expect(await graph.getByTestId('ownership-node').count()).toBe(5);
    expect(await graph.getByTestId('ownership-edge').count()).toBe(5);
    expect(await graph.locator('[data-kind="SUBJECT"]').textContent()).toContain(COMPANY.slice(0, 10));
    expect(await graph.locator('[data-beneficial="true"]').count()).toBe(2);
    expect(await axeViolations(page), 'wizard step 1 with owners and their preview').toEqual([]);
    // On a phone the rows stack and the preview's graph scrolls in its box: the page does not scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A share the API refuses is shown on its row: the shares held in Alpha Holdings would exceed 100.0 %.
    await rows.nth(2).getByLabel('Share held (%)').fill('40');
    await rows
      .nth(2)
      .getByText(/add up to 110.0 %, above 100.0 %/)
      .waitFor();
    await rows.nth(2).getByLabel('Share held (%)').fill('30');
    await owners.filter({ hasText: 'Jane Holloway 44.0 %' }).waitFor();

    await finishWizard(page);
    // Screened with the company: the listed person holds 70.0 % of Alpha Holdings (blocked in turn) and 56.0 %
    // of the company through it, so the company is blocked.
    const screening = page.getByTestId('screening');
    await screening.getByTestId('screening-status').getByText('Blocked by ownership', { exact: true }).waitFor();
    const blocked = screening.getByTestId('screening-blocked-by-ownership');
    await blocked.getByText(new RegExp(`% held by listed owners: ${LISTED} \\(56(\\.0)? %`)).waitFor();
    const hit = screening.getByTestId('screening-hit').filter({ hasText: listName }).first();
    await hit.getByText(`Subject: Owner (person): ${LISTED}`).waitFor();

    // The record: its ownership card marks the listed owner in the graph.
    await page.getByRole('link', { name: 'Open record' }).click();
    await page.waitForURL(/\/assessment\/[0-9a-f-]{36}$/);
    const card = page.getByTestId('ownership');
    await card
      .getByTestId('ownership-blocked')
      .getByText(new RegExp(`% held by listed owners: ${LISTED} \\(56(\\.0)? %`))
      .waitFor();
    const recordGraph = card.getByTestId('ownership-graph');
    await recordGraph.locator('[data-listed="true"]').getByText('Listed', { exact: true }).waitFor();
    expect(await recordGraph.locator('[data-listed="true"]').count()).toBe(1);
    await card
      .getByTestId('beneficial-owner')
      .filter({ hasText: `${LISTED} 56.0 %` })
      .getByText('Listed')
      .waitFor();

    // At 390 px the graph keeps its size and scrolls in its own box; the page does not scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const frame = card.getByTestId('ownership-graph-frame');
    await expect.poll(() => frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(0);
    const fontSizes = await recordGraph.locator('text').evaluateAll((els) => els.map((el) => Number(el.getAttribute('font-size'))));
    expect(Math.min(...fontSizes)).toBeGreaterThanOrEqual(12);
    expect(await axeViolations(page), 'assessment with its ownership at 390 px').toEqual([]);

    // The counterparty file shows the ownership of its latest assessment.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: 'Counterparty file' }).click();
    await page.waitForURL(/\/counterparties\/[0-9a-f-]{36}$/);
    const file = page.getByTestId('ownership');
    await file.getByText('Ownership (latest assessment)').waitFor();
    await file.getByTestId('ownership-graph').waitFor();
    await file.getByTestId('beneficial-owner').filter({ hasText: 'Jane Holloway 44.0 %' }).waitFor();
    await page.context().close();
  });
});

/** The fictional LEI register sample the repository ships (GLEIF's golden copy CSV formats). */
const SAMPLE = path.join(ROOT, 'api/src/modules/lei/sample');

/** Imports the sample as a new register version (REST multipart, as an admin) and waits until it is active. */
async function importLeiSample(): Promise<void> {
  const token = await adminToken();
  const form = new FormData();
  for (const part of ['level1', 'level2']) {
    form.append(part, new Blob([readFileSync(path.join(SAMPLE, `${part}.csv`))], { type: 'text/csv' }), `${part}.csv`);
  }
  const res = await fetch(`${baseUrl()}/api/lei-register/imports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(202);
  const { version } = (await res.json()) as { version: number };
  let active: number | null = null;
  await waitFor(
    async () => {
      const { leiRegister } = await graphql<{ leiRegister: { active: { version: number } | null } }>(
        '{ leiRegister { active { version } } }',
        {},
        token,
      );
      active = leiRegister.active?.version ?? null;
      return active !== null && active >= version;
    },
    60_000,
    () => `LEI register version ${version} not active (active: ${active})`,
  );
}

describe('the LEI register in the wizard', () => {
  const session = useBrowser();
  beforeAll(importLeiSample);

  it('finds an LEI by name (a lapsed one is flagged), looks one up, fills the company and takes its parents as owners', async () => {
    const analyst = await createAnalyst('Leif');
    const page = await signedInPage(session.browser, analyst.email, analyst.password);
    await page.goto('/assessment/new');
    const lookup = page.getByTestId('lei-lookup');

    // By name: the register's normalised search; a lapsed LEI is flagged.
    await lookup.getByRole('button', { name: 'Find the LEI by name' }).click();
    const search = lookup.getByRole('search', { name: 'Search the LEI register' });
    await search.getByLabel('Legal name to search the LEI register for').fill('dormouse trading');
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    const results = lookup.getByTestId('lei-search-results');
    await results.getByText('Dormouse Trading GmbH').waitFor();
    await results.getByRole('button', { name: 'Use this LEI: Dormouse Trading GmbH' }).click();
    const record = lookup.getByTestId('lei-record');
    await record.getByTestId('lei-registration-status').getByText('LEI Lapsed — flagged').waitFor();
    expect(await page.getByLabel('Company Name').inputValue()).toBe('Dormouse Trading GmbH');

    // A mistyped code is refused before any lookup (ISO 17442 check digits).
    const lei = lookup.getByLabel('Legal Entity Identifier (LEI, optional)');
    await lei.fill('FAKE00QUILLWIDGET168');
    await lookup.getByRole('button', { name: 'Look up' }).click();
    await lookup.getByText('LEI has wrong check digits (ISO 17442)').waitFor();

    // By code: a subsidiary whose direct parent is in the Netherlands and ultimate parent in Switzerland.
    await lei.fill('fake00quillwidget167');
    await lookup.getByRole('button', { name: 'Look up' }).click();
    await record.getByText('Quillfeather Widgets Ltd', { exact: true }).waitFor();
    await record.getByTestId('lei-registration-status').getByText('LEI Issued', { exact: true }).waitFor();
    await record.getByText('Filled in from the register: legal name, address, country of registration.').waitFor();
    expect(await page.getByLabel('Company Name').inputValue()).toBe('Quillfeather Widgets Ltd');
    expect(await page.getByLabel('Country of Registration').inputValue()).toBe('United Kingdom');
    expect(await page.getByLabel('Business Address').inputValue()).toContain('12 Imaginary Lane');
    await page.getByLabel('Country of Place of Business').fill('United Kingdom');

    await record.getByRole('button', { name: 'Add as owner: Quillfeather Holdings B.V.' }).click();
    await record.getByRole('button', { name: 'Add as owner: Marblewood Group AG' }).click();
    await record.getByText('Added as an owner').first().waitFor();
    const rows = page.getByTestId('ownership-section').getByTestId('owner-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).getByLabel('Owner’s name').inputValue()).toBe('Quillfeather Holdings B.V.');
    expect(await rows.nth(0).getByLabel('Owner’s LEI (optional)').inputValue()).toBe('FAKE00QUILLHOLDNG189');
    expect(await rows.nth(0).getByLabel('Owner’s country (optional)').inputValue()).toBe('Netherlands');
    expect(await rows.nth(0).getByLabel('Share held (%)').inputValue()).toBe('100');
    // The ultimate parent holds the direct one.
    expect(await rows.nth(1).getByLabel('Owner’s name').inputValue()).toBe('Marblewood Group AG');
    await rows.nth(1).getByText('holds shares in Quillfeather Holdings B.V.').waitFor();
    const preview = page.getByTestId('ownership-preview');
    await expect.poll(() => preview.getByTestId('ownership-node').count()).toBe(3);
    expect(await axeViolations(page), 'wizard step 1 with an LEI record and its parents').toEqual([]);

    await finishWizard(page);
    await page.getByRole('link', { name: 'Open record' }).click();
    await page.waitForURL(/\/assessment\/[0-9a-f-]{36}$/);
    const card = page.getByTestId('ownership');
    await card.getByText('LEI FAKE00QUILLWIDGET167').waitFor();
    await card.getByTestId('ownership-lei-status').getByText('LEI Issued').waitFor();
    await card.getByText('Ultimate parent in Switzerland').waitFor();
    expect(await card.getByTestId('ownership-node').count()).toBe(3);
    await page.context().close();
  });
});
