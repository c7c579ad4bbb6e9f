import { describe, expect, it } from 'vitest';
import { adminToken, assessmentInput, createAnalyst, graphql, tokenFor } from './support/api.js';
import { useBrowser } from './support/browser.js';
import { completeWizard } from './support/wizard.js';

describe('rule changes with a what-if preview', () => {
  const session = useBrowser({ signedIn: true });

  it('edits a rule, previews its impact on past assessments, sees the matrix, and saves', async () => {
    const { page } = session;
    // A past assessment with weak liquidity: today "Trade with Caution" by the rules, pending its review.
    await completeWizard(page, { companyName: 'Thin Liquidity Ltd', financials: false });
    await page.getByText('Rules: Trade with Caution', { exact: true }).first().waitFor();

    await page.goto('/admin/rules');
    await page.getByRole('button', { name: 'Edit Insufficient liquidity' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Rule Type').selectOption('REJECT');
    await dialog.getByRole('button', { name: 'Preview impact' }).click();
    const preview = dialog.getByTestId('impact-preview');
    await preview.getByText('past assessments would change status', { exact: false }).waitFor();
    expect(Number(await preview.getByTestId('matrix-caution-rejected').textContent())).toBeGreaterThanOrEqual(1);
    await preview.getByText('Thin Liquidity Ltd').first().waitFor();

    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Rule updated').waitFor();
    await page.getByTestId('rule-versions').getByText('Edited “Insufficient liquidity”').first().waitFor();
    await page
      .getByTestId('rule-versions')
      .getByRole('button', { name: /Compare with v/ })
      .first()
      .click();
    await page.getByText('~ “Insufficient liquidity”: ruleType warning → reject').waitFor();
  });

  it('shows the error of a failed rule deletion and no success toast', async () => {
    const { page } = session;
    const admin = await adminToken();
    const input = { name: 'Stale rule', field: 'hasLegalActions', value: 'true', message: 'Legal actions' };
    const { createRule } = await graphql<{ createRule: { id: string } }>(
      'mutation($input: CreateRuleInput!) { createRule(input: $input) { id } }',
      { input },
      admin,
    );
    await page.goto('/admin/rules');
    const card = page.getByTestId('rule-card').filter({ hasText: 'Stale rule' });
    await card.waitFor();
    // Someone else deletes it first: this page's delete fails.
    await graphql('mutation($id: ID!) { deleteRule(id: $id) }', { id: createRule.id }, admin);
    await card.getByRole('button', { name: 'Delete Stale rule' }).click();
    await page.getByText('Error', { exact: true }).waitFor();
    expect(await page.getByText('Rule deleted').count()).toBe(0);
  });
});

describe('a what-if preview counts only what the change causes', () => {
  const session = useBrowser({ signedIn: true });

  it('a new rule matching nothing but a reviewer-overridden case previews 0, and lists the override apart', async () => {
    const { page } = session;
    const country = `Ruritania ${Date.now()}`;
    const company = `Overridden Trading ${Date.now()} Ltd`;
    const maker = await createAnalyst('Preview', 'Maker');
    const checker = await createAnalyst('Preview', 'Checker');
    // A young company: the rules say caution; a second person overrides that to Approved.
    const { createAssessment } = await graphql<{ createAssessment: { id: string; revision: number } }>(
      'mutation($input: CreateAssessmentInput!) { createAssessment(input: $input) { id revision } }',
      { input: assessmentInput(company, { countryOfRegistration: country, tradingYears: 'LESS_THAN_2' }) },
      await tokenFor(maker.email, maker.password),
    );
    await graphql(
      'mutation($id: ID!, $v: Int!) { reviewAssessment(id: $id, decision: APPROVED, reason: "Trading since 2001 as a partnership", revision: $v) { status } }',
      { id: createAssessment.id, v: createAssessment.revision },
      await tokenFor(checker.email, checker.password),
    );

    await page.goto('/admin/rules');
    await page.getByRole('button', { name: 'Create Rule' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('No Ruritanian counterparties');
    await dialog.getByLabel('Rule Type').selectOption('REJECT');
    await dialog.getByLabel('Field').selectOption({ label: 'Country of registration' });
    await dialog.getByLabel('Value').fill(country);
    await dialog.getByLabel('Message').fill('Ruritania is outside our appetite');
    await dialog.getByRole('button', { name: 'Preview impact' }).click();
    const preview = dialog.getByTestId('impact-preview');
    // Only the overridden assessment matches, and the reviewer's decision stands: no change counted.
    await preview.getByText(/^0 of \d+ past assessments would change status$/).waitFor();
    const override = preview.getByTestId('reviewer-override').filter({ hasText: company });
    await override.getByText('overridden by a reviewer to').waitFor();
    await override.getByText('Rejected').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
