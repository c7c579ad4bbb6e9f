import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { csvOf, validRows } from '../api/test/support/csv.js';
import { graphql } from './support/api.js';
import { axeViolations } from './support/axe.js';
import { newPage, signedInPage, useBrowser } from './support/browser.js';
import { REVIEW_URL } from './support/wizard.js';

const batch = {
  __typename: 'BatchUpload',
  totalRows: 10,
  processedRows: 10,
  createdAt: '2026-03-01T10:00:00.000Z',
  completedAt: '2026-03-01T10:00:05.000Z',
};
const FINISHED = {
  ...batch,
  id: '00000000-0000-4000-8000-0000000000b1',
  fileName: 'axe.csv',
  successfulRows: 2,
  failedRows: 8,
  status: 'COMPLETED',
};
const FAILED = {
  ...batch,
  id: '00000000-0000-4000-8000-0000000000b2',
  fileName: 'broken.csv',
  processedRows: 4,
  successfulRows: 0,
  failedRows: 4,
  status: 'FAILED',
};
const ROW_ERRORS = Array.from({ length: 8 }, (_, i) => ({
  __typename: 'BatchRowErrorType',
  row: i + 3,
  error: 'Company name is required',
}));

/** The two assessments FINISHED's successful rows became. */
const BATCH_RESULTS = {
  __typename: 'BatchUpload',
  id: FINISHED.id,
  assessments: [
    {
      row: 2,
      assessmentId: '00000000-0000-4000-8000-0000000000f1',
      companyName: 'Axe Batch 0',
      status: 'APPROVED',
      reviewStatus: 'NOT_REQUIRED',
    },
    {
      row: 4,
      assessmentId: '00000000-0000-4000-8000-0000000000f2',
      companyName: 'Axe Batch 1',
      status: 'PENDING_REVIEW',
      reviewStatus: 'PENDING',
    },
  ].map((a) => ({ __typename: 'BatchAssessmentType', ...a })),
};

/** A pending admin-account change, as the API answers it with REQUIRE_ADMIN_APPROVAL (off on the shared API). */
const ADMIN_CHANGE = {
  __typename: 'AccountChangeProposal',
  id: '00000000-0000-4000-8000-0000000000c1',
  status: 'PENDING',
  action: 'CHANGE_ROLE',
  userId: '00000000-0000-4000-8000-0000000000d1',
  account: {
    __typename: 'ProposedAccountType',
    email: 'axe-candidate@example.com',
    firstName: 'Axel',
    lastName: 'Candidate',
    role: 'admin',
  },
  proposedBy: {
    __typename: 'UserSummary',
    id: '00000000-0000-4000-8000-0000000000e1',
    firstName: 'Other',
    lastName: 'Admin',
    deleted: false,
  },
  proposedAt: new Date().toISOString(),
  // Proposed by another admin: the viewer may approve or reject it.
  viewerCan: { __typename: 'ProposalViewerCan', approve: true, reject: true },
};

/**
 * Every screen (and dialog) scanned with axe-core against WCAG 2.0/2.1 A and AA in Chromium, at
 * zero violations: public pages, every wizard step (with validation errors and rejection
 * warnings on screen), the result, the detail, the dashboard with analytics, batch, profile, the
 * admin screens with their dialogs (the account audit log and pending admin changes among them),
 * alerts, the review queue, screening a name, the 404 page, and a few screens at 390 px wide (the
 * header's menu open).
 */
