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

const CREATE = 'mutation($input: CreateAssessmentInput!) { createAssessment(input: $input) { id status ruleStatus reviewStatus } }';

interface Created {
  createAssessment: { id: string; status: string; ruleStatus: string; reviewStatus: string };
}

describe('after the decision: four-eyes review and monitoring alerts', () => {
  const session = useBrowser({ signedIn: true });
  const listName = `E2E Monitoring ${Date.now()}`;
  const goneListName = `E2E Dropping ${Date.now()}`;

  afterAll(async () => {
    // The database is shared by every e2e file: leave no list behind to screen their companies.
    const token = await adminToken();
    const { watchlists } = await graphql<{ watchlists: { id: string; name: string }[] }>('{ watchlists { id name } }', {}, token);
    for (const list of watchlists.filter((l) => l.name === listName || l.name === goneListName)) {
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
    expect(createAssessment).toMatchObject({ status: 'PENDING_REVIEW', ruleStatus: 'CAUTION', reviewStatus: 'PENDING' });

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

  /** Two analysts' assessments that a new list version matches, and their alerts (shared by the next two tests). */
  const watched = { resolved: '', reviewed: '', resolvedCompany: '', reviewedCompany: '' };

  it('monitoring raises an alert when a new list matches an assessment; resolving it from the header badge records the finding on its hit', async () => {
    const admin = await adminToken();
    watched.resolvedCompany = `Zephyr ${uniqueWord()} Orchard Trading Ltd`;
    watched.reviewedCompany = `Yarrow ${uniqueWord()} Meadow Exports Ltd`;
    // Analysts' assessments: their creator may not resolve their alerts, a second person (the admin) does.
    const analyst = await createAnalyst('Watcher');
    const analystToken = await tokenFor(analyst.email, analyst.password);
    for (const key of ['resolved', 'reviewed'] as const) {
      const company = key === 'resolved' ? watched.resolvedCompany : watched.reviewedCompany;
      const { createAssessment } = await graphql<Created>(CREATE, { input: assessmentInput(company) }, analystToken);
      expect(createAssessment.status).toBe('APPROVED');
      watched[key] = createAssessment.id;
    }

    const entity = (company: string, n: number) =>
      JSON.stringify({
        id: `E2E-MON-${n}-${Date.now()}`,
        schema: 'Company',
        properties: { name: [company], country: ['gb'], topics: ['sanction'] },
      });
    await graphql(
      'mutation($input: ImportWatchlistInput!) { importWatchlist(input: $input) { watchlistId } }',
      {
        input: { name: listName, format: 'FTM', content: `${entity(watched.resolvedCompany, 1)}\n${entity(watched.reviewedCompany, 2)}\n` },
      },
      admin,
    );

    // The worker imports the list, re-screens past assessments and raises the alerts.
    const deadline = Date.now() + 75_000;
    let raised = false;
    while (!raised && Date.now() < deadline) {
      const { alerts } = await graphql<{ alerts: { assessmentId: string }[] }>('{ alerts(status: OPEN) { assessmentId } }', {}, admin);
      raised = [watched.resolved, watched.reviewed].every((id) => alerts.some((a) => a.assessmentId === id));
      if (!raised) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(raised, 'an alert for each watched assessment').toBe(true);

    const { page } = session;
    const company = watched.resolvedCompany;
    await page.goto('/');
    const badge = page.getByTestId('open-alert-count');
    await badge.waitFor();
    expect(Number(await badge.textContent())).toBeGreaterThanOrEqual(2);
    await page.getByRole('link', { name: /^Alerts\s*\(\s*\d+\s*open\)$/ }).click();
    await page.waitForURL('**/alerts');
    await page.getByRole('heading', { name: 'Alerts', level: 1 }).waitFor();
    const item = page.getByTestId('alert-item').filter({ hasText: company });
    await item.getByText('Screening hit').waitFor();
    await item.getByText(listName, { exact: false }).waitFor();
    await item.getByRole('link', { name: company }).waitFor();
    expect(await axeViolations(page), 'alerts').toEqual([]);

    // Each Resolve button names its alert.
    await item.getByRole('button', { name: new RegExp(`^Resolve alert for ${company}: `) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radiogroup', { name: 'Finding on the screening hit' }).waitFor();
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await dialog.getByText('A note is required').waitFor();
    await dialog.getByLabel('Note').fill('Checked: the listed company is a namesake');
    // No one has reviewed the hit: the API wants the finding, and says so on the choice.
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await dialog.getByText('choose the finding', { exact: false }).waitFor();
    expect(await axeViolations(page), 'resolve dialog with errors').toEqual([]);
    await dialog.getByText('False positive', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Alert resolved').waitFor();
    await item.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Resolved', exact: true }).click();
    const resolved = page.getByTestId('alert-item').filter({ hasText: company });
    await resolved.getByTestId('alert-status').getByText('Resolved').waitFor();
    await resolved.getByText('Checked: the listed company is a namesake', { exact: false }).waitFor();
    await resolved.getByText('Resolved by', { exact: false }).waitFor();

    // The assessment shows it too, resolved, and the finding is on its hit: handled once.
    await resolved.getByRole('link', { name: company }).click();
    await page.waitForURL(`**/assessment/${watched.resolved}`);
    const alertsCard = page.getByTestId('assessment-alerts');
    await alertsCard.getByText('Checked: the listed company is a namesake', { exact: false }).waitFor();
    const hit = page.getByTestId('screening').getByTestId('screening-hit').first();
    await hit.getByTestId('hit-review').getByText('False positive by Admin', { exact: false }).waitFor();
    await hit.getByTestId('hit-review').getByText('Checked: the listed company is a namesake', { exact: false }).waitFor();
  });

  it('reviewing a hit resolves its alert: the header badge and the Alerts card update at once', async () => {
    const { page } = session;
    await page.goto(`/assessment/${watched.reviewed}`);
    const alertsCard = page.getByTestId('assessment-alerts');
    await alertsCard.getByTestId('alert-status').getByText('Open').waitFor();
    const badge = page.getByTestId('open-alert-count');
    await badge.waitFor();
    const before = Number(await badge.textContent());

    const hit = page.getByTestId('screening').getByTestId('screening-hit').first();
    await hit.getByRole('button', { name: new RegExp(`^Confirm Match: ${watched.reviewedCompany} on ${listName}`) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Same registry number as the listed company');
    await dialog.getByRole('button', { name: 'Confirm Match' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Rejected', { exact: true }).first().waitFor();

    await alertsCard.getByTestId('alert-status').getByText('Resolved').waitFor();
    await alertsCard.getByText('Same registry number as the listed company', { exact: false }).waitFor();
    // Without a reload: the count was read again.
    if (before > 1)
      await page
        .getByTestId('open-alert-count')
        .getByText(String(before - 1), { exact: true })
        .waitFor();
    else await badge.waitFor({ state: 'detached' });
    await page.goto('/alerts');
    await page.getByRole('heading', { name: 'Alerts', level: 1 }).waitFor();
    await page
      .getByTestId('alert-item')
      .first()
      .or(page.getByText('No open alerts', { exact: false }))
      .first()
      .waitFor();
    expect(await page.getByTestId('alert-item').filter({ hasText: watched.reviewedCompany }).count()).toBe(0);
  });

  it('a confirmed hit its list drops stays confirmed, says since when it is gone, and waits for a reviewer; every earlier finding and review is kept', async () => {
    const admin = await adminToken();
    const company = `Quillon ${uniqueWord()} Bramble Exports Ltd`;
    const listed = (id: string, name: string) =>
      JSON.stringify({ id, schema: 'Company', properties: { name: [name], topics: ['sanction'] } });
    /** Imports a version of the list and waits until it is in use. */
    const importVersion = async (content: string, version: number) => {
      await graphql(
        'mutation($input: ImportWatchlistInput!) { importWatchlist(input: $input) { watchlistId } }',
        { input: { name: goneListName, format: 'FTM', content: `${content}\n` } },
        admin,
      );
      const deadline = Date.now() + 60_000;
      let active = false;
      while (!active && Date.now() < deadline) {
        const { watchlists } = await graphql<{ watchlists: { name: string; version: number; status: string }[] }>(
          '{ watchlists { name version status } }',
          {},
          admin,
        );
        active = watchlists.some((l) => l.name === goneListName && l.version === version && l.status === 'ACTIVE');
        if (!active) await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(active, `version ${version} of the list in use`).toBe(true);
    };
    const other = listed(`E2E-GONE-OTHER-${Date.now()}`, `Vexmoor ${uniqueWord()} Tankers`);
    await importVersion([listed(`E2E-GONE-${Date.now()}`, company), other].join('\n'), 1);

    // An analyst assesses (caution: no references) and the company matches the list.
    const analyst = await createAnalyst('Maker');
    const checker = await createAnalyst('Checker');
    const { createAssessment } = await graphql<Created>(
      CREATE,
      { input: assessmentInput(company, { canProvideReferences: false }) },
      await tokenFor(analyst.email, analyst.password),
    );
    const HIT = 'query($id: ID!) { assessment(id: $id) { status reviewStatus screening { hits { id goneSince } } } }';
    type Hits = { assessment: { status: string; reviewStatus: string; screening: { hits: { id: string; goneSince: string | null }[] } } };
    const hitId = (await graphql<Hits>(HIT, { id: createAssessment.id }, admin)).assessment.screening.hits[0]?.id;
    expect(hitId).toBeTruthy();
    const REVIEW_HIT =
      'mutation($id: ID!, $hit: ID!, $decision: HitReviewDecision!, $reason: String!) { reviewScreeningHit(assessmentId: $id, hitId: $hit, decision: $decision, reason: $reason) { status } }';
    // The admin calls it a false positive and records the final decision; a checker then confirms the
    // match, which supersedes that review; then the list drops the entity.
    await graphql(
      REVIEW_HIT,
      { id: createAssessment.id, hit: hitId, decision: 'FALSE_POSITIVE', reason: 'Different registry number' },
      admin,
    );
    const { assessment: seen } = await graphql<{ assessment: { revision: number } }>(
      'query($id: ID!) { assessment(id: $id) { revision } }',
      { id: createAssessment.id },
      admin,
    );
    await graphql(
      'mutation($id: ID!, $revision: Int!) { reviewAssessment(id: $id, decision: APPROVED, reason: "References checked by phone", revision: $revision) { status } }',
      { id: createAssessment.id, revision: seen.revision },
      admin,
    );
    await graphql(
      REVIEW_HIT,
      { id: createAssessment.id, hit: hitId, decision: 'CONFIRMED', reason: 'Same directors as the listed entity' },
      await tokenFor(checker.email, checker.password),
    );
    await importVersion(other, 2);
    const deadline = Date.now() + 60_000;
    let gone: string | null | undefined = null;
    while (!gone && Date.now() < deadline) {
      gone = (await graphql<Hits>(HIT, { id: createAssessment.id }, admin)).assessment.screening.hits[0]?.goneSince;
      if (!gone) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(gone, 'the re-screening marks the confirmed hit gone').toBeTruthy();

    const { page } = session;
    await page.goto(`/assessment/${createAssessment.id}`);
    const screening = page.getByTestId('screening');
    const hit = screening.getByTestId('screening-hit').first();
    // The date as the browser formats it.
    const since = await page.evaluate((iso) => new Date(iso).toLocaleDateString(), gone!);
    await hit.getByTestId('hit-gone').getByText(`No longer on the list since ${since}`).waitFor();
    await screening.getByText('Confirmed match', { exact: true }).waitFor();
    await hit
      .getByTestId('hit-review')
      .getByText('Confirmed by Checker Tester: Same directors as the listed entity', { exact: false })
      .waitFor();
    await hit.getByTestId('hit-earlier-reviews').getByText('False positive by Admin', { exact: false }).waitFor();
    // It waits for a reviewer again: confirm it, or (an admin) clear it.
    await hit.getByRole('button', { name: 'Confirm Match' }).waitFor();
    await hit.getByRole('button', { name: 'Clear Match' }).waitFor();

    const review = page.getByTestId('four-eyes-review');
    await review.getByTestId('review-status').getByText('Pending').waitFor();
    await review.getByText('confirmed hit no longer listed', { exact: false }).waitFor();
    const superseded = review.getByTestId('superseded-review');
    await superseded.getByText('Overridden by Admin', { exact: false }).waitFor();
    await superseded.getByText('by a screening hit review', { exact: false }).waitFor();

    const alerts = page.getByTestId('assessment-alerts');
    await alerts.getByText('Reviewed hit no longer listed', { exact: true }).first().waitFor();
    await alerts.getByText('the confirmed match', { exact: false }).first().waitFor();
    const trail = page.getByTestId('audit-trail');
    await trail.getByText('by Checker Tester').first().waitFor();
    await trail.getByText('by the system (monitoring)').first().waitFor();
    expect(await axeViolations(page), 'detail with a gone confirmed hit and superseded review').toEqual([]);
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
