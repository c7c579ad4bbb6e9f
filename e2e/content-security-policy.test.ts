import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../api/test/support/processes.js';
import { baseUrl, signedInPage, useBrowser } from './support/browser.js';

const DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
];

/** Every <script> of a page that runs code of its own instead of loading a file, and inline handlers. */
function inlineScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs, body]) => !/\bsrc\s*=/.test(attrs) || body.trim() !== '')
    .map(([tag]) => tag);
  const handlers = [...html.matchAll(/<[^>]+\son[a-z]+\s*=/gi)].map(([tag]) => tag);
  return [...scripts, ...handlers, ...(html.match(/javascript:/gi) ?? [])];
}

describe('Content-Security-Policy', () => {
  const session = useBrowser();

  it('is sent with the client index, client routes, assets and the API', async () => {
    const index = await fetch(`${baseUrl()}/`);
    const html = await index.text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    for (const url of ['/', '/assessment/new', '/no/such/page', asset!, '/api/health']) {
      const res = await fetch(`${baseUrl()}${url}`);
      expect(res.ok || res.status === 404, url).toBe(true);
      const policy = res.headers.get('content-security-policy') ?? '';
      expect(policy.split('; '), url).toEqual(DIRECTIVES);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      // The test server speaks plain http: HSTS must not pin it to https.
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('has nothing inline in the served and the built index.html', async () => {
    const served = await (await fetch(`${baseUrl()}/`)).text();
    expect(served).toContain('<script type="module"');
    expect(inlineScripts(served)).toEqual([]);
    const built = path.join(ROOT, 'client/dist/index.html');
    if (existsSync(built)) expect(inlineScripts(readFileSync(built, 'utf8'))).toEqual([]);
    // The detector itself finds what it must.
    expect(inlineScripts('<script>alert(1)</script><script type="module" src="/a.js"></script><img src=x onerror="x()">')).toHaveLength(2);
  });

  it('lets the whole app run in Chromium without a single violation, styles included', async () => {
    const page = await signedInPage(session.browser);
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    for (const [url, text] of [
      ['/', 'Due Diligence Assessments'],
      ['/assessment/new', 'Step 1 of 5'],
      ['/batch', 'Download Template'],
      ['/profile', 'Member Since'],
      ['/admin', 'Admin Panel'],
      ['/admin/rules', 'Decision Rules'],
      ['/admin/ai-prompts', 'AI Prompts'],
    ] as const) {
      await page.goto(url);
      await page.getByText(text).first().waitFor();
    }
    // Emotion's injected <style> tags apply: the primary button is painted, not the browser's grey.
    const background = await page.getByRole('button', { name: 'Create Prompt' }).evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(background).not.toMatch(/^rgba\(0, 0, 0, 0\)$|^rgb\(239, 239, 239\)$/);
    expect(violations).toEqual([]);
  });
});
