import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../api/test/support/databases.js';
import { startApiInProcess, type InProcessApi } from '../api/test/support/in-process.js';
import { PROVIDER_CLIENT, startOidcProvider, type TestOidcProvider } from '../api/test/support/oidc-provider.js';
import { axeViolations } from './support/axe.js';
import { newPage, useBrowser } from './support/browser.js';

const LABEL = 'Acme ID';
const DOMAIN = 'acme.test';

/**
 * Single sign-on in the browser, through a real OpenID provider (oidc-provider on 127.0.0.1, its
 * built-in sign-in and consent pages) and an API of its own with OIDC_* set, on its own database.
 */
describe('single sign-on on /signin (OpenID Connect)', () => {
  const session = useBrowser();
  let idp: TestOidcProvider;
  let database: { url: string; drop(): Promise<void> };
  let api: InProcessApi;

  beforeAll(async () => {
    idp = await startOidcProvider();
    database = await createTestDatabase('e2e_sso');
    api = await startApiInProcess(database.url, {
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: PROVIDER_CLIENT.clientId,
      OIDC_CLIENT_SECRET: PROVIDER_CLIENT.clientSecret,
      OIDC_LABEL: LABEL,
      OIDC_AUTO_APPROVE_DOMAINS: DOMAIN,
    });
    idp.configure(`${api.url}/api/auth/oidc/callback`);
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
    await idp?.stop();
    if (!process.env.KEEP_TEST_DB) await database?.drop();
  });

  /** A page on this file's API whose requests never leave 127.0.0.1 (the provider's page asks for a web font). */
  async function localPage(): Promise<Page> {
    const { context, page } = await newPage(session.browser, api.url);
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
    return page;
  }

  /** Clicks "Sign in with …" and signs in on the provider's own pages (any password), consenting if asked. */
  async function signInAtProvider(page: Page, login: string): Promise<void> {
    await page.goto('/signin');
    await page.getByRole('link', { name: `Sign in with ${LABEL}` }).click();
    await page.waitForURL((url) => url.origin === idp.issuer);
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any-password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    const consent = page.getByRole('button', { name: 'Continue' });
    await Promise.race([consent.waitFor().then(() => consent.click()), page.waitForURL((url) => url.origin === api.url)]);
    await page.waitForURL((url) => url.origin === api.url);
  }

  it('"Sign in with …" signs in through the provider and lands on the dashboard, signed in', async () => {
    const login = `grace-${randomBytes(3).toString('hex')}`;
    idp.addPerson(login, { email: `${login}@${DOMAIN}`, email_verified: true, given_name: 'Grace', family_name: 'Hopper' });
    const page = await localPage();
    await page.goto('/signin');
    expect(await axeViolations(page), 'sign-in page with single sign-on').toEqual([]);

    await signInAtProvider(page, login);
    await page.getByText('Login successful').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    // Signed in as the provider's person: the header names them.
    await page.getByTestId('user-chip').getByText('Grace Hopper').waitFor();
    // The token left the address bar, and it is kept as a password sign-in's is.
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
  });

  it('an account that is not approved yet comes back to /signin with the pending message', async () => {
    const login = `pat-${randomBytes(3).toString('hex')}`;
    idp.addPerson(login, { email: `${login}@elsewhere.test`, email_verified: true, given_name: 'Pat' });
    const page = await localPage();
    await signInAtProvider(page, login);
    await page.waitForURL((url) => url.pathname === '/signin');
    await page
      .getByTestId('sso-error')
      .getByText(/pending admin approval/)
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });
});