describe('accessibility (axe-core, WCAG 2 A/AA)', () => {
  const session = useBrowser();
  let page: Page;
  const company = `Axe Audit ${Date.now()}`;

  /** Fails with the page's violations listed under its name. */
  const expectClean = async (name: string) => expect(await axeViolations(page), name).toEqual([]);

  it('public pages: landing, sign-in, sign-up (with errors), 404', async () => {
    ({ page } = await newPage(session.browser));
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    await expectClean('landing /');
    await page.goto('/welcome');
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    await expectClean('landing /welcome');

    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await expectClean('sign-in');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Email is required').waitFor();
    await expectClean('sign-in with errors');

    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create Account' }).waitFor();
    await expectClean('sign-up');
    await page.getByLabel('Password').fill('abc');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await expectClean('sign-up with errors');

    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await expectClean('404 signed out');
    await page.context().close();
  });

  it('the five wizard steps, with errors and warnings on screen, and the result', async () => {
    page = await signedInPage(session.browser);
    await page.goto('/assessment/new');
    await page.getByText('Step 1 of 5').waitFor();
    await expectClean('wizard step 1');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Company name is required').waitFor();
    await expectClean('wizard step 1 with errors');
    await page.getByLabel('Company Name').fill(company);
    await page.getByLabel('Country of Registration').fill('United Kingdom');
    await page.getByLabel('Country of Place of Business').fill('Germany');
    await page.getByLabel('Business Address').fill('1 Market Street, London');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByText('Step 2 of 5').waitFor();
    await expectClean('wizard step 2');
    await page.getByLabel('Business Rationale').fill('Supplier of packaging for our European plants');
    await page.getByLabel('Service Type').fill('Supply');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByText('Step 3 of 5').waitFor();
    await page.getByText('The company has legal actions, fines, or sanctions against it').click();
    await page.getByText('Companies with legal actions, fines, or sanctions will be automatically rejected.').waitFor();
    await expectClean('wizard step 3 with the rejection warning');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByText('Step 4 of 5').waitFor();
    await page.getByRole('radiogroup', { name: 'Is management transparent and of good reputation?' }).getByText('Unknown').click();
    await page.getByText('Companies without confirmed management transparency and reputation will be automatically rejected.').waitFor();
    await expectClean('wizard step 4 with the rejection warning');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByText('Step 5 of 5').waitFor();
    await expectClean('wizard step 5');
    await page.getByRole('button', { name: 'Review Assessment' }).click();
    await page.waitForURL(REVIEW_URL);
    await page.getByText('Rejected', { exact: true }).first().waitFor();
    await page.getByText('AI News Analysis').waitFor();
    await expectClean('review (result)');
  });

  it('detail and dashboard with analytics', async () => {
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.getByText('Analytics Overview').waitFor();
    const card = page.getByTestId('assessment-card').filter({ hasText: company });
    await card.waitFor();
    await expectClean('dashboard');
    await card.getByText(company).click();
    await page.waitForURL(/\/assessment\/[0-9a-f-]{36}$/);
    await page.getByText('Audit Trail').waitFor();
    await page.getByText('Assessment Created').waitFor();
    await expectClean('assessment detail');
    await page.goto('/assessment/00000000-0000-4000-8000-000000000000');
    await page.getByText('Assessment not found').waitFor();
    await expectClean('assessment not found');
  });

  it('batch upload with a finished batch, its errors and the history', async () => {
    await page.goto('/batch');
    await page.getByRole('button', { name: 'Download Template' }).waitFor();
    await expectClean('batch');
    // Batches are one shared history (and another file expects it empty), so this screen's batch
    // states come from canned answers to its three operations instead of a real upload.
    await page.route('**/graphql', async (route) => {
      const operation = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
      const data =
        operation === 'UploadBatch'
          ? { uploadBatch: { __typename: 'UploadBatchResult', batchId: FINISHED.id, totalRows: FINISHED.totalRows } }
          : operation === 'Batch'
            ? { batch: { ...FINISHED, errors: ROW_ERRORS } }
            : operation === 'BatchAssessments'
              ? { batch: BATCH_RESULTS }
              : operation === 'Batches'
                ? { batches: [FINISHED, FAILED] }
                : null;
      return data ? route.fulfill({ json: { data } }) : route.fallback();
    });
    await page.reload();
    await page.getByTestId('batch-history-item').first().waitFor();
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'axe.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf(validRows('Axe Batch', 2))) });
    await page.getByRole('button', { name: 'Upload & Process' }).click();
    const status = page.getByTestId('batch-status');
    await status.getByText('Completed').waitFor();
    await status.getByText('... and 3 more errors').waitFor();
    await page.getByTestId('batch-results').getByRole('link', { name: 'Axe Batch 1' }).waitFor();
    await expectClean('batch with status, errors, the assessments created and history');
    await page.unroute('**/graphql');
  });

  it('profile with the change-password form and its errors', async () => {
    await page.goto('/profile');
    await page.getByText('Member Since').waitFor();
    await expectClean('profile');
    await page.getByLabel('Current Password').fill('not-the-password');
    await page.getByLabel('New Password', { exact: true }).fill('another-pass-1');
    await page.getByLabel('Confirm New Password').fill('another-pass-1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Current password is incorrect').waitFor();
    await expectClean('profile with a server error on a field');
  });

  it('admin users, with a pending account and the Create User dialog', async () => {
    const email = `axe-pending-${Date.now()}@example.com`;
    await graphql('mutation($input: RegisterInput!) { register(input: $input) { id } }', {
      input: { email, password: 'pending-pass', firstName: 'Penny', lastName: 'Pending' },
    });
    await page.goto('/admin');
    await page.getByTestId('user-card').filter({ hasText: email }).getByText('Pending Approval').waitFor();
    await expectClean('admin users');
    await page.getByRole('button', { name: 'Create User' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('First Name').fill('Penny');
    await dialog.getByLabel('Password').fill('pending-pass');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await dialog.getByText('An account with this email already exists').waitFor();
    await expectClean('create user dialog with a server error on a field');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('admin account audit log (filtered) and the pending admin changes card with its reject dialog', async () => {
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Account Audit Log' }).click();
    await page.getByRole('heading', { name: 'Account Audit Log', level: 1 }).waitFor();
    await page.getByTestId('account-audit-entry').first().waitFor();
    await expectClean('account audit log');
    await page.getByLabel('Action').selectOption({ label: 'Registered' });
    await page.getByTestId('account-audit-entry').first().getByText('Registered', { exact: true }).waitFor();
    await expectClean('account audit log filtered');

    // The card shows only with the setting on or proposals pending: canned answers to its two queries.
    await page.route('**/graphql', async (route) => {
      const operation = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
      const data =
        operation === 'AdminApprovalRequired'
          ? { adminApprovalRequired: true }
          : operation === 'AccountChangeProposals'
            ? { accountChangeProposals: [ADMIN_CHANGE] }
            : null;
      return data ? route.fulfill({ json: { data } }) : route.fallback();
    });
    await page.goto('/admin');
    const change = page.getByTestId('admin-change').filter({ hasText: 'Promoting Axel Candidate to admin' });
    await change.getByRole('button', { name: /^Approve/ }).waitFor();
    await page.getByTestId('user-card').first().waitFor();
    await expectClean('admin with a pending admin change');
    await change.getByRole('button', { name: /^Reject/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('A note is required').waitFor();
    await expectClean('reject admin change dialog with errors');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.unroute('**/graphql');
  });

  it('admin rules with the rule dialog and its impact preview', async () => {
    await page.goto('/admin/rules');
    await page.getByTestId('rule-card').first().waitFor();
    await page.getByTestId('rule-versions').waitFor();
    await expectClean('admin rules');
    await page.getByRole('button', { name: 'Create Rule' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Axe rule');
    await dialog.getByLabel('Value').fill('true');
    await dialog.getByLabel('Message').fill('Axe message');
    await dialog.getByRole('button', { name: 'Preview impact' }).click();
    await dialog.getByTestId('impact-preview').waitFor();
    await expectClean('rule dialog with the impact preview');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('admin credit scorecard with its impact preview and a server error on a field', async () => {
    await page.goto('/admin/scorecard');
    await page.getByTestId('scorecard-current').waitFor();
    await page.getByTestId('scorecard-versions').getByText('v1').waitFor();
    await expectClean('admin scorecard');
    await page.getByRole('button', { name: 'Preview impact' }).click();
    await page.getByTestId('scorecard-impact').waitFor();
    // The scorecard as it stands, previewed against itself: nothing the edit could cause, so 0.
    await page
      .getByTestId('scorecard-impact')
      .getByText(/^0 of \d+ assessments with statements would change/)
      .waitFor();
    await expectClean('scorecard with the impact preview');
    // Previewed, not saved: the replay validates exactly as a save and stores nothing.
    await page.getByLabel('Current ratio band 3 points').fill('150');
    await page.getByRole('button', { name: 'Preview impact' }).click();
    await page.getByText('Points must be from 0 to 100').waitFor();
    await expectClean('scorecard with a server error on a field');
  });

  it('admin AI prompts with the prompt dialog', async () => {
    await page.goto('/admin/ai-prompts');
    await page.getByTestId('ai-prompt-card').first().waitFor();
    await expectClean('admin AI prompts');
    await page.getByRole('button', { name: 'Create Prompt' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Name is required').waitFor();
    await expectClean('AI prompt dialog with errors');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('admin watchlists with the import dialog and its errors', async () => {
    await page.goto('/admin/watchlists');
    await page.getByRole('heading', { name: 'Watchlists', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Screen' }).waitFor();
    await expectClean('admin watchlists');
    await page.getByRole('button', { name: 'Import List' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Format').selectOption('OFAC_SDN_CSV');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Name is required').waitFor();
    await expectClean('import list dialog with errors');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('alerts, the review queue, and admin webhooks with the Add Endpoint dialog and its errors', async () => {
    await page.goto('/alerts');
    await page.getByRole('heading', { name: 'Alerts', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Open', exact: true }).waitFor();
    await expectClean('alerts');
    await page.goto('/reviews');
    await page.getByRole('heading', { name: 'Review Queue', level: 1 }).waitFor();
    await page.getByTestId('review-queue').or(page.getByText('Nothing to review')).first().waitFor();
    await expectClean('review queue');
    await page.goto('/admin/webhooks');
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await page.getByTestId('webhook-endpoint').first().or(page.getByText('No webhook endpoints yet')).first().waitFor();
    await expectClean('admin webhooks');
    await page.getByRole('button', { name: 'Add Endpoint' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add Endpoint' }).click();
    await dialog.getByText('URL is required').waitFor();
    await expectClean('add endpoint dialog with errors');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('screening a name on /screening', async () => {
    await page.goto('/screening');
    const search = page.getByRole('search', { name: 'Screen a name' });
    await search.getByRole('button', { name: 'Screen' }).click();
    await search.getByText('Enter a name to screen').waitFor();
    await expectClean('screening with an error');
    await search.getByLabel('Name to screen').fill('Axe Audit Holdings');
    await search.getByRole('button', { name: 'Screen' }).click();
    await page.getByTestId('screen-outcome').waitFor();
    await expectClean('screening with an outcome');
  });

  it('at 390 px: the dashboard with the menu open, an assessment, and an admin table', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByTestId('assessment-card').first().waitFor();
    await expectClean('dashboard at 390 px');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Screening' }).waitFor();
    await expectClean('dashboard at 390 px with the menu open');
    await page.getByTestId('assessment-card').first().getByRole('link').first().click();
    await page.waitForURL(/\/assessment\/[0-9a-f-]{36}$/);
    await page.getByText('Audit Trail').waitFor();
    await expectClean('assessment detail at 390 px');
    await page.goto('/admin/audit-log');
    await page.getByTestId('account-audit-entry').first().waitFor();
    await expectClean('account audit log at 390 px');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('404 while signed in', async () => {
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await expectClean('404 signed in');
  });
});
