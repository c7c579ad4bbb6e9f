import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, graphql } from './support/api.js';
import { useBrowser } from './support/browser.js';
import { completeWizard } from './support/wizard.js';

const ARTICLE = `<html><head><title>Initech recalls printers</title></head><body><article>
<p>Initech announced on Monday that it will recall forty thousand office printers after reports of overheating.</p>
<p>The recall covers printers sold in Europe and North America between 2022 and 2024, the company said.</p>
<p>Initech expects the printer recall to cost about twelve million dollars and to be finished by the end of the year.</p>
</article></body></html>`;

describe('news summary and AI prompts in the browser', () => {
  const session = useBrowser({ signedIn: true });
  let site: Server;
  let articleUrl: string;

  beforeAll(async () => {
    site = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(ARTICLE));
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
    articleUrl = `http://127.0.0.1:${(site.address() as { port: number }).port}/initech`;
  });
  afterAll(() => site?.close());

  it('summarizes a local article on the review page', async () => {
    const { page } = session;
    await completeWizard(page, { companyName: 'Initech' });
    await page.getByText('Approved', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Analyze' }).click();
    await page.getByText('URL Required').waitFor();
    await page.getByLabel('News article URL').fill(articleUrl);
    await page.getByRole('button', { name: 'Analyze' }).click();
    const summary = page.getByTestId('news-summary');
    await summary.getByText('Initech announced on Monday', { exact: false }).waitFor();
    await summary.getByText('Offline summary').waitFor();
    await summary.getByRole('link', { name: 'View Original Article' }).waitFor();
  });

  it('scans the news on the detail page and shows the negative article', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByTestId('assessment-card').filter({ hasText: 'Initech' }).first().getByText('Initech').click();
    await page.getByText('No news scan results available.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Scan News' }).click();
    await page.getByText('News Scan Complete').waitFor();
    await page.getByText('Found 1 negative article(s)').waitFor();
    const results = page.getByTestId('news-scan');
    await results.getByText('Regulator fines company over bribery scheme').waitFor();
    await results.getByText('Negative').waitFor();
    await results.getByText('corruption').waitFor();
    await page.getByText('Last scan', { exact: false }).waitFor();
  });

  it('creates, toggles and deletes an AI prompt', async () => {
    const { page } = session;
    await page.goto('/admin/ai-prompts');
    await page.getByTestId('ai-prompt-card').first().waitFor();
    await page.getByRole('button', { name: 'Create Prompt' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('0.7', { exact: true }).waitFor();
    await dialog.getByText('100-4000').waitFor();
    await dialog.getByLabel('Name').fill('E2E prompt');
    await dialog.getByLabel('Prompt Text').fill('Say hello.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('AI Prompt created').waitFor();
    const card = page.getByTestId('ai-prompt-card').filter({ hasText: 'E2E prompt' });
    await card.getByText('gpt-4o-mini').waitFor();
    await card.locator('[data-scope="switch"][data-part="control"]').click();
    await card.getByText('Disabled', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Delete E2E prompt' }).click();
    await page.getByText('AI Prompt deleted').waitFor();
    await page.waitForFunction(
      () => ![...document.querySelectorAll('[data-testid="ai-prompt-card"]')].some((c) => c.textContent?.includes('E2E prompt')),
    );
  });

  it('shows the error of a failed deletion and no success toast', async () => {
    const { page } = session;
    const admin = await adminToken();
    const { createAiPrompt } = await graphql<{ createAiPrompt: { id: string } }>(
      'mutation($input: CreateAiPromptInput!) { createAiPrompt(input: $input) { id } }',
      { input: { name: 'Stale prompt', promptText: 'Say hello.' } },
      admin,
    );
    await page.goto('/admin/ai-prompts');
    const card = page.getByTestId('ai-prompt-card').filter({ hasText: 'Stale prompt' });
    await card.waitFor();
    // Someone else deletes it first: this page's delete fails.
    await graphql('mutation($id: ID!) { deleteAiPrompt(id: $id) }', { id: createAiPrompt.id }, admin);
    await card.getByRole('button', { name: 'Delete Stale prompt' }).click();
    await page.getByText('Error', { exact: true }).waitFor();
    expect(await page.getByText('AI Prompt deleted').count()).toBe(0);
  });
});
