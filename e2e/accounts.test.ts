import { describe, expect, it } from 'vitest';
import { newPage, signedInPage, signIn, TEST_ADMIN, useBrowser } from './support/browser.js';

describe('accounts in the browser', () => {
  const session = useBrowser();

  it('register → pending toast → admin approves → user signs in → header shows name and role → logout', async () => {
    const email = `e2e-${Date.now()}@example.com`;
    const { page: visitor } = await newPage(session.browser);
    await visitor.goto('/register');
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByLabel('First Name').fill('Erin');
    await visitor.getByLabel('Last Name').fill('Example');
    await visitor.getByLabel('Password').fill('secret-pass');
    await visitor.getByRole('button', { name: 'Create Account' }).click();
    await visitor.getByText('Registration successful').waitFor();
    await visitor.getByText('pending admin approval', { exact: false }).first().waitFor();
    await visitor.waitForURL('**/signin');

    await signIn(visitor, email, 'secret-pass');
    await visitor.getByText('Your account is pending admin approval. Please contact an administrator.').waitFor();

    const admin = await signedInPage(session.browser);
    await admin.getByRole('link', { name: 'Admin', exact: true }).click();
    await admin.waitForURL('**/admin');
    const card = admin.getByTestId('user-card').filter({ hasText: email });
    await card.getByText('Pending Approval').waitFor();
    await card.getByRole('button', { name: 'Approve User' }).click();
    await admin.getByText('User Approved').waitFor();
    await admin.getByText('Erin Example can now log in').waitFor();
    expect(await card.getByText('Pending Approval').count()).toBe(0);

    await signIn(visitor, email, 'secret-pass');
    await visitor.getByText('Login successful').waitFor();
    await visitor.waitForURL((url) => url.pathname === '/');
    const chip = visitor.getByTestId('user-chip');
    await chip.getByText('Erin Example').waitFor();
    await chip.getByText('Analyst').waitFor();
    expect(await chip.getByText('EE').count()).toBe(1);
    expect(await visitor.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
    expect(await visitor.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);

    await visitor.goto('/admin');
    await visitor.getByText('Access Denied').waitFor();
    await visitor.waitForURL((url) => url.pathname === '/');

    await visitor.getByRole('button', { name: 'Logout' }).click();
    await visitor.waitForURL('**/welcome');
    expect(await visitor.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await visitor.goto('/profile');
    await visitor.waitForURL('**/signin');
  });

  it('shows the 404 page for unknown paths and keeps signed-out visitors on public pages', async () => {
    const { page } = await newPage(session.browser);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    await page.goto('/batch');
    await page.waitForURL('**/signin');
  });

  it('lets a user edit the profile, with Save enabled only after a change', async () => {
    const { page } = await newPage(session.browser);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.getByTestId('user-chip').click();
    await page.waitForURL('**/profile');
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByText('Administrator').first().waitFor();
    await page.getByLabel('Last Name').fill('Root');
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    await page.getByText('Profile updated').waitFor();
    await page.getByTestId('user-chip').getByText('Admin Root').waitFor();
    await page.getByLabel('First Name').fill('');
    await save.click();
    await page.getByText('First name is required').waitFor();
  });
});
