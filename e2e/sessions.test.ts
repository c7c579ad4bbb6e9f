import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { createAnalyst } from './support/api.js';
import { WCAG_AA } from './support/axe.js';
import { newPage, signIn, useBrowser } from './support/browser.js';

describe('sessions on /profile', () => {
  const session = useBrowser();

  it('a user signed in twice sees both sessions and signs the other out everywhere else, at 390 px wide', async () => {
    const analyst = await createAnalyst('Sessions');
    const phone = await newPage(session.browser);
    const laptop = await newPage(session.browser);
    try {
      await phone.page.setViewportSize({ width: 390, height: 844 });
      await signIn(laptop.page, analyst.email, analyst.password);
      await laptop.page.getByText('Login successful').waitFor();
      await signIn(phone.page, analyst.email, analyst.password);
      await phone.page.getByText('Login successful').waitFor();

      const { page } = phone;
      await page.goto('/profile');
      const card = page.getByTestId('sessions-card');
      await card.getByRole('heading', { name: 'Sessions' }).waitFor();
      const rows = card.getByTestId('session');
      await expect.poll(() => rows.count()).toBe(2);
      const current = rows.filter({ has: page.getByTestId('current-session') });
      await current.getByText('This session').waitFor();
      expect(await current.getByRole('button', { name: /^End session/ }).count()).toBe(0);
      const other = rows.filter({ hasNot: page.getByTestId('current-session') });
      await other.getByRole('button', { name: /^End session/ }).waitFor();
      // What each row tells: browser, how and when it was signed in, when last used.
      await other.getByText(/ on Linux$/).waitFor();
      await other.getByText('Password', { exact: true }).waitFor();
      await other.getByText('Last used').waitFor();
      // Readable on a phone: no sideways scrolling, and axe finds nothing in the card.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      const { violations } = await new AxeBuilder({ page }).include('[data-testid="sessions-card"]').withTags(WCAG_AA).analyze();
      expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

      // The laptop's session works until it is ended from the phone.
      await laptop.page.goto('/profile');
      await laptop.page.getByTestId('sessions-card').getByTestId('session').first().waitFor();

      await card.getByRole('button', { name: 'Sign out everywhere else' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Sign out everywhere else' });
      await confirm.getByText('1 session').waitFor();
      await confirm.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await confirm.waitFor({ state: 'detached' });
      await page.getByText('1 other session ended.').waitFor();
      await expect.poll(() => rows.count()).toBe(1);
      await current.waitFor();

      // The other browser is sent to /signin on its next visit to a signed-in page.
      await laptop.page.goto('/profile');
      await laptop.page.waitForURL(/\/signin$/);
      await laptop.page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
      // This one stays signed in.
      await page.reload();
      await expect.poll(() => rows.count()).toBe(1);
      expect(new URL(page.url()).pathname).toBe('/profile');
    } finally {
      await Promise.all([phone.context.close(), laptop.context.close()]);
    }
  });
});
