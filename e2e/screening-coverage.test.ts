import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../api/test/support/processes.js';
import { adminToken, assessmentInput, createAnalyst, graphql, tokenFor } from './support/api.js';
import { useBrowser } from './support/browser.js';
import { NOT_SCREENED_RULE_ID } from '../api/test/support/template.js';

const CREATE = 'mutation($input: CreateAssessmentInput!) { createAssessment(input: $input) { id status } }';
const ENABLE = 'mutation($id: ID!, $on: Boolean!) { updateRule(id: $id, input: { enabled: $on }) { enabled } }';
const LISTS_OF = 'query($id: ID!) { assessment(id: $id) { screening { status lists { name version } } } }';

describe('what screening says it checked, in the browser', () => {
  const session = useBrowser({ signedIn: true });
  const listName = `E2E Coverage ${Date.now()}`;

  afterAll(async () => {
    // The database is shared by every e2e file: leave no list behind to screen their companies,
    // and the not-screened rule off as the test template has it.
    const token = await adminToken();
    await graphql(ENABLE, { id: NOT_SCREENED_RULE_ID, on: false }, token);
    const { watchlists } = await graphql<{ watchlists: { id: string; name: string }[] }>('{ watchlists { id name } }', {}, token);
    for (const list of watchlists.filter((l) => l.name === listName)) {
      await graphql('mutation($id: ID!) { deleteWatchlist(id: $id) }', { id: list.id }, token);
    }
  });

  it('an assessment made with no list loaded shows "Not screened" and trades with caution; after a list import it shows the list it was checked against', async () => {
    const admin = await adminToken();
    const { watchlists } = await graphql<{ watchlists: { status: string }[] }>('{ watchlists { status } }', {}, admin);
    expect(
      watchlists.filter((l) => l.status === 'ACTIVE'),
      'no list is loaded when the journey starts',
    ).toEqual([]);
    // The default rule every installation has on (the test template turns it off).
    await graphql(ENABLE, { id: NOT_SCREENED_RULE_ID, on: true }, admin);

    // An analyst assesses; the admin (a second person) looks at it.
    const analyst = await createAnalyst('Noor');
    const company = `Tidewater Lantern Foods ${Date.now()}`;
    const { createAssessment } = await graphql<{ createAssessment: { id: string } }>(
      CREATE,
      { input: assessmentInput(company) },
      await tokenFor(analyst.email, analyst.password),
    );
    const { page } = session;
    await page.goto(`/assessment/${createAssessment.id}`);
    const screening = page.getByTestId('screening');
    await screening.getByTestId('screening-status').getByText('Not screened — no lists loaded', { exact: true }).waitFor();
    await screening.getByText('Importing a list screens it.', { exact: false }).waitFor();
    expect(await screening.getByText('edit the assessment', { exact: false }).count()).toBe(0);
    // No name was checked, so it does not approve itself: the rules say caution, a second person decides.
    await page.getByText('Rules: Trade with Caution').first().waitFor();
    expect(await page.getByTestId('rationale').textContent()).toContain('Not screened: no sanctions or watch list was loaded');

    const entity = JSON.stringify({ id: `E2E-COV-${Date.now()}`, schema: 'Company', properties: { name: ['Ashgrove Pellucid Mining'] } });
    await graphql(
      'mutation($input: ImportWatchlistInput!) { importWatchlist(input: $input) { watchlistId } }',
      { input: { name: listName, format: 'FTM', content: `${entity}\n` } },
      admin,
    );
    // The worker imports the list and re-screens every assessment never screened against it.
    let lists: { name: string; version: number }[] = [];
    await waitFor(
      async () => {
        const { assessment } = await graphql<{ assessment: { screening: { lists: typeof lists } } }>(
          LISTS_OF,
          { id: createAssessment.id },
          admin,
        );
        lists = assessment.screening.lists;
        return lists.some((l) => l.name === listName);
      },
      75_000,
      () => `not re-screened against ${listName}: ${JSON.stringify(lists)}`,
    );

    await page.reload();
    await screening.getByTestId('screening-status').getByText('Clear', { exact: true }).waitFor();
    await screening.getByText(`Checked against: ${listName} v1`, { exact: false }).waitFor();
    await screening.getByText('No matches for the company or its key people.').waitFor();
    await page.getByText('Approved', { exact: true }).first().waitFor();
    expect(await page.getByTestId('rationale').textContent()).not.toContain('Not screened');
  });
});
