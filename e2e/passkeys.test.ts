import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAnalyst } from './support/api.js';
import { baseUrl, newPage, signIn, useBrowser } from './support/browser.js';

/**
 * Passkeys in the browser (issue 28): an analyst adds a passkey on /profile with Chromium's
 * virtual authenticator (CDP WebAuthn domain, a platform authenticator with user verification),
 * signs out, and signs back in with "Sign in with a passkey" alone.
 *
 * The app is opened at http://localhost:<port>: a passkey's relying party id must be a host name,
 * and browsers refuse an IP address such as 127.0.0.1 (the test server listens there; localhost
 * resolves to it). With no WEBAUTHN_RP_ID or PUBLIC_URL set, the API takes the request's host.
 */
const localhost = () => {
  const url = new URL(baseUrl());
  url.hostname = 'localhost';
  return url.origin;
};

/** A virtual platform authenticator for `page`: holds discoverable passkeys, verifies the user, answers at once. */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

describe('passkeys', () => {
  const session = useBrowser();

  it('an analyst adds a passkey on /profile, signs out, and signs in with it alone', async () => {
    const analyst = await createAnalyst('Passkey');
    const { context, page } = await newPage(session.browser, localhost());
    try {
      const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
      await signIn(page, analyst.email, analyst.password);
      await page.getByText('Login successful').waitFor();

      await page.goto('/profile');
      const card = page.getByTestId('passkeys-card');
      await card.getByText('You have no passkeys yet.').waitFor();
      await card.getByLabel('Passkey name').fill('Test laptop');
      await card.getByRole('button', { name: 'Add a passkey' }).click();
      await page.getByText('Passkey added').waitFor();
      const row = card.getByTestId('passkey').filter({ hasText: 'Test laptop' });
      await row.waitFor();
      await row.getByText('Never').waitFor();

      // The virtual authenticator now holds one discoverable passkey for localhost.
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toHaveLength(1);
      expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/welcome');
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

      await page.goto('/signin');
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await page.getByText('Login successful').waitFor();
      await page.getByTestId('user-chip').getByText(`${analyst.firstName} ${analyst.lastName}`).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).not.toBeNull();

      // The passkey shows its use, and the authenticator's counter moved on.
      await page.goto('/profile');
      await card.getByTestId('passkey').filter({ hasText: 'Test laptop' }).getByText('Never').waitFor({ state: 'detached' });
      const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(after.credentials[0].signCount).toBeGreaterThan(credentials[0].signCount);
    } finally {
      await context.close();
    }
  });

  it('a passkey finishes a password sign-in as its second factor, and is renamed and removed on /profile', async () => {
    const analyst = await createAnalyst('Twostep');
    const { context, page } = await newPage(session.browser, localhost());
    try {
      await addVirtualAuthenticator(page);
      await signIn(page, analyst.email, analyst.password);
      await page.getByText('Login successful').waitFor();
      await page.goto('/profile');
      const card = page.getByTestId('passkeys-card');
      await card.getByRole('button', { name: 'Add a passkey' }).click();
      const row = card.getByTestId('passkey').filter({ hasText: 'Passkey' });
      await row.waitFor();

      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/welcome');
      await signIn(page, analyst.email, analyst.password);
      await page.getByText('Finish signing in with your second factor').waitFor();
      await page.getByRole('button', { name: 'Use a passkey' }).click();
      await page.getByText('Login successful').waitFor();

      await page.goto('/profile');
      await card.getByRole('button', { name: 'Rename passkey Passkey' }).click();
      const rename = page.getByRole('dialog', { name: 'Rename passkey' });
      await rename.getByLabel('Name').fill('Desk key');
      await rename.getByRole('button', { name: 'Save' }).click();
      await rename.waitFor({ state: 'detached' });
      await card.getByTestId('passkey-name').filter({ hasText: 'Desk key' }).waitFor();

      await card.getByRole('button', { name: 'Remove passkey Desk key' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Remove passkey' });
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await confirm.waitFor({ state: 'detached' });
      await card.getByText('You have no passkeys yet.').waitFor();
    } finally {
      await context.close();
    }
  });
});
