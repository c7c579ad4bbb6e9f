import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAnalyst } from './support/api.js';
import { newPage, useBrowser } from './support/browser.js';
import { completeWizard, REVIEW_URL } from './support/wizard.js';

/** The error message linked to a form control (Chakra's Field sets aria-errormessage while invalid). */
const fieldError = (control: Locator) =>
  control.evaluate((el) => {
    const ids = `${el.getAttribute('aria-errormessage') ?? ''} ${el.getAttribute('aria-describedby') ?? ''}`.split(' ').filter(Boolean);
    return el.getAttribute('aria-invalid') === 'true'
      ? ids
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim()
      : '';
  });

describe('server validation errors land on the form field', () => {
  const session = useBrowser({ signedIn: true });

  it('wizard: a field refused on submission sends the user back to its step, with the error on it', async () => {
    const { page } = session;
    await completeWizard(page, { companyName: 'Verbose Ventures', rationale: 'x'.repeat(5001) });
    await page.waitForURL('**/assessment/new');
    await page.getByText('Step 2 of 5').waitFor();
    await page.getByText('Business rationale is too long (at most 5000 characters)').waitFor();
    expect(await fieldError(page.getByLabel('Business Rationale'))).toContain('Business rationale is too long (at most 5000 characters)');
    expect(await page.getByLabel('Business Rationale').evaluate((el) => el === document.activeElement)).toBe(true);
    // Nothing was saved, the other answers are still there, and fixing the field submits.
    await page.getByLabel('Business Rationale').fill('Consulting on market entry in the region');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Step 3 of 5').waitFor();
    for (const step of [4, 5]) {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(`Step ${step} of 5`).waitFor();
    }
    await page.getByRole('button', { name: 'Review Assessment' }).click();
    await page.waitForURL(REVIEW_URL);
    await page.getByRole('heading', { name: 'Verbose Ventures' }).waitFor();
  });

  it('sign-up: a taken email is marked on the Email field and toasted (spec §8)', async () => {
    const taken = await createAnalyst('Taken');
    const { page: visitor, context } = await newPage(session.browser);
    await visitor.goto('/signup');
    await visitor.getByLabel('Email').fill(taken.email);
    await visitor.getByLabel('First Name').fill('Second');
    await visitor.getByLabel('Password').fill('secret-pass');
    await visitor.getByRole('button', { name: 'Create Account' }).click();
    await visitor.getByText('Registration failed').waitFor();
    expect(await fieldError(visitor.getByLabel('Email'))).toContain('An account with this email already exists');
    await context.close();
  });

  it('rule dialog: a value that does not fit the field is shown under Value, for Save and Preview alike', async () => {
    const { page } = session;
    await page.goto('/admin/rules');
    await page.getByRole('button', { name: 'Create Rule' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Odd value');
    await dialog.getByLabel('Value').fill('maybe');
    await dialog.getByLabel('Message').fill('Never matches');
    await dialog.getByRole('button', { name: 'Preview impact' }).click();
    await dialog.getByText('Value "maybe" does not fit hasLegalActions: write true or false').waitFor();
    expect(await fieldError(dialog.getByLabel('Value'))).toContain('Value "maybe" does not fit hasLegalActions: write true or false');
    await dialog.getByLabel('Value').fill('perhaps');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Value "perhaps" does not fit hasLegalActions: write true or false').waitFor();
    expect(await page.getByText('Rule created').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('AI prompt dialog: a taken name is shown under Name and the dialog stays open', async () => {
    const { page } = session;
    await page.goto('/admin/ai-prompts');
    const existing = (await page.getByTestId('ai-prompt-card').first().locator('p').first().textContent())!;
    await page.getByRole('button', { name: 'Create Prompt' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(existing);
    await dialog.getByLabel('Prompt Text').fill('Say hello.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('An AI prompt with this name already exists').waitFor();
    expect(await fieldError(dialog.getByLabel('Name'))).toContain('An AI prompt with this name already exists');
    expect(await page.getByText('AI Prompt created').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('batch upload: a file the server cannot use is explained under the file picker', async () => {
    const { page } = session;
    await page.goto('/batch');
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'wrong.csv', mimeType: 'text/csv', buffer: Buffer.from('name,country\nAcme,UK\n') });
    await page.getByRole('button', { name: 'Upload & Process' }).click();
    await page.getByText('The CSV header is missing required column(s)', { exact: false }).waitFor();
    expect(await fieldError(page.getByLabel('CSV file'))).toMatch(/The CSV header is missing required column\(s\): companyName/);
    expect(await page.getByText('Upload Failed').count()).toBe(0);
  });
});
