import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, assessmentInput, createAnalyst, graphql, tokenFor } from './support/api.js';
import { useBrowser } from './support/browser.js';

/** Letters only, so that name matching sees one unusual word. */
const uniqueWord = () =>
  Date.now()
    .toString()
    .split('')
    .map((d) => 'qxzvkjwbyh'[Number(d)])
    .join('');

interface Hit {
  id: string;
  subject: { kind: 'COMPANY' | 'PERSON'; name: string };
}

describe('why an assessment waits for a review: the API says, the pages show it', () => {
  const session = useBrowser({ signedIn: true });
  const listName = `E2E Reasons ${Date.now()}`;

  afterAll(async () => {
    // The database is shared by every e2e file: leave no list behind to screen their companies.
    const token = await adminToken();
    const { watchlists } = await graphql<{ watchlists: { id: string; name: string }[] }>('{ watchlists { id name } }', {}, token);
    for (const list of watchlists.filter((l) => l.name === listName)) {
      await graphql('mutation($id: ID!) { deleteWatchlist(id: $id) }', { id: list.id }, token);
    }
  });

  it('a company rejected by its confirmed hit, with its director’s hit still open: the queue says "Open screening hit", the hit "Awaiting review"', async () => {
    const word = uniqueWord();
    const company = `Osprey ${word} Ordnance Ltd`;
    const director = `Vasil ${word} Dragunov`;
    const entity = (id: string, schema: string, name: string) =>
      JSON.stringify({ id: `${id}-${word}`, schema, properties: { name: [name], topics: ['sanction'] } });
    const admin = await adminToken();
    await graphql(
      'mutation($input: ImportWatchlistInput!) { importWatchlist(input: $input) { watchlistId } }',
      {
        input: {
          name: listName,
          format: 'FTM',
          content: `${entity('E2E-RSN-1', 'Company', company)}\n${entity('E2E-RSN-2', 'Person', director)}\n`,
        },
      },
      admin,
    );
    const { page } = session;
    await page.goto('/admin/watchlists');
    await page.getByTestId('watchlist-row').filter({ hasText: listName }).getByText('Active', { exact: true }).waitFor({ timeout: 30_000 });

    const analyst = await createAnalyst('Reasons');
    const token = await tokenFor(analyst.email, analyst.password);
    const { createAssessment } = await graphql<{ createAssessment: { id: string; screening: { hits: Hit[] } } }>(
      'mutation($input: CreateAssessmentInput!) { createAssessment(input: $input) { id screening { hits { id subject { kind name } } } } }',
      { input: assessmentInput(company, { keyPeople: [director] }) },
      token,
    );
    const hits = createAssessment.screening.hits;
    const companyHit = hits.find((h) => h.subject.kind === 'COMPANY');
    expect(companyHit, JSON.stringify(hits)).toBeDefined();
    expect(
      hits.some((h) => h.subject.kind === 'PERSON'),
      JSON.stringify(hits),
    ).toBe(true);
    const { reviewScreeningHit } = await graphql<{ reviewScreeningHit: { status: string; ruleStatus: string; reviewReasons: string[] } }>(
      `
        mutation ($a: ID!, $h: ID!) {
          reviewScreeningHit(assessmentId: $a, hitId: $h, decision: CONFIRMED, reason: "Same registry number") {
            status
            ruleStatus
            reviewReasons
          }
        }
      `,
      { a: createAssessment.id, h: companyHit!.id },
      admin,
    );
    expect(reviewScreeningHit).toEqual({ status: 'PENDING_REVIEW', ruleStatus: 'REJECTED', reviewReasons: ['Open screening hit'] });

    await page.goto('/reviews');
    await page.getByRole('heading', { name: 'Review Queue', level: 1 }).waitFor();
    const row = page.getByTestId('review-row').filter({ hasText: company });
    await row.getByText('Open screening hit', { exact: true }).waitFor();
    expect(await row.getByText('Rejected decision').count()).toBe(0);

    await row.getByRole('link', { name: company }).click();
    await page.waitForURL(`**/assessment/${createAssessment.id}`);
    const screening = page.getByTestId('screening');
    const personHit = screening.getByTestId('screening-hit').filter({ hasText: director });
    await personHit.getByTestId('hit-awaiting-review').getByText('Awaiting review').waitFor();
    const confirmed = screening.getByTestId('screening-hit').filter({ has: page.getByTestId('hit-review') });
    await confirmed.getByText('Same registry number', { exact: false }).waitFor();
    expect(await confirmed.getByTestId('hit-awaiting-review').count()).toBe(0);
    await page.getByTestId('four-eyes-review').getByText('(open screening hit)', { exact: false }).waitFor();
  });
});
