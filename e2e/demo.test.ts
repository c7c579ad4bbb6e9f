import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startProcess, waitFor, type Running } from '../api/test/support/processes.js';
import { newPage, signIn, useBrowser } from './support/browser.js';

/**
 * The evaluator's first hour: `npm start -- --demo` (here its supervisor from the sources, serving
 * the client global setup built) on an embedded PostgreSQL of its own, signed in with the accounts
 * it prints, showing every state the product knows.
 */
let demo: Running;
let url: string;
let dataDir: string;
const accounts = new Map<string, { email: string; password: string }>();

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'cp-demo-'));
  // As root the embedded PostgreSQL runs as the postgres user, which must reach its folder.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  demo = startProcess(
    'api/src/cli/start-all.ts',
    { DATABASE_URL: '', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), PORT: String(port), HOST: '127.0.0.1' },
    ['--demo'],
  );
  await waitFor(
    async () => (await fetch(`${url}/api/health`)).ok && /Counterparty worker \d+ ready/.test(demo.output()),
    120_000,
    () => `the demo did not start:\n${demo.output()}`,
  );
  // The sign-ins as printed: "   analyst  ada@demo.counterparty.test  demo-ada-2026".
  for (const [, role, email, password] of demo.output().matchAll(/^\s+(admin|analyst)\s+(\S+@\S+)\s+(\S+)$/gm)) {
    if (!accounts.has(role)) accounts.set(role, { email, password });
  }
}, 180_000);

afterAll(async () => {
  await demo?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(browser: Parameters<typeof newPage>[0], role: 'admin' | 'analyst'): Promise<Page> {
  const account = accounts.get(role);
  if (!account) throw new Error(`no ${role} sign-in printed:\n${demo.output()}`);
  const { page } = await newPage(browser, url);
  await signIn(page, account.email, account.password);
  await page.getByText('Login successful').waitFor();
  return page;
}

describe('npm start -- --demo', () => {
  const session = useBrowser();

  it('prints an admin and analyst sign-ins that work, and refuses to seed twice', () => {
    expect([...accounts.keys()].sort()).toEqual(['admin', 'analyst']);
    expect(demo.output()).toContain('Counterparty demo (fictional data)');
    expect(demo.output().match(/Seeding the demo/g)).toHaveLength(1);
  });

  it('an analyst sees the book in every state: approved, caution awaiting four-eyes, rejected by rule, a screening hit, an open alert, a batch with row errors', async () => {
    const page = await signedIn(session.browser, 'analyst');
    await page.goto('/');
    const cards = page.getByTestId('assessment-card');
    await cards.filter({ hasText: 'Brightwater Packaging Ltd' }).getByText('Approved').waitFor();
    await cards.filter({ hasText: 'Saltmarsh Timber Co' }).getByText('Pending review').waitFor();
    await cards.filter({ hasText: 'Saltmarsh Timber Co' }).getByText('Rules: Trade with Caution').waitFor();
    await cards.filter({ hasText: 'Granite Peak Mining Corp' }).getByText('Rejected').waitFor();

    await page.goto('/reviews');
    const queue = page.getByTestId('review-row');
    await queue.filter({ hasText: 'Saltmarsh Timber Co' }).waitFor();
    await queue.filter({ hasText: 'Volkov Maritime Services' }).waitFor();

    // The screening hit, with why it matched.
    await queue.filter({ hasText: 'Volkov Maritime Services' }).getByRole('link', { name: 'Volkov Maritime Services' }).click();
    await page.getByText('Volkov Maritime Services LLC', { exact: false }).first().waitFor();
    await page.getByText('Demo Sanctions List (fictional)', { exact: false }).first().waitFor();

    // A director confirmed on the list: a mandatory rejection by the rules (pending while another hit waits).
    await page.goto('/');
    await cards.filter({ hasText: 'Kestrel Arms Export' }).getByRole('link').first().click();
    await page.getByTestId('status-with-rules').first().getByText('Rejected', { exact: false }).first().waitFor();
    await page
      .getByTestId('rationale')
      .getByText('Automatic rejection: Confirmed sanctions or watchlist match', { exact: false })
      .waitFor();

    // Monitoring's open alert.
    await page.goto('/alerts');
    const alert = page.getByTestId('alert-item').filter({ hasText: 'Northwind Copper Traders' });
    await alert.getByText('Screening hit').waitFor();

    // The batch the worker processed, with its two bad rows.
    await page.goto('/batch');
    const batch = page.getByTestId('batch-history-item').filter({ hasText: 'demo-counterparties.csv' });
    await batch.waitFor();
    let shown: string | null = null;
    await waitFor(
      async () => {
        await page.reload();
        shown = await batch.textContent();
        return shown?.includes('3 successful') === true && shown.includes('2 failed');
      },
      30_000,
      () => `batch not processed: ${shown}`,
    );
    await batch.getByRole('button', { name: /demo-counterparties\.csv/ }).click();
    await page.getByText('Row 4', { exact: false }).first().waitFor();
  });

  it('shows a counterparty assessed before any list was loaded, screened when the list arrived, and the limit a reviewer approved', async () => {
    const page = await signedIn(session.browser, 'analyst');
    const open = async (company: string) => {
      await page.goto('/');
      await page.getByLabel('Search by company name').fill(company);
      await page
        .getByRole('link', { name: new RegExp(company) })
        .first()
        .click();
      await page.getByRole('heading', { name: company }).first().waitFor();
    };

    await open('Harbour Lantern Ceramics Ltd');
    const screening = page.getByTestId('screening');
    await screening.getByTestId('screening-status').getByText('Clear', { exact: true }).waitFor();
    await screening.getByText('Checked against: Demo Sanctions List (fictional) v2', { exact: false }).waitFor();
    await page.getByTestId('status-with-rules').first().getByText('Approved', { exact: true }).waitFor();
    // Its trail: created unscreened (caution, pending review), then the system's re-screening approved it.
    const trail = page.getByTestId('audit-trail');
    const rescreened = trail.getByRole('listitem').filter({ hasText: 'Re-screening: Demo Sanctions List (fictional) version 1' });
    await rescreened.waitFor();
    // The changes of that one entry: the list items beside it.
    const entry = rescreened.locator('xpath=ancestor::ul[1]');
    await entry.getByText('Screening Status: Clear', { exact: true }).waitFor();
    await entry.getByText("Rules' Decision: Approved", { exact: true }).waitFor();
    expect(await trail.getByTestId('audit-author').filter({ hasText: 'System' }).count()).toBeGreaterThan(0);

    await open('Fenwick Glassworks Ltd');
    await page
      .getByTestId('approved-limit')
      .getByText(/Approved on four-eyes review: GBP 250,000/)
      .waitFor();
  });

  it('the admin sees the demo team', async () => {
    const page = await signedIn(session.browser, 'admin');
    await page.goto('/admin');
    const users = page.getByTestId('user-card');
    await users.filter({ hasText: 'ada@demo.counterparty.test' }).waitFor();
    await users.filter({ hasText: 'ben@demo.counterparty.test' }).waitFor();
    expect(await users.count()).toBe(3);
  });
});
