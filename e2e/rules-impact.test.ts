import { describe, expect, it } from 'vitest';
import { adminToken, graphql } from './support/api.js';
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
