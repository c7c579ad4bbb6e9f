import { describe, expect, it } from 'vitest';
import { assessmentInput, createAnalyst, graphql, tokenFor } from './support/api.js';
import { signedInPage, useBrowser } from './support/browser.js';
import { SOUND_LATEST_YEAR, SOUND_PRIOR_YEAR } from '../api/test/support/factories.js';

/** A sound distributor's two latest years (its suggested limit is about USD 822,000), asking for `requestedLimit`. */
const financials = (requestedLimit: number) => ({ currency: 'USD', requestedLimit, statements: [SOUND_LATEST_YEAR, SOUND_PRIOR_YEAR] });

const CREATE = 'mutation($input: CreateAssessmentInput!) { createAssessment(input: $input) { id status } }';
const UPDATE = 'mutation($id: ID!, $input: UpdateAssessmentInput!) { updateAssessment(id: $id, input: $input) { status ruleStatus } }';

describe('controls that bind, in the browser', () => {
  const session = useBrowser();

  it('a review of an assessment changed meanwhile is refused; the card says what changed and the next one records', async () => {
    const analyst = await createAnalyst('Binding', 'Maker');
    const checker = await createAnalyst('Binding', 'Checker');
    const token = await tokenFor(analyst.email, analyst.password);
    const company = `Bound Review Browser ${Date.now()} Ltd`;
    const { createAssessment } = await graphql<{ createAssessment: { id: string; status: string } }>(
      CREATE,
      { input: assessmentInput(company, { tradingYears: 'LESS_THAN_2', financials: financials(500_000) }) },
      token,
    );
    expect(createAssessment.status).toBe('PENDING_REVIEW');

    const page = await signedInPage(session.browser, checker.email, checker.password);
    await page.goto(`/assessment/${createAssessment.id}`);
    const card = page.getByTestId('four-eyes-review');
    await card.getByRole('button', { name: 'Record Final Decision' }).waitFor();
    // The decision card says it is pending, with the rules' outcome beside it.
    await page.getByTestId('status-with-rules').first().getByText('Pending review').waitFor();
    await page.getByTestId('rule-status').first().getByText('Rules: Trade with Caution').waitFor();

    // While the checker reads, the creator raises the request.
    await graphql(UPDATE, { id: createAssessment.id, input: { financials: financials(500_000_000) } }, token);

    await card.getByLabel('Final decision').selectOption({ label: 'Approved' });
    await card.getByLabel('Reason').fill('Half a million is acceptable');
    await card.getByRole('button', { name: 'Record Final Decision' }).click();
    const changed = card.getByTestId('review-changed');
    await changed.getByText('This assessment changed while you were reviewing it', { exact: false }).waitFor();
    await changed.getByText(/Requested limit: .*500,000 → .*500,000,000/).waitFor();
    expect(await card.getByTestId('review-status').textContent()).toBe('Pending');

    // Having seen it, the checker rejects what is now asked.
    await card.getByLabel('Final decision').selectOption({ label: 'Rejected' });
    await card.getByLabel('Reason').fill('500 million is far beyond the suggested limit');
    await card.getByRole('button', { name: 'Record Final Decision' }).click();
    await card.getByTestId('review-status').getByText('Completed').waitFor();
    await page.getByTestId('status-with-rules').first().getByText('Rejected').waitFor();
    await page.context().close();
  });

  it('after a rejection, a loosening edit shows Pending review (with the rules beside it) until a second person decides', async () => {
    const analyst = await createAnalyst('Loosening', 'Maker');
    const checker = await createAnalyst('Loosening', 'Checker');
    const token = await tokenFor(analyst.email, analyst.password);
    const checkerToken = await tokenFor(checker.email, checker.password);
    const company = `Loosened Browser ${Date.now()} Ltd`;
    const { createAssessment } = await graphql<{ createAssessment: { id: string } }>(
      CREATE,
      { input: assessmentInput(company, { tradingYears: 'LESS_THAN_2' }) },
      token,
    );
    await graphql(
      'mutation($id: ID!) { reviewAssessment(id: $id, decision: REJECTED, reason: "Too young", revision: 1) { status } }',
      { id: createAssessment.id },
      checkerToken,
    );
    const edited = await graphql<{ updateAssessment: { status: string; ruleStatus: string } }>(
      UPDATE,
      { id: createAssessment.id, input: { tradingYears: 'MORE_THAN_5' } },
      token,
    );
    expect(edited.updateAssessment).toEqual({ status: 'PENDING_REVIEW', ruleStatus: 'APPROVED' });

    const page = await signedInPage(session.browser, analyst.email, analyst.password);
    // The book: the card reads Pending review, never Approved.
    await page.goto('/');
    await page.getByPlaceholder('Search', { exact: false }).fill(company);
    const bookCard = page.getByTestId('assessment-card').filter({ hasText: company });
    await bookCard.getByText('Pending review').waitFor();
    await bookCard.getByText('Rules: Approved').waitFor();
    expect(await bookCard.getByText('Approved', { exact: true }).count()).toBe(0);

    await page.goto(`/assessment/${createAssessment.id}`);
    await page.getByTestId('status-with-rules').first().getByText('Pending review').waitFor();
    const card = page.getByTestId('four-eyes-review');
    await card.getByText('Waiting for a second reviewer').waitFor();
    await card.getByText('The analyst who created an assessment cannot review it', { exact: false }).waitFor();
    await page.context().close();
  });
});
