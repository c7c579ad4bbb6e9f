import type { Page } from 'playwright-core';

export interface WizardAnswers {
  companyName: string;
  legalActions?: boolean;
  references?: boolean;
  reputation?: 'Yes' | 'Unknown' | 'No';
  tradingYears?: string;
  financials?: boolean;
  country?: string;
  rationale?: string;
}

/** The result page, before its submission answers and after (`?id=` of the assessment made). */
export const REVIEW_URL = /\/assessment\/review(\?id=[0-9a-f-]{36})?$/;

/** The five financial criteria of the wizard's last step. */
const FINANCIALS = [
  'Two Years Audited Financials',
  'Sufficient Liquidity',
  'Recent Profitability (profitable in the last two years)',
  'Equity Above $1M',
  'Consistent/Growing Revenue',
];

/** Ticks every financial criterion on the wizard's last step (all of them met). */
export async function checkAllFinancials(page: Page): Promise<void> {
  for (const label of FINANCIALS) await page.getByText(label, { exact: true }).click();
}

/** Fills the five wizard steps through the UI and lands on the review page. */
export async function completeWizard(page: Page, a: WizardAnswers): Promise<void> {
  await page.goto('/assessment/new');
  await page.getByLabel('Company Name').fill(a.companyName);
  await page.getByLabel('Country of Registration').fill(a.country ?? 'United Kingdom');
  await page.getByLabel('Country of Place of Business').fill('Germany');
  await page.getByLabel('Business Address').fill('1 Market Street, London');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Business Rationale').fill(a.rationale ?? 'Supplier of packaging for our European plants');
  await page.getByLabel('Service Type').fill('Supply');
  await page.getByRole('button', { name: 'Next' }).click();

  if (a.legalActions) await page.getByText('The company has legal actions, fines, or sanctions against it').click();
  if (a.references ?? true) await page.getByText('The company can provide two recent project references').click();
  await page.getByRole('button', { name: 'Next' }).click();

  if (a.reputation && a.reputation !== 'Yes') {
    await page.getByRole('radiogroup', { name: 'Is management transparent and of good reputation?' }).getByText(a.reputation).click();
  }
  await page.getByRole('button', { name: 'Next' }).click();

  if (a.tradingYears) await page.getByLabel('Trading Years').selectOption({ label: a.tradingYears });
  if (a.financials ?? true) await checkAllFinancials(page);
  await page.getByText('Financial Standing', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Review Assessment' }).click();
  await page.waitForURL(REVIEW_URL);
}
