import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvOf, validRows } from '../api/test/support/csv.js';
import { useBrowser } from './support/browser.js';
import { completeWizard } from './support/wizard.js';

describe('batch upload and PDF export in the browser', () => {
  const session = useBrowser({ signedIn: true });

  it('uploads a CSV in /batch, shows progress to completion, errors and the history entry', async () => {
    const { page } = session;
    await page.goto('/batch');
    await page.getByText('No batch uploads yet').waitFor();
    const fileInput = page.getByLabel('CSV file');
    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('Invalid File').waitFor();

    const rows = [...validRows('Browser Batch', 300), ...Array.from({ length: 7 }, () => ({ companyName: '' }))];
    await fileInput.setInputFiles({ name: 'counterparties.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf(rows)) });
    await page.getByRole('button', { name: 'Upload & Process' }).click();
    await page.getByText('Batch Upload Started').waitFor();
    await page.getByText('Processing 307 assessments').waitFor();
    const status = page.getByTestId('batch-status');
    await status.getByText('Completed').waitFor({ timeout: 30_000 });
    await status.getByText('307 of 307 rows processed').waitFor();
    expect(await status.getByTestId('batch-successful').textContent()).toBe('300');
    expect(await status.getByTestId('batch-failed').textContent()).toBe('7');
    expect(await status.getByTestId('batch-pending').textContent()).toBe('0');
    await status.getByText('Row 302: Company name is required').waitFor();
    await status.getByText('... and 2 more errors').waitFor();
    const entry = page.getByTestId('batch-history-item').filter({ hasText: 'counterparties.csv' });
    await entry.getByText('300 successful').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Template' }).click()]);
    const template = readFileSync(await download.path(), 'utf8');
    expect(template.split('\n')[0]).toBe(
      'companyName,countryOfRegistration,countryOfBusiness,address,businessRationale,serviceType,alternativeContacts,keyPeople,hasLegalActions,canProvideReferences,managementReputation,managementCapacity,tradingYears,hasAuditedFinancials,hasSufficientLiquidity,isProfitable,hasEquityAbove1M,hasConsistentRevenue,' +
        // The optional columns of the latest year's statements (issue 20).
        'currency,paymentTermsDays,requestedLimit,fiscalYearEnd,revenue,ebit,ebitda,interestExpense,netProfit,currentAssets,inventory,cash,currentLiabilities,totalAssets,totalLiabilities,equity,intangibleAssets,retainedEarnings,totalDebt,' +
        // The company's LEI and its owners (issue 30).
        'lei,owners',
    );
  });

  it('downloads the PDF report from the review page', async () => {
    const { page } = session;
    await completeWizard(page, { companyName: 'Umbrella PDF Ltd' });
    await page.getByText('Approved', { exact: true }).first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF Report' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('assessment-Umbrella PDF Ltd.pdf');
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
