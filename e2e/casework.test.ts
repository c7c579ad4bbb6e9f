import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken, assessmentInput, createAnalyst, graphql, tokenFor } from './support/api.js';
import { axeViolations } from './support/axe.js';
import { signedInPage, useBrowser } from './support/browser.js';

/** Letters only, random: names other tests never write. */
const uniqueWord = () =>
  Array.from(randomBytes(8))
    .map((b) => 'qxzvkjwbyhfgpm'[b % 14])
    .join('');

const CREATE = 'mutation($input: CreateAssessmentInput!) { createAssessment(input: $input) { id status reviewStatus counterpartyId } }';

interface Created {
  createAssessment: { id: string; status: string; reviewStatus: string; counterpartyId: string };
}

const OPEN_CASE = `mutation($counterpartyId: ID!, $title: String!) {
  openCase(counterpartyId: $counterpartyId, title: $title) { id kind status }
}`;

/** A minimal PDF: what the server reads as application/pdf from its first bytes. */
const pdfBytes = (word: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${word}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

/** A manual case on a new counterparty, opened (and so assigned) by the admin through the API. */
async function manualCase(title: string): Promise<string> {
  const admin = await adminToken();
  const { createAssessment } = await graphql<Created>(CREATE, { input: assessmentInput(`${title} Ltd`) }, admin);
  const { openCase } = await graphql<{ openCase: { id: string; kind: string; status: string } }>(
    OPEN_CASE,
    { counterpartyId: createAssessment.counterpartyId, title },
    admin,
  );
  expect(openCase).toMatchObject({ kind: 'MANUAL', status: 'OPEN' });
  return openCase.id;
}

/** The inbox row of a case, loading more pages until it shows (other tests' cases may come first). */
async function inboxRow(page: Page, title: string) {
  const row = page.getByTestId('case-row').filter({ hasText: title });
  await page.getByTestId('case-row').first().waitFor();
  const more = page.getByRole('button', { name: 'Load more' });
  // Clicking waits for the button to be enabled again, so each click reads one more page.
  for (let i = 0; i < 20 && (await row.count()) === 0 && (await more.count()) > 0; i++) await more.click();
  await row.waitFor();
  return row;
}

describe('casework: the inbox, a case, mentions and evidence', () => {
  const session = useBrowser({ signedIn: true });

  it('a four-eyes case shows in the reviews view of the inbox; the admin takes it; a mention reaches a colleague’s bell', async () => {
    const word = uniqueWord();
    const company = `Casework ${word} Ltd`;
    const creator = await createAnalyst('Creator');
    const colleague = await createAnalyst('Mentioned');
    // No project references: a caution decision, which waits for a second person.
    const { createAssessment } = await graphql<Created>(
      CREATE,
      { input: assessmentInput(company, { canProvideReferences: false }) },
      await tokenFor(creator.email, creator.password),
    );
    expect(createAssessment).toMatchObject({ status: 'PENDING_REVIEW', reviewStatus: 'PENDING' });
    const { me } = await graphql<{ me: { firstName: string; lastName: string | null } }>(
      '{ me { firstName lastName } }',
      {},
      await adminToken(),
    );
    const adminName = [me.firstName, me.lastName].filter(Boolean).join(' ');

    const { page } = session;
    await page.goto('/inbox?assignee=anyone&kind=four_eyes');
    await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
    await page.getByRole('group', { name: 'Assignee' }).getByRole('button', { name: 'Anyone', pressed: true }).waitFor();
    const row = await inboxRow(page, company);
    await row.getByText('Four-eyes review', { exact: true }).waitFor();
    await row.getByText('Unassigned').waitFor();
    await row.getByRole('link', { name: `Four-eyes review: ${company}` }).click();
    await page.waitForURL('**/cases/*');
    const caseId = new URL(page.url()).pathname.split('/').pop()!;

    await page.getByRole('heading', { name: `Four-eyes review: ${company}`, level: 1 }).waitFor();
    await page.getByTestId('case-details').getByRole('link', { name: company }).waitFor();
    // The case closes with the assessment's review: the page leads there instead of closing it.
    await page.getByRole('link', { name: 'Review the assessment' }).waitFor();
    expect(await page.getByTestId('case-actions').getByRole('button', { name: 'Close', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Assign to me' }).click();
    await page.getByTestId('case-assignee').getByText(adminName, { exact: true }).waitFor();

    const handle = colleague.email.split('@')[0];
    const comment = `Please check the references, @${handle}.`;
    await page.getByLabel('Add a comment').fill(comment);
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await page.getByTestId('case-comment').filter({ hasText: comment }).waitFor();
    await page.getByTestId('case-history').getByText('Commented').waitFor();

    const other = await signedInPage(session.browser, colleague.email, colleague.password);
    try {
      await other.getByTestId('unread-count').waitFor();
      await other.getByTestId('notifications-button').click();
      const notification = other.getByTestId('notification').filter({ hasText: `mentioned you on "Four-eyes review: ${company}"` });
      await notification.waitFor();
      // Opening the bell marked them read.
      await expect.poll(() => other.getByTestId('unread-count').count()).toBe(0);
      await notification.click();
      await other.waitForURL(`**/cases/${caseId}`);
      await other.getByTestId('case-comment').filter({ hasText: comment }).waitFor();
    } finally {
      await other.context().close();
    }
  });

  it('a PDF attached to a manual case downloads byte for byte, its SHA-256 shown', async () => {
    const title = `Evidence ${uniqueWord()}`;
    const caseId = await manualCase(title);
    const { page } = session;
    await page.goto(`/cases/${caseId}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByText('No evidence attached yet.').waitFor();

    const bytes = pdfBytes(title);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const fileName = `${title.toLowerCase().replace(' ', '-')}.pdf`;
    await page.getByTestId('evidence-input').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: bytes });
    const row = page.getByTestId('evidence-row').filter({ hasText: fileName });
    await row.getByText('application/pdf').waitFor();
    expect(await row.getByTestId('evidence-sha256').getAttribute('title')).toBe(sha256);
    expect(await row.getByTestId('evidence-sha256').textContent()).toBe(`${sha256.slice(0, 12)}…`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Download ${fileName}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName);
    const downloaded = readFileSync(await download.path());
    expect(downloaded.equals(bytes)).toBe(true);
    expect(createHash('sha256').update(downloaded).digest('hex')).toBe(sha256);
    await page.getByTestId('case-history').getByText('Evidence added').waitFor();

    // Deleted with a reason: the record stays, struck through, saying who and why.
    await row.getByRole('button', { name: `Delete ${fileName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete evidence' });
    await dialog.getByLabel('Reason').fill('Uploaded to the wrong case');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await row.getByTestId('evidence-deleted').getByText('Uploaded to the wrong case', { exact: false }).waitFor();
    expect(await row.getByRole('button', { name: `Download ${fileName}` }).count()).toBe(0);
    await page.getByTestId('case-history').getByText('Evidence deleted').waitFor();
  });

  it('a manual case closes with an outcome and a note', async () => {
    const title = `Closing ${uniqueWord()}`;
    const caseId = await manualCase(title);
    const { page } = session;
    await page.goto(`/cases/${caseId}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByTestId('case-status').getByText('Open').waitFor();
    await page.getByTestId('case-actions').getByRole('button', { name: 'Close', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Close case' });
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.getByText('Choose an outcome').last().waitFor();
    await dialog.getByLabel('Outcome').selectOption({ label: 'False positive' });
    await dialog.getByLabel('Note').fill('Name match only; registry numbers differ');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('case-status').getByText('Closed').waitFor();
    const outcome = page.getByTestId('case-outcome');
    await outcome.getByText('False positive').waitFor();
    await outcome.getByText('Name match only; registry numbers differ').waitFor();

    // Reopened with a reason, then snoozed until a later day with another.
    await page.getByRole('button', { name: 'Reopen' }).click();
    const reopen = page.getByRole('dialog', { name: 'Reopen case' });
    await reopen.getByLabel('Reason').fill('The registry sent new details');
    await reopen.getByRole('button', { name: 'Reopen' }).click();
    await page.getByTestId('case-status').getByText('Open').waitFor();
    await page.getByTestId('case-history').getByText('Reopened').waitFor();
    await page.getByTestId('case-actions').getByRole('button', { name: 'Snooze' }).click();
    const snooze = page.getByRole('dialog', { name: 'Snooze case' });
    await snooze.getByLabel('Reason').fill('Waiting for the registry');
    await snooze.getByRole('button', { name: 'Snooze' }).click();
    await page.getByTestId('case-status').getByText('Snoozed').waitFor();
    await page.getByText('Waiting for the registry', { exact: false }).first().waitFor();
  });
  it('the inbox answers the keyboard, and it and a case fit a 390 px phone', async () => {
    const word = uniqueWord();
    const title = `Keyboard ${word}`;
    const caseId = await manualCase(title);
    await graphql(
      'mutation($id: ID!, $tags: [String!]!) { tagCase(id: $id, tags: $tags) { id } }',
      { id: caseId, tags: [word] },
      await adminToken(),
    );
    const page = await signedInPage(session.browser);
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
      await page.goto(`/inbox?tag=${word}`);
      const row = page.getByTestId('case-row').filter({ hasText: title });
      await row.waitFor();
      await page.getByTestId('keyboard-hint').waitFor();
      expect(await pageWidth()).toBe(390);
      expect(await axeViolations(page), 'inbox').toEqual([]);

      await page.keyboard.press('j');
      await expect.poll(() => row.getAttribute('data-focused')).toBe('true');
      await page.keyboard.press('x');
      await page.getByTestId('bulk-actions').getByText('1 case selected').waitFor();
      await page.keyboard.press('x');
      await page.getByTestId('bulk-actions').waitFor({ state: 'detached' });
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/cases/${caseId}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.getByText('No evidence attached yet.').waitFor();
      await page.getByTestId('case-history').getByText('Tags changed').waitFor();
      expect(await pageWidth()).toBe(390);
      expect(await axeViolations(page), 'case page').toEqual([]);
    } finally {
      await page.context().close();
    }
  });
  it('an admin makes, edits and deletes a queue from /admin/queues, and starts the periodic reviews', async () => {
    const member = await createAnalyst('Queued');
    const name = `Queue ${uniqueWord()}`;
    const { page } = session;
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Case Queues' }).click();
    await page.waitForURL('**/admin/queues');
    await page.getByRole('heading', { name: 'Case Queues', level: 1 }).waitFor();
    try {
      await page.getByRole('button', { name: 'New queue' }).click();
      const dialog = page.getByRole('dialog', { name: 'New queue' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('A name is required').waitFor();
      await dialog.getByText('Choose at least one kind of case').waitFor();
      await dialog.getByLabel('Name').fill(name);
      // Manual cases go to whoever opens them, so this queue changes nothing for the other tests.
      await dialog.getByText('Manual', { exact: true }).click();
      await dialog.getByText(`Queued Tester (${member.email})`).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const card = page.getByTestId('queue-card').filter({ hasText: name });
      await card.getByText('Manual', { exact: true }).waitFor();
      await card.getByText(`Members: Queued Tester (${member.email})`).waitFor();

      await card.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit queue' });
      await edit.getByText(`Queued Tester (${member.email})`).click();
      await edit.getByRole('button', { name: 'Save' }).click();
      await card.getByText('No members').waitFor();

      await page.getByRole('button', { name: 'Run periodic reviews now' }).click();
      await page.getByText('Periodic reviews queued').waitFor();

      await card.getByRole('button', { name: `Delete ${name}` }).click();
      await page.getByRole('alertdialog', { name: 'Delete queue' }).getByRole('button', { name: 'Delete' }).click();
      await card.waitFor({ state: 'detached' });
    } finally {
      // Leave no queue behind to route the other tests' cases.
      const token = await adminToken();
      const { caseQueues } = await graphql<{ caseQueues: { id: string; name: string }[] }>('{ caseQueues { id name } }', {}, token);
      for (const q of caseQueues.filter((q) => q.name === name))
        await graphql('mutation($id: ID!) { deleteCaseQueue(id: $id) }', { id: q.id }, token);
    }
  });
  it('ticked cases are tagged and closed together from the inbox', async () => {
    const word = uniqueWord();
    const titles = [`Bulk ${word} one`, `Bulk ${word} two`];
    const admin = await adminToken();
    for (const title of titles) {
      const id = await manualCase(title);
      await graphql('mutation($id: ID!, $tags: [String!]!) { tagCase(id: $id, tags: $tags) { id } }', { id, tags: [word] }, admin);
    }
    const { page } = session;
    await page.goto(`/inbox?tag=${word}&status=active`);
    for (const title of titles) await page.getByTestId('case-row').filter({ hasText: title }).waitFor();
    await page.getByRole('checkbox', { name: 'Select all cases shown' }).check({ force: true });
    const bulk = page.getByTestId('bulk-actions');
    await bulk.getByText('2 cases selected').waitFor();

    await bulk.getByRole('button', { name: 'Add tag' }).click();
    const tagDialog = page.getByRole('dialog', { name: 'Tag 2 cases' });
    await tagDialog.getByLabel('Tag').fill('escalation');
    await tagDialog.getByRole('button', { name: 'Add tag' }).click();
    for (const title of titles) await page.getByTestId('case-row').filter({ hasText: title }).getByText('escalation').waitFor();

    await page.getByRole('checkbox', { name: 'Select all cases shown' }).check({ force: true });
    await bulk.getByRole('button', { name: 'Close…' }).click();
    const closeDialog = page.getByRole('dialog', { name: 'Close 2 cases' });
    await closeDialog.getByLabel('Outcome').selectOption({ label: 'No action' });
    await closeDialog.getByLabel('Note').fill('Reviewed together: nothing to act on');
    await closeDialog.getByRole('button', { name: 'Close', exact: true }).click();
    // Closed cases leave the active view, and show in the closed one.
    for (const title of titles) await page.getByTestId('case-row').filter({ hasText: title }).waitFor({ state: 'detached' });
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Closed' }).click();
    await page.waitForURL(`**/inbox?status=closed&tag=${word}`);
    for (const title of titles) await page.getByTestId('case-row').filter({ hasText: title }).getByText('Closed').waitFor();
  });
});
