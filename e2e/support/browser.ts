import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { TEST_ADMIN } from '../../api/test/support/processes.js';
import { launchBrowser } from './chromium.js';

export { launchBrowser };

export { TEST_ADMIN };

/**
 * The app of this file: the one global setup started for the pool slot the file runs in, so files
 * running side by side never share a database (VITEST_POOL_ID is 1…maxWorkers, unique among them).
 */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  const slot = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[slot - 1];
  if (!url) throw new Error(`No e2e app for pool slot ${slot} (global setup started ${urls.length})`);
  return url;
}

/** A fresh browser profile (own localStorage) pointed at the test server, or at `origin` (a server a test started itself). */
export async function newPage(browser: Browser, origin = baseUrl()): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // A condition's wait, not a timing: a page on a machine busy with other browsers and servers may take this long to show it.
  page.setDefaultTimeout(30_000);
  return { context, page };
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** A browser page already signed in (as the test admin unless told otherwise), on the test server unless told `origin`. */
export async function signedInPage(
  browser: Browser,
  email = TEST_ADMIN.email,
  password = TEST_ADMIN.password,
  origin = baseUrl(),
): Promise<Page> {
  const { page } = await newPage(browser, origin);
  await signIn(page, email, password);
  await page.getByText('Login successful').waitFor();
  return page;
}

/** The browser (and, when asked for, the signed-in page) that a describe block's tests share. */
export interface BrowserSession {
  readonly browser: Browser;
  /** Signed in as the test admin; only with `useBrowser({ signedIn: true })`. */
  readonly page: Page;
}

/**
 * Launches the browser before the tests of the enclosing describe block, and with `signedIn` opens
 * a page signed in as the test admin; closes the browser after them. Read the session's fields in
 * tests and hooks, once `beforeAll` has run.
 */
export function useBrowser({ signedIn = false }: { signedIn?: boolean } = {}): BrowserSession {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    if (signedIn) page = await signedInPage(browser);
  });
  afterAll(() => browser?.close());
  return {
    get browser() {
      if (!browser) throw new Error('The browser is not launched yet: read it inside a test or hook');
      return browser;
    },
    get page() {
      if (!page)
        throw new Error(
          signedIn ? 'The page is not open yet: read it inside a test or hook' : 'useBrowser({ signedIn: true }) opens a page',
        );
      return page;
    },
  };
}
