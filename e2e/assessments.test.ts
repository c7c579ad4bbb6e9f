import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { completeWizard } from './support/wizard.js';

describe('assessments in the browser', () => {
  const session = useBrowser({ signedIn: true });

  it('wizard → review → decision → dashboard card → detail with audit trail', async () => {
    const { page } = session;
    const name = `Northwind ${Date.now()}`;
    await page.goto('/assessment/new');
    // Validation messages of step 1, and the step indicator.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Company name is required').waitFor();
    await page.getByText('Step 1 of 5').waitFor();

    await completeWizard(page, { companyName: name });
    await page.getByText('Approved', { exact: true }).first().waitFor();
    await page.getByTestId('rationale').getByText('All due diligence criteria were met', { exact: false }).waitFor();
    await page.getByText('AI News Analysis').waitFor();
    await page.getByRole('button', { name: 'Download PDF Report' }).waitFor();
    await page.waitForFunction(() => localStorage.getItem('assessment_form') === null);

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.getByText('Analytics Overview').waitFor();
    const card = page.getByTestId('assessment-card').filter({ hasText: name });
    await card.waitFor();
    await card.getByText(name).click();
    await page.waitForURL(/\/assessment\/[0-9a-f-]{36}$/);
    await page.getByText('Assessment Criteria').waitFor();
    await page.getByText('Assessment Created').waitFor();
    await page.getByText('No news scan results available.', { exact: false }).waitFor();
    await page.goto('/assessment/00000000-0000-4000-8000-000000000000');
    await page.getByText('Assessment not found').waitFor();
  });

  it('warns of automatic rejection and rejects with the reasons as risk flags', async () => {
    const { page } = session;
    await page.goto('/assessment/new');
    await page.getByLabel('Company Name').fill('Shady Holdings');
    await page.getByLabel('Country of Registration').fill('Nowhere');
    await page.getByLabel('Country of Place of Business').fill('Nowhere');
    await page.getByLabel('Business Address').fill('PO Box 1');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Business Rationale').fill('short');
    await page.getByLabel('Service Type').fill('Consulting');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please provide a detailed business rationale').waitFor();
    await page.getByLabel('Business Rationale').fill('Consulting on market entry in the region');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('The company has legal actions, fines, or sanctions against it').click();
    await page.getByText('Companies with legal actions, fines, or sanctions will be automatically rejected.').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radiogroup', { name: 'Is management transparent and of good reputation?' }).getByText('Unknown').click();
    await page.getByText('Companies without confirmed management transparency and reputation will be automatically rejected.').waitFor();
    // Back keeps the answers of the step.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('Companies with legal actions, fines, or sanctions will be automatically rejected.').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Companies without confirmed management transparency and reputation will be automatically rejected.').waitFor();
    await page.reload();
    await page.getByText('Companies without confirmed management transparency and reputation will be automatically rejected.').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Review Assessment' }).click();
    await page.getByText('Rejected', { exact: true }).first().waitFor();
    const flags = page.getByTestId('risk-flags');
    await flags.getByText('Legal actions, fines or sanctions').waitFor();
    await flags.getByText('Management reputation not confirmed').waitFor();
    expect(await page.getByTestId('rationale').textContent()).toMatch(/^Automatic rejection: /);
  });

  it('sends a reviewer without wizard data back to the form', async () => {
    const { page } = session;
    // Without wizard data: the result page of the test before clears its draft 100 ms after the
    // answer (a draft still holding the submitted assessment opens that assessment instead).
    await page.waitForFunction(() => localStorage.getItem('assessment_form') === null);
    await page.goto('/assessment/review');
    await page.getByText('No Assessment Data').waitFor();
    await page.waitForURL('**/assessment/new');
  });

  it('submits a draft once: sent again after its answer was lost, it brings back the assessment already made', async () => {
    const { page } = session;
    const name = `Idempotent Freight ${Date.now()}`;
    // The first submission reaches the server, but the page never hears back (a dropped connection).
    let firstId: string | undefined;
    await page.route('**/graphql', async (route) => {
      if (firstId || !(route.request().postData() ?? '').includes('createAssessment(')) return route.fallback();
      const answer = (await (await route.fetch()).json()) as { data: { createAssessment: { id: string } } };
      firstId = answer.data.createAssessment.id;
      await route.abort('connectionreset');
    });
    await completeWizard(page, { companyName: name });
    await page.waitForURL('**/assessment/new');
    expect(firstId).toMatch(/^[0-9a-f-]{36}$/);
    await page.unroute('**/graphql');
    // The draft kept its key: reviewing it again answers with the assessment the first request made.
    await page.getByRole('button', { name: 'Review Assessment' }).click();
    await page.getByText('Approved', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.getByTestId('assessment-card').filter({ hasText: name }).first().waitFor();
    expect(await page.getByTestId('assessment-card').filter({ hasText: name }).count()).toBe(1);
    await page.getByTestId('assessment-card').filter({ hasText: name }).getByRole('link', { name }).click();
    await page.waitForURL(`**/assessment/${firstId}`);

    // Left inside the 100 ms before the draft is cleared: the review page shows the assessment made.
    await page.evaluate((id) => localStorage.setItem('assessment_form', JSON.stringify({ submittedId: id })), firstId);
    await page.goto('/assessment/review');
    await page.waitForURL(`**/assessment/${firstId}`);
    await page.getByText('Assessment Criteria').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('assessment_form'))).toBeNull();
  });

  it('a rule created in /admin/rules changes the next decision', async () => {
    const { page } = session;
    const country = `Freedonia-${Date.now()}`;
    await page.goto('/admin/rules');
    await page.getByRole('button', { name: 'Create Rule' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Freedonia embargo');
    await dialog.getByLabel('Rule Type').selectOption('MANDATORY_REJECT');
    await dialog.getByLabel('Field').selectOption('countryOfRegistration');
    await dialog.getByLabel('Value').fill(country);
    await dialog.getByLabel('Message').fill('Registered in an embargoed country');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Rule created').waitFor();
    await page.getByTestId('rule-card').filter({ hasText: 'Freedonia embargo' }).waitFor();

    await completeWizard(page, { companyName: 'Freedonia Fruit Co', country });
    await page.getByText('Rejected', { exact: true }).first().waitFor();
    await page.getByTestId('rationale').getByText('Automatic rejection: Registered in an embargoed country.').waitFor();
  });
});
