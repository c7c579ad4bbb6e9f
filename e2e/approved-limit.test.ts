import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assessmentInput, createAnalyst, graphql, tokenFor } from './support/api.js';
import { signedInPage, useBrowser } from './support/browser.js';
import { SOUND_LATEST_YEAR, SOUND_PRIOR_YEAR } from '../api/test/support/factories.js';

// Issue 31, item 6: a reviewer approving a request above the suggestion records the limit they accept.

const CREATE = 'mutation($input: CreateAssessmentInput!) { createAssessment(input: $input) { id status } }';

describe('the approved limit, in the browser', () => {
  const session = useBrowser();

  it('a reviewer records an approved limit below the request; the record shows it in the review and the credit analysis', async () => {
    const analyst = await createAnalyst('Limit', 'Maker');
    const checker = await createAnalyst('Limit', 'Checker');
    const token = await tokenFor(analyst.email, analyst.password);
    // A sound distributor (suggested about USD 822,000) asking for 1,000,000: a caution for review.
    const financials = { currency: 'USD', requestedLimit: 1_000_000, statements: [SOUND_LATEST_YEAR, SOUND_PRIOR_YEAR] };
    const { createAssessment } = await graphql<{ createAssessment: { id: string; status: string } }>(
      CREATE,
      { input: assessmentInput(`Approved Limit Browser ${randomUUID().slice(0, 8)} Ltd`, { financials }) },
      token,
    );
    expect(createAssessment.status).toBe('PENDING_REVIEW');

    const page = await signedInPage(session.browser, checker.email, checker.password);
    await page.goto(`/assessment/${createAssessment.id}`);
    const card = page.getByTestId('four-eyes-review');
    await card.getByRole('button', { name: 'Record Final Decision' }).waitFor();
    await card.getByLabel('Final decision').selectOption({ label: 'Approved' });
    const limit = card.getByLabel('Approved limit (USD)');
    // Proposed: the requested limit, which is what an approval left as it is approves.
    expect(await limit.inputValue()).toBe('1000000');

    // Above the request: refused in the form, nothing sent.
    await limit.fill('1000001');
    await card.getByLabel('Reason').fill('Good payer; 800k is what we can carry');
    await card.getByRole('button', { name: 'Record Final Decision' }).click();
    await card.getByText(/At most the requested limit/).waitFor();

    // A part of a cent: the server refuses it, and its message goes on the field.
    await limit.fill('800000.005');
    await card.getByRole('button', { name: 'Record Final Decision' }).click();
    await card.getByText('approvedLimit must be in whole cents').waitFor();
    expect(await limit.getAttribute('aria-invalid')).toBe('true');

    await limit.fill('800000');
    await card.getByRole('button', { name: 'Record Final Decision' }).click();
    await card.getByTestId('review-status').getByText('Completed').waitFor();
    await card
      .getByTestId('final-review')
      .getByText(/Approved limit USD 800,000(\.00)?\./)
      .waitFor();
    await page
      .getByTestId('approved-limit')
      .getByText(/Approved on four-eyes review: USD 800,000/)
      .waitFor();

    // Reloaded, the record still says so.
    await page.reload();
    await page
      .getByTestId('four-eyes-review')
      .getByTestId('final-review')
      .getByText(/Approved limit USD 800,000/)
      .waitFor();
    await page.getByTestId('approved-limit').waitFor();
    await page.context().close();
  });
});
