import { createServer } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, assessmentInput, createAnalyst, graphql, tokenFor } from './support/api.js';
import { axeViolations } from './support/axe.js';
import { signedInPage, useBrowser } from './support/browser.js';

/** Letters only, so that name matching sees one unusual word. */
const uniqueWord = () =>
  Date.now()
    .toString()
    .split('')
    .map((d) => 'qxzvkjwbyh'[Number(d)])
    .join('');

const CREATE = 'mutation($input: CreateAssessmentInput!) { createAssessment(input: $input) { id status reviewStatus } }';

interface Created {
  createAssessment: { id: string; status: string; reviewStatus: string };
}

describe('after the decision: four-eyes review and monitoring alerts', () => {
  const session = useBrowser({ signedIn: true });
  const listName = `E2E Monitoring ${Date.now()}`;

  afterAll(async () => {
    // The database is shared by every e2e file: leave no list behind to screen their companies.
    const token = await adminToken();
    const { watchlists } = await graphql<{ watchlists: { id: string; name: string }[] }>('{ watchlists { id name } }', {}, token);
    for (const list of watchlists.filter((l) => l.name === listName)) {
      await graphql('mutation($id: ID!) { deleteWatchlist(id: $id) }', { id: list.id }, token);
    }
  });

  it('a second person reviews a pending caution assessment from /reviews and overrides it to Approved', async () => {
    const analyst = await createAnalyst('Creator');
    const token = await tokenFor(analyst.email, analyst.password);
    const company = `Review Queue ${uniqueWord()} Ltd`;
    // No project references: a warning rule gives caution, which needs a second person.
    const { createAssessment } = await graphql<Created>(
      CREATE,
      { input: assessmentInput(company, { canProvideReferences: false }) },
      token,
    );
    expect(createAssessment).toMatchObject({ status: 'CAUTION', reviewStatus: 'PENDING' });

    // The creator may not review it: the card says it waits for someone else.
    const creatorPage = await signedInPage(session.browser, analyst.email, analyst.password);
    await creatorPage.goto(`/assessment/${createAssessment.id}`);
    const creatorCard = creatorPage.getByTestId('four-eyes-review');
    await creatorCard.getByText('Waiting for a second reviewer', { exact: false }).waitFor();
    expect(await creatorCard.getByRole('button', { name: 'Record Final Decision' }).count()).toBe(0);
    await creatorPage.context().close();

    const { page } = session;
    await page.getByRole('link', { name: 'Reviews', exact: true }).click();
    await page.waitForURL('**/reviews');
    await page.getByRole('heading', { name: 'Review Queue', level: 1 }).waitFor();
    const row = page.getByTestId('review-row').filter({ hasText: company });
    await row.getByText('Caution decision').waitFor();
    await row.getByText('Creator Tester').waitFor();
    await row.getByText('just now').waitFor();
    expect(await axeViolations(page), 'review queue').toEqual([]);
    await row.getByRole('link', { name: company }).click();
    await page.waitForURL(`**/assessment/${createAssessment.id}`);

    const card = page.getByTestId('four-eyes-review');
    await card.getByTestId('review-status').getByText('Pending').waitFor();
    await card.getByRole('button', { name: 'Record Final Decision' }).click();
    await card.getByText('A reason is required').waitFor();
    expect(await axeViolations(page), 'four-eyes review form with an error').toEqual([]);
    await card.getByLabel('Final decision').selectOption({ label: 'Approved' });
    await card.getByLabel('Reason').fill('References checked by phone with two customers');
    await card.getByRole('button', { name: 'Record Final Decision' }).click();

    await card.getByTestId('review-status').getByText('Completed').waitFor();
    const note = card.getByTestId('final-review');
    await note.getByText('Overridden by', { exact: false }).waitFor();
    expect(await note.textContent()).toContain('Trade with Caution → Approved');
    expect(await note.textContent()).toContain('References checked by phone with two customers');
    await card.getByText('Approved', { exact: true }).waitFor();
    await page.getByTestId('rationale').getByText('overridden', { exact: false }).waitFor();

    // It left the queue.
    await page.goto('/reviews');
    await page.getByRole('heading', { name: 'Review Queue', level: 1 }).waitFor();
    await page.getByTestId('review-row').first().or(page.getByText('Nothing to review')).first().waitFor();
    expect(await page.getByTestId('review-row').filter({ hasText: company }).count()).toBe(0);
  });

  it('monitoring raises an alert when a new list matches an assessment; it is resolved from the header badge', async () => {
    const admin = await adminToken();
    const company = `Zephyr ${uniqueWord()} Orchard Trading Ltd`;
    const { createAssessment } = await graphql<Created>(CREATE, { input: assessmentInput(company) }, admin);
    expect(createAssessment.status).toBe('APPROVED');

    const entity = JSON.stringify({
      id: `E2E-MON-${Date.now()}`,
      schema: 'Company',
      properties: { name: [company], country: ['gb'], topics: ['sanction'] },
    });
    await graphql(
      'mutation($input: ImportWatchlistInput!) { importWatchlist(input: $input) { watchlistId } }',
      { input: { name: listName, format: 'FTM', content: `${entity}\n` } },
      admin,
    );

    // The worker imports the list, re-screens past assessments and raises the alert.
    const deadline = Date.now() + 75_000;
    let raised = false;
    while (!raised && Date.now() < deadline) {
      const { alerts } = await graphql<{ alerts: { assessmentId: string }[] }>('{ alerts(status: OPEN) { assessmentId } }', {}, admin);
      raised = alerts.some((a) => a.assessmentId === createAssessment.id);
      if (!raised) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(raised, 'an alert for the watched assessment').toBe(true);

    const { page } = session;
    await page.goto('/');
    const badge = page.getByTestId('open-alert-count');
    await badge.waitFor();
    expect(Number(await badge.textContent())).toBeGreaterThanOrEqual(1);
    await page.getByRole('link', { name: /^Alerts\s*\(\s*\d+\s*open\)$/ }).click();
    await page.waitForURL('**/alerts');
    await page.getByRole('heading', { name: 'Alerts', level: 1 }).waitFor();
    const item = page.getByTestId('alert-item').filter({ hasText: company });
    await item.getByText('Screening hit').waitFor();
    await item.getByText(listName, { exact: false }).waitFor();
    await item.getByRole('link', { name: company }).waitFor();
    expect(await axeViolations(page), 'alerts').toEqual([]);

    await item.getByRole('button', { name: /Resolve/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await dialog.getByText('A note is required').waitFor();
    expect(await axeViolations(page), 'resolve dialog with an error').toEqual([]);
    await dialog.getByLabel('Note').fill('Checked: the listed company is a namesake');
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Alert resolved').waitFor();
    await item.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Resolved', exact: true }).click();
    const resolved = page.getByTestId('alert-item').filter({ hasText: company });
    await resolved.getByTestId('alert-status').getByText('Resolved').waitFor();
    await resolved.getByText('Checked: the listed company is a namesake', { exact: false }).waitFor();
    await resolved.getByText('Resolved by', { exact: false }).waitFor();

    // The assessment shows it too, resolved.
    await resolved.getByRole('link', { name: company }).click();
    await page.waitForURL(`**/assessment/${createAssessment.id}`);
    const alertsCard = page.getByTestId('assessment-alerts');
    await alertsCard.getByText('Checked: the listed company is a namesake', { exact: false }).waitFor();
  });

  it('an admin adds a webhook endpoint in /admin/webhooks, sees its secret once and its deliveries, disables and deletes it', async () => {
    const received: string[] = [];
    const receiver = createServer((req, res) => {
      received.push(String(req.headers['x-counterparty-delivery'] ?? ''));
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hooks/${uniqueWord()}`;
    try {
      const { page } = session;
      await page.goto('/admin');
      await page.getByRole('link', { name: 'Webhooks' }).click();
      await page.waitForURL('**/admin/webhooks');
      await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Add Endpoint' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('URL').fill(url);
      await dialog.getByRole('button', { name: 'Add Endpoint' }).click();

      const secretDialog = page.getByRole('alertdialog');
      await secretDialog.getByText("it won't be shown again", { exact: false }).waitFor();
      expect(await secretDialog.getByLabel('Signing secret').inputValue()).toMatch(/^whsec_/);
      await secretDialog.getByRole('button', { name: 'Copy secret' }).waitFor();
      expect(await axeViolations(page), 'webhook secret dialog').toEqual([]);
      await secretDialog.getByRole('button', { name: 'I have copied it' }).click();
      await secretDialog.waitFor({ state: 'hidden' });

      const card = page.getByTestId('webhook-endpoint').filter({ hasText: url });
      await card.getByTestId('webhook-state').getByText('Enabled').waitFor();
      await card.getByText('assessment.decided').waitFor();

      // A decision is delivered to it (whether the worker may reach this address or not, the attempt is logged).
      const admin = await adminToken();
      await graphql<Created>(CREATE, { input: assessmentInput(`Webhook ${uniqueWord()} Ltd`) }, admin);
      const { webhookEndpoints } = await graphql<{ webhookEndpoints: { id: string; url: string }[] }>(
        '{ webhookEndpoints { id url } }',
        {},
        admin,
      );
      const endpointId = webhookEndpoints.find((e) => e.url === url)?.id;
      expect(endpointId).toBeTruthy();
      const deadline = Date.now() + 30_000;
      let delivered = false;
      while (!delivered && Date.now() < deadline) {
        const { webhookDeliveries } = await graphql<{ webhookDeliveries: unknown[] }>(
          'query($id: ID!) { webhookDeliveries(endpointId: $id) { id } }',
          { id: endpointId },
          admin,
        );
        delivered = webhookDeliveries.length > 0;
        if (!delivered) await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      expect(delivered, 'a delivery attempt').toBe(true);
      await card.getByRole('button', { name: 'Deliveries' }).click();
      await card.getByTestId('webhook-delivery').first().getByText('assessment.decided').waitFor();
      expect(await axeViolations(page), 'webhooks with deliveries').toEqual([]);

      await card.locator('[data-scope="switch"][data-part="control"]').click();
      await card.getByTestId('webhook-state').getByText('Disabled').waitFor();

      await card.getByRole('button', { name: `Delete ${url}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Endpoint deleted').waitFor();
      await card.waitFor({ state: 'detached' });
    } finally {
      receiver.close();
      const admin = await adminToken();
      const { webhookEndpoints } = await graphql<{ webhookEndpoints: { id: string; url: string }[] }>(
        '{ webhookEndpoints { id url } }',
        {},
        admin,
      );
      for (const endpoint of webhookEndpoints.filter((e) => e.url === url)) {
        await graphql('mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: endpoint.id }, admin);
      }
    }
  });
});
