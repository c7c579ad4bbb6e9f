import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAnalyst } from './support/api.js';
import { newPage, signIn, useBrowser } from './support/browser.js';

/**
 * Two-step verification in the browser (issue 28): a user sets up an authenticator app on
 * /profile (the key shown as text gives the codes, computed here as the app would), sees the ten
 * recovery codes once, then signs in with password and code, and with a recovery code once — the
 * same recovery code a second time is refused.
 *
 * The API takes a code once per 30-second step and allows one step of drift: the setup is confirmed
 * with this step's code and the sign-in uses the next step's, so nothing waits for the clock.
 */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });
/** Six digits no step near now has. */
async function wrongCode(secret: string): Promise<string> {
  const near = new Set(await Promise.all([-2, -1, 0, 1, 2].map((o) => codeAt(secret, o))));
  return ['000000', '111111', '222222', '333333', '444444', '555555'].find((c) => !near.has(c))!;
}

/** The password step, up to the second step's form. */
async function passwordStep(page: Page, email: string, password: string): Promise<void> {
  await signIn(page, email, password);
  await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
}

describe('two-step verification', () => {
  const session = useBrowser();

  it('a user sets up an authenticator app on /profile and signs in with a code, then with a recovery code once', async () => {
    const analyst = await createAnalyst('Twostep');
    const { page, context } = await newPage(session.browser);
    try {
      await signIn(page, analyst.email, analyst.password);
      await page.getByText('Login successful').waitFor();
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Set up authenticator app' }).click();

      // The QR code renders under the app's Content-Security-Policy (an <img> with a data: URL).
      const qr = page.getByTestId('totp-qr');
      await qr.waitFor();
      await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);

      await page.getByLabel('Code from the app').fill(await wrongCode(secret));
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('That code is not right').waitFor();
      await page.getByLabel('Code from the app').fill(await codeAt(secret));
      await page.getByRole('button', { name: 'Confirm' }).click();

      const list = page.getByTestId('recovery-codes');
      await list.waitFor();
      const codes = (await list.locator('li').allTextContents()).map((c) => c.trim());
      expect(codes).toHaveLength(10);
      for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
      await page.getByText('they will not be shown again').waitFor();
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await list.waitFor({ state: 'detached' });
      await page.getByTestId('totp-state').filter({ hasText: 'On' }).waitFor();
      await expect.poll(() => page.getByTestId('recovery-codes-left').textContent()).toBe('10');

      // Sign out, and in again: the password, then the app's code.
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(/\/welcome$/);
      await passwordStep(page, analyst.email, analyst.password);
      const codeField = page.getByLabel('Authentication code');
      expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
      await codeField.fill(await codeAt(secret, 1));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByText('Login successful').waitFor();
      await page.waitForURL((url) => url.pathname === '/');

      // With a recovery code, in a browser of its own.
      const other = await newPage(session.browser);
      try {
        await passwordStep(other.page, analyst.email, analyst.password);
        await other.page.getByRole('button', { name: 'Use a recovery code instead' }).click();
        await other.page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]);
        await other.page.getByRole('button', { name: 'Verify' }).click();
        await other.page.getByText('Login successful').waitFor();
        await other.page.goto('/profile');
        await expect.poll(() => other.page.getByTestId('recovery-codes-left').textContent()).toBe('9');
      } finally {
        await other.context.close();
      }

      // The same recovery code a second time: refused on its field.
      const third = await newPage(session.browser);
      try {
        await passwordStep(third.page, analyst.email, analyst.password);
        await third.page.getByRole('button', { name: 'Use a recovery code instead' }).click();
        await third.page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]);
        await third.page.getByRole('button', { name: 'Verify' }).click();
        await third.page.getByText('That code is not right').waitFor();
        expect(await third.page.getByText('Login successful').count()).toBe(0);
        expect(new URL(third.page.url()).pathname).toBe('/signin');
      } finally {
        await third.context.close();
      }
    } finally {
      await context.close();
    }
  });
});
