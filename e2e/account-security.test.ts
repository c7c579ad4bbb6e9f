import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAnalyst } from './support/api.js';
import { newPage, signedInPage, signIn, useBrowser } from './support/browser.js';

const draft = (page: Page) => page.evaluate(() => localStorage.getItem('assessment_form'));
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token'));

/** The test admin's /admin page and the card of `email` on it. */
async function adminCard(browser: Browser, email: string) {
  const page = await signedInPage(browser);
  const context = page.context();
  await page.goto('/admin');
  const card = page.getByTestId('user-card').filter({ hasText: email });
  await card.waitFor();
  return { page, context, card };
}

describe('account security in the browser', () => {
  const session = useBrowser();

  it('logout clears the wizard draft, so the next person at the browser starts empty', async () => {
    const next = await createAnalyst('Nora');
    const page = await signedInPage(session.browser);
    await page.goto('/assessment/new');
    await page.getByText('Step 1 of 5').waitFor();
    await page.getByLabel('Company Name').fill('Draft Holdings');
    await page.getByLabel('Country of Registration').fill('France');
    await page.getByLabel('Country of Place of Business').fill('Spain');
    await page.getByLabel('Business Address').fill('2 Rue de Rivoli, Paris');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Step 2 of 5').waitFor();
    expect(await draft(page)).toContain('Draft Holdings');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/welcome');
    expect(await draft(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    // Without a reload, so the app's memory is what is checked, not only storage.
    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await page.waitForURL('**/signin');
    await page.getByLabel('Email').fill(next.email);
    await page.getByLabel('Password').fill(next.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByTestId('user-chip').getByText('Nora Tester').waitFor();
    await page.getByRole('link', { name: 'New Assessment' }).first().click();
    await page.getByText('Step 1 of 5').waitFor();
    for (const label of ['Company Name', 'Country of Registration', 'Country of Place of Business', 'Business Address']) {
      expect(await page.getByLabel(label).inputValue(), label).toBe('');
    }
    expect((await draft(page)) ?? '').not.toContain('Draft Holdings');
  });

  it('a user changes their own password on /profile: other sessions end, this one stays, only the new password signs in', async () => {
    const user = await createAnalyst('Paula');
    const elsewhere = await signedInPage(session.browser, user.email, user.password);

    const page = await signedInPage(session.browser, user.email, user.password);
    await page.getByTestId('user-chip').click();
    await page.waitForURL('**/profile');
    const submit = page.getByRole('button', { name: 'Change Password' });

    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm New Password').fill('brand-new-typo');
    await submit.click();
    await page.getByText('Passwords do not match').waitFor();

    // The server's answer lands on its field, and a wrong current password does not sign out.
    await page.getByLabel('Confirm New Password').fill('brand-new-pass');
    await submit.click();
    await page.getByText('Current password is incorrect').waitFor();
    expect(await storedToken(page)).toBeTruthy();

    await page.getByLabel('Current Password').fill(user.password);
    await submit.click();
    await page.getByText('Password changed').waitFor();
    expect(await page.getByLabel('Current Password').inputValue()).toBe('');

    // This session stays; the other browser is signed out on its next request.
    await page.goto('/profile');
    await page.getByText('Member Since').waitFor();
    await elsewhere.goto('/batch');
    await elsewhere.waitForURL('**/signin');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/welcome');
    await signIn(page, user.email, user.password);
    await page.getByText('Login failed').waitFor();
    await page.getByText('Invalid email or password').waitFor();
    await signIn(page, user.email, 'brand-new-pass');
    await page.getByText('Login successful').waitFor();
    await page.getByTestId('user-chip').getByText('Paula Tester').waitFor();
  });

  it('an admin suspends a user who has the app open: their next request signs them out, sign-in says why, reinstating lets them back', async () => {
    const user = await createAnalyst('Sam');
    const { page: member } = await newPage(session.browser);
    await signIn(member, user.email, user.password);
    await member.getByText('Login successful').waitFor();
    await member.getByText('Due Diligence Assessments').waitFor();

    const { page: admin, card } = await adminCard(session.browser, user.email);
    await card.getByRole('button', { name: 'Suspend' }).click();
    let dialog = admin.getByRole('alertdialog');
    await dialog.getByText(`Suspend Sam Tester (${user.email})?`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await admin.getByText('User Suspended').waitFor();
    await card.getByText('Suspended', { exact: true }).waitFor();

    // No reload: the member's next request is refused, and the open app signs out to /signin.
    await member.getByRole('link', { name: 'Batch Upload' }).click();
    await member.waitForURL('**/signin');
    expect(await storedToken(member)).toBeNull();
    await signIn(member, user.email, user.password);
    await member.getByText('Your account has been suspended. Please contact an administrator.').waitFor();

    await card.getByRole('button', { name: 'Reinstate' }).click();
    dialog = admin.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Reinstate' }).click();
    await admin.getByText('User Reinstated').waitFor();
    await card.getByRole('button', { name: 'Suspend' }).waitFor();
    expect(await card.getByText('Suspended', { exact: true }).count()).toBe(0);

    await signIn(member, user.email, user.password);
    await member.getByText('Login successful').waitFor();
    await member.getByTestId('user-chip').getByText('Sam Tester').waitFor();
  });

  it('an admin resets a password: the temporary one is shown once with a copy button, and signs in', async () => {
    const user = await createAnalyst('Rita');
    const { page: admin, context, card } = await adminCard(session.browser, user.email);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await card.getByRole('button', { name: 'Reset Password' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Reset Password' }).click();
    const shown = admin.getByTestId('temporary-password');
    await shown.waitFor();
    const temporary = await shown.inputValue();
    expect(temporary.length).toBeGreaterThanOrEqual(12);
    await admin.getByRole('button', { name: 'Copy temporary password' }).click();
    await admin.waitForFunction((expected) => navigator.clipboard.readText().then((t) => t === expected), temporary);
    await admin.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    expect(await admin.getByText(temporary).count()).toBe(0);

    const { page } = await newPage(session.browser);
    await signIn(page, user.email, user.password);
    await page.getByText('Invalid email or password').waitFor();
    await signIn(page, user.email, temporary);
    await page.getByText('Login successful').waitFor();
  });
});
