import { describe, expect, it } from 'vitest';
import { createAnalyst, graphql, tokenFor } from './support/api.js';
import { signedInPage, useBrowser } from './support/browser.js';
import { completeWizard } from './support/wizard.js';

// Issue 31, item 5: after submit, the record — a result page that survives a reload and links to
// the record; the creator edits the record through the wizard; anyone starts a new one from it.

const UPDATE = 'mutation($id: ID!, $input: UpdateAssessmentInput!) { updateAssessment(id: $id, input: $input) { revision } }';
const SEARCH = 'query($search: String) { assessments(search: $search) { items { id companyName } } }';

describe('the record after submit, in the browser', () => {
  const session = useBrowser();

  it('result survives a reload and opens the record; the creator edits it; another analyst cannot, but copies it into a new one', async () => {
    const creator = await createAnalyst('Rhea', 'Record');
    const other = await createAnalyst('Osric', 'Other');
    const name = `Record Keeper ${Date.now()} Ltd`;
    const page = await signedInPage(session.browser, creator.email, creator.password);

    // Submitted: the result's address names the assessment, and a reload shows it again.
    await completeWizard(page, { companyName: name });
    await page.waitForURL(/\/assessment\/review\?id=[0-9a-f-]{36}$/);
    const id = new URL(page.url()).searchParams.get('id')!;
    await page.getByRole('heading', { name }).waitFor();
    await page.waitForFunction(() => localStorage.getItem('assessment_form') === null);
    await page.reload();
    await page.getByRole('heading', { name }).waitFor();
    await page.getByText('AI News Analysis').waitFor();
    await page.getByRole('button', { name: 'Download PDF Report' }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();
    expect(await page.getByText('No Assessment Data').count()).toBe(0);
    expect(page.url()).toContain(`/assessment/review?id=${id}`);

    // The link goes to the record, with its audit trail.
    await page.getByRole('link', { name: 'Open record' }).click();
    await page.waitForURL(`**/assessment/${id}`);
    await page.getByText('Assessment Created').waitFor();

    // Edit: the wizard over the record's answers; legal actions ticked reject it.
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`**/assessment/${id}/edit`);
    expect(await page.getByLabel('Company Name').inputValue()).toBe(name);
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.getByLabel('Service Type').inputValue()).toBe('Supply');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('The company has legal actions, fines, or sanctions against it').click();
    await page.getByText('Companies with legal actions, fines, or sanctions will be automatically rejected.').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Step 4 of 5').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    // The financial boxes the wizard ticked on creation are ticked still.
    expect(await page.getByRole('checkbox', { name: 'Sufficient Liquidity', exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(`**/assessment/${id}`);
    await page.getByText('Assessment Updated').first().waitFor();
    await page.getByText('Rejected', { exact: true }).first().waitFor();
    expect(await page.getByTestId('rationale').textContent()).toMatch(/^Automatic rejection: /);
    const trail = page.getByTestId('audit-trail');
    await trail.getByText('Legal Actions / Sanctions: Yes').waitFor();
    await trail.getByText('Status: Rejected').waitFor();

    // An edit made on a revision that has changed since is refused, not saved over the change.
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`**/assessment/${id}/edit`);
    await page.getByLabel('Company Name').waitFor();
    const token = await tokenFor(creator.email, creator.password);
    await graphql(UPDATE, { id, input: { serviceType: 'Logistics' } }, token);
    await page.getByLabel('Business Address').fill('2 Harbour Road, Leith');
    for (let step = 2; step <= 5; step++) {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(`Step ${step} of 5`).waitFor();
    }
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Not saved: someone changed this assessment').waitFor();
    await page.getByText(/changed after you opened it/).waitFor();
    // Cancel returns to the record, which kept the other change and not this one.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`**/assessment/${id}`);
    await page.getByText('Logistics').first().waitFor();
    expect(await page.getByText('2 Harbour Road, Leith').count()).toBe(0);
    await page.context().close();

    // Another analyst: no Edit (neither the creator nor an admin), and the edit page says why.
    const colleague = await signedInPage(session.browser, other.email, other.password);
    await colleague.goto(`/assessment/${id}`);
    await colleague.getByText('Assessment Criteria').waitFor();
    expect(await colleague.getByRole('link', { name: 'Edit', exact: true }).count()).toBe(0);
    // Nor may they scan its news: the button says so instead of answering FORBIDDEN.
    const scan = colleague.getByRole('button', { name: 'Scan News' });
    expect(await scan.isDisabled()).toBe(true);
    await colleague.getByText("Only the assessment's creator or an admin can scan its news.").waitFor();
    await colleague.goto(`/assessment/${id}/edit`);
    await colleague.getByText('You cannot edit this assessment').waitFor();
    await colleague.getByRole('link', { name: 'Back to the record' }).click();
    await colleague.waitForURL(`**/assessment/${id}`);

    // But they may start a new assessment from it: the answers copied, the name to change.
    await colleague.getByRole('link', { name: 'New assessment from this one' }).click();
    await colleague.waitForURL('**/assessment/new');
    const company = colleague.getByLabel('Company Name');
    await company.waitFor();
    expect(await company.inputValue()).toBe(name);
    await company.fill(`${name} (copy)`);
    await colleague.getByRole('button', { name: 'Next' }).click();
    expect(await colleague.getByLabel('Service Type').inputValue()).toBe('Logistics');
    for (let step = 3; step <= 5; step++) {
      await colleague.getByRole('button', { name: 'Next' }).click();
      await colleague.getByText(`Step ${step} of 5`).waitFor();
    }
    await colleague.getByRole('button', { name: 'Review Assessment' }).click();
    await colleague.waitForURL(/\/assessment\/review\?id=[0-9a-f-]{36}$/);
    const copyId = new URL(colleague.url()).searchParams.get('id');
    await colleague.getByRole('heading', { name: `${name} (copy)` }).waitFor();
    // The copied legal actions reject the copy too.
    await colleague.getByText('Rejected', { exact: true }).first().waitFor();
    expect(copyId).not.toBe(id);

    // Two separate records.
    const { assessments } = await graphql<{ assessments: { items: { id: string; companyName: string }[] } }>(
      SEARCH,
      { search: name },
      token,
    );
    expect(assessments.items.map((a) => a.companyName).sort()).toEqual([name, `${name} (copy)`]);
    expect(new Set(assessments.items.map((a) => a.id))).toEqual(new Set([id, copyId]));
    await colleague.context().close();
  });
});
