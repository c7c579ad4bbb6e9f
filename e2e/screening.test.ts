import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../api/test/support/processes.js';
import { adminToken, createAnalyst, graphql } from './support/api.js';
import { axeViolations } from './support/axe.js';
import { signedInPage, useBrowser } from './support/browser.js';
import { checkAllFinancials, completeWizard, REVIEW_URL } from './support/wizard.js';

const FTM_FIXTURE = path.join(ROOT, 'api/test/fixtures/watchlists/entities.ftm.json');

describe('sanctions and watchlist screening in the browser', () => {
  const session = useBrowser({ signedIn: true });
  const listName = `E2E Sanctions ${Date.now()}`;
  const shrinkName = `E2E Shrinking ${Date.now()}`;

  afterAll(async () => {
    // The database is shared by every e2e file: leave no list behind to screen their companies.
    const token = await adminToken();
    const { watchlists } = await graphql<{ watchlists: { id: string; name: string }[] }>('{ watchlists { id name } }', {}, token);
    for (const list of watchlists.filter((l) => l.name === listName || l.name === shrinkName)) {
      await graphql('mutation($id: ID!) { deleteWatchlist(id: $id) }', { id: list.id }, token);
    }
  });

  it('imports a FollowTheMoney list in /admin/watchlists (reached from /admin) and screens a name', async () => {
    const { page } = session;
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Watchlists' }).click();
    await page.waitForURL('**/admin/watchlists');
    await page.getByRole('heading', { name: 'Watchlists', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Import List' }).click();
    const dialog = page.getByRole('dialog');
    // Only OFAC takes an aliases file.
    await dialog.getByLabel('Format').selectOption({ label: 'OFAC SDN CSV (sdn.csv)' });
    await dialog.getByLabel('Aliases file (alt.csv)').waitFor();
    await dialog.getByLabel('Format').selectOption({ label: 'FollowTheMoney JSON lines (entities.ftm.json)' });
    expect(await dialog.getByLabel('Aliases file (alt.csv)').count()).toBe(0);
    // Required fields are checked before anything is sent.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('Choose the list file').waitFor();

    await dialog.getByLabel('Name').fill(listName);
    await dialog.getByLabel('List file').setInputFiles(FTM_FIXTURE);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Import Started').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByTestId('watchlist-row').filter({ hasText: listName });
    await row.getByText('Active', { exact: true }).waitFor({ timeout: 30_000 });
    await row.getByText('v1', { exact: true }).waitFor();
    await row.getByText('FollowTheMoney', { exact: true }).waitFor();

    const search = page.getByRole('search', { name: 'Screen a name' });
    await search.getByLabel('Name to screen').fill('Orion Shipping Trading');
    await search.getByLabel('Country (optional)').fill('Russia');
    await search.getByRole('button', { name: 'Screen' }).click();
    const hit = page.getByTestId('screen-results').getByTestId('screening-hit').filter({ hasText: 'Orion Shipping Trading LLC' });
    await hit.first().waitFor();
    await hit.first().getByText(listName).waitFor();
    await hit.first().getByText('Why it matched').waitFor();
    expect(await axeViolations(page), 'watchlists with a list and search hits').toEqual([]);
  });

  it('an analyst screens a name on /screening, reached from the header: the hits with their scores and why, or no matches on the lists searched', async () => {
    const analyst = await createAnalyst('Quinn');
    const page = await signedInPage(session.browser, analyst.email, analyst.password);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Screening' }).click();
    await page.waitForURL('**/screening');
    await page.getByRole('heading', { name: 'Screening', level: 1 }).waitFor();
    const search = page.getByRole('search', { name: 'Screen a name' });
    await search.getByLabel('Name to screen').fill('Orion Shipping Trading');
    await search.getByLabel('Country (optional)').fill('Russia');
    await search.getByLabel('Kind (optional)').selectOption({ label: 'Company' });
    await search.getByRole('button', { name: 'Screen' }).click();
    const results = page.getByTestId('screen-results');
    const hit = results.getByTestId('screening-hit').filter({ hasText: 'Orion Shipping Trading LLC' }).first();
    await hit.getByText(/^Score \d+\.\d %$/).waitFor();
    await hit.getByText(listName).waitFor();
    await hit.getByText('Why it matched').waitFor();
    expect(await hit.getByRole('listitem').count()).toBeGreaterThan(0);
    await results
      .getByTestId('screen-outcome')
      .getByText(/^\d+ match(es)? on \d+ active lists?, best first$/)
      .waitFor();
    await results.getByText(`${listName} v1`, { exact: false }).waitFor();
    expect(await axeViolations(page), 'screening page with hits').toEqual([]);

    await search.getByLabel('Name to screen').fill('Plomberie Zuttervinck Aalders');
    await search.getByLabel('Country (optional)').fill('');
    await search.getByRole('button', { name: 'Screen' }).click();
    await results
      .getByTestId('screen-outcome')
      .getByText(/^No matches on \d+ active lists?$/)
      .waitFor();
    expect(await results.getByTestId('screening-hit').count()).toBe(0);

    // Near misses, when asked for: a name sharing two of the listed name's words scores below the
    // match threshold and shows up only with the box ticked.
    await search.getByLabel('Name to screen').fill('Orion Shipping Group');
    await search.getByRole('button', { name: 'Screen' }).click();
    await results
      .getByTestId('screen-outcome')
      .getByText(/^(No|\d+) match(es)? on \d+ active lists?/)
      .waitFor();
    const nearMiss = () => results.getByTestId('screening-hit').filter({ hasText: 'Orion Shipping Trading LLC' });
    expect(await nearMiss().count()).toBe(0);
    await search.getByText('Include near misses').click();
    await search.getByRole('button', { name: 'Screen' }).click();
    await results
      .getByTestId('screen-outcome')
      .getByText(/^\d+ match(es)? or near miss(es)? on \d+ active lists? \(scores from 60\.0 %\), best first$/)
      .waitFor();
    await nearMiss().first().getByText('Score 75.0 %', { exact: true }).waitFor();
    // The explanation gives the score in the badge's unit, never "score 0.75".
    await nearMiss().first().getByText('score 75.0 % (threshold 84.0 %)').waitFor();
    // The lists themselves are an admin's.
    expect(await page.getByRole('link', { name: 'Manage Watchlists' }).count()).toBe(0);
    await page.context().close();
  });

  /** From the review page, the assessment's detail page (through the dashboard card): its URL. */
  async function openDetail(page: Page, company: string): Promise<string> {
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.getByTestId('assessment-card').filter({ hasText: company }).first().getByRole('link', { name: company }).click();
    await page.waitForURL(/\/assessment\/[0-9a-f-]{36}$/);
    return new URL(page.url()).pathname;
  }

  it('screens a new assessment and shows the hit and why it matched; a second person confirms the match, which rejects it', async () => {
    // The creator may not review their own hits: an analyst assesses, the admin reviews.
    const analyst = await createAnalyst('Sasha');
    const creator = await signedInPage(session.browser, analyst.email, analyst.password);
    await completeWizard(creator, { companyName: 'Orion Shipping Trading LLC', country: 'Russia' });
    let screening = creator.getByTestId('screening');
    await screening.getByText('Sanctions & Watchlist Screening').waitFor();
    await screening.getByText('Potential match', { exact: true }).waitFor();
    await screening.getByText(`${listName} v1`, { exact: false }).waitFor();
    let hit = screening.getByTestId('screening-hit').filter({ hasText: listName }).first();
    await hit.getByText('Orion Shipping Trading LLC', { exact: true }).waitFor();
    await hit.getByText('Company', { exact: false }).first().waitFor();
    await hit.getByText('Why it matched').waitFor();
    expect(await hit.getByRole('listitem').count()).toBeGreaterThan(0);
    // An unreviewed hit warns: the decision waits for a reviewer, and the creator is not one.
    await creator.getByText('Rules: Trade with Caution', { exact: true }).first().waitFor();
    await screening.getByText('You created this assessment, so a second person must review its screening hits.').waitFor();
    expect(await hit.getByRole('button', { name: 'Confirm Match' }).count()).toBe(0);
    expect(await hit.getByRole('button', { name: 'False Positive' }).count()).toBe(0);
    expect(await axeViolations(creator), 'review with an unreviewed hit').toEqual([]);
    const detail = await openDetail(creator, 'Orion Shipping Trading LLC');
    await creator.context().close();

    const { page } = session;
    await page.goto(detail);
    screening = page.getByTestId('screening');
    hit = screening.getByTestId('screening-hit').filter({ hasText: listName }).first();
    await hit.getByRole('button', { name: 'Confirm Match' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Confirm Match' }).click();
    await dialog.getByText('A reason is required').waitFor();
    expect(await axeViolations(page), 'review dialog with an error').toEqual([]);
    await dialog.getByLabel('Reason').fill('Same name, country and registry numbers as the listed entity');
    await dialog.getByRole('button', { name: 'Confirm Match' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByText('Rejected', { exact: true }).first().waitFor();
    await screening.getByText('Confirmed match', { exact: true }).waitFor();
    await screening.getByText('Confirmed by', { exact: false }).first().waitFor();
    await screening.getByText('Same name, country and registry numbers as the listed entity', { exact: false }).first().waitFor();
    expect(await page.getByTestId('rationale').textContent()).toContain(listName);
    // The audit trail names the reviewer; the detail page shows the key people in the company summary.
    await page.getByTestId('audit-trail').getByText('by Admin', { exact: false }).first().waitFor();
    await page.getByText('Directors & Beneficial Owners').waitFor();
    expect(await axeViolations(page), 'detail with a confirmed hit').toEqual([]);
  });

  it('screens the key people of step 4, and a second person’s false positive clears the assessment', async () => {
    const { page } = session;
    const company = `Harbor Clean Supplies ${Date.now()}`;
    await page.goto('/assessment/new');
    await page.getByRole('button', { name: 'Clear form' }).click();
    await page.getByLabel('Company Name').fill(company);
    await page.getByLabel('Country of Registration').fill('United Kingdom');
    await page.getByLabel('Country of Place of Business').fill('United Kingdom');
    await page.getByLabel('Business Address').fill('1 Harbour Road, Dover');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Business Rationale').fill('Cleaning supplies for our UK depots');
    await page.getByLabel('Service Type').fill('Supply');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('The company can provide two recent project references').click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Step 4 of 5').waitFor();
    await page.getByText('One name per line; each is screened against the sanctions and watch lists.').waitFor();
    await page.getByLabel('Directors and beneficial owners').fill('  Ivan Petrovich Sokolov \n\nMary Smith\n');
    await page.getByRole('button', { name: 'Next' }).click();
    await checkAllFinancials(page);
    await page.getByRole('button', { name: 'Review Assessment' }).click();
    await page.waitForURL(REVIEW_URL);

    await page.getByText('Ivan Petrovich Sokolov; Mary Smith').waitFor();
    await page.getByTestId('screening').getByText('Potential match', { exact: true }).waitFor();
    await page.getByText('Rules: Trade with Caution', { exact: true }).first().waitFor();
    const detail = await openDetail(page, company);

    // The admin created it; an analyst records the finding.
    const analyst = await createAnalyst('Rowan');
    const reviewer = await signedInPage(session.browser, analyst.email, analyst.password);
    await reviewer.goto(detail);
    const screening = reviewer.getByTestId('screening');
    const hit = screening.getByTestId('screening-hit').filter({ hasText: 'Person: Ivan Petrovich Sokolov' }).first();
    await hit.getByText('Ivan Petrovich Sokolov', { exact: true }).waitFor();
    await hit.getByRole('button', { name: 'False Positive' }).click();
    const dialog = reviewer.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Our director was born in 1981 in Leeds; the listed person in 1968');
    await dialog.getByRole('button', { name: 'Mark False Positive' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await screening.getByText('Clear', { exact: true }).waitFor();
    await screening.getByText('False positive by Rowan Tester', { exact: false }).first().waitFor();
    await reviewer.getByText('Approved', { exact: true }).first().waitFor();
    // Having recorded it, the reviewer cannot change it themselves: another person would.
    expect(await hit.getByRole('button', { name: 'Confirm Match' }).count()).toBe(0);
    await reviewer.context().close();
  });

  it('refuses a new version that removes more than half of a list unless the admin allows it; the error stays on /admin/watchlists', async () => {
    const entity = (n: number) =>
      JSON.stringify({ id: `E2E-SHRINK-${n}`, schema: 'Company', properties: { name: [`Qwyxzt Vrrblk Holdings ${n}`] } });
    const v1 = [1, 2, 3, 4].map(entity).join('\n');
    await graphql(
      'mutation($input: ImportWatchlistInput!) { importWatchlist(input: $input) { watchlistId } }',
      { input: { name: shrinkName, format: 'FTM', content: `${v1}\n` } },
      await adminToken(),
    );
    const { page } = session;
    await page.goto('/admin/watchlists');
    const row = page.getByTestId('watchlist-row').filter({ hasText: shrinkName });
    await row.getByText('Active', { exact: true }).waitFor({ timeout: 30_000 });
    await row.getByText('v1', { exact: true }).waitFor();

    /** Imports one entity under the list's name: 75 % of the list would go. */
    const importOne = async (allowShrink: boolean) => {
      await page.getByRole('button', { name: 'Import List' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name').fill(shrinkName);
      await dialog
        .getByLabel('List file')
        .setInputFiles({ name: 'shrunk.ftm.json', mimeType: 'application/json', buffer: Buffer.from(`${entity(1)}\n`) });
      if (allowShrink) await dialog.getByText('Allow this version to remove more than half of the list').click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
    };

    await importOne(false);
    await row.getByText('Failed', { exact: true }).waitFor({ timeout: 30_000 });
    const error = row.getByTestId('watchlist-error');
    expect(await error.textContent()).toMatch(/remove 75 % of the list/);
    await row.getByText('Version 1 stays in use.').waitFor();
    expect(await axeViolations(page), 'watchlists with a failed import').toEqual([]);
    await row.getByText('v1', { exact: true }).waitFor();
    // Still there after a reload: the error is the list's, not a passing toast.
    await page.reload();
    await row.getByTestId('watchlist-error').waitFor();

    await importOne(true);
    await row.getByText('Active', { exact: true }).waitFor({ timeout: 30_000 });
    await row.getByText('v2', { exact: true }).waitFor();
    expect(await row.getByTestId('watchlist-error').count()).toBe(0);
  });
});
