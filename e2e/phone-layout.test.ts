import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../api/test/support/processes.js';
import { SOUND_LATEST_YEAR, SOUND_PRIOR_YEAR } from '../api/test/support/factories.js';
import { adminToken, assessmentInput, createAnalyst, graphql, tokenFor } from './support/api.js';
import { signedInPage, useBrowser } from './support/browser.js';

const PHONE = { width: 390, height: 844 };

/** The client router's paths (client/src/app: routes.ts and App.tsx), read from the source so a new route is not missed. */
function routerPaths(): string[] {
  const source = ['client/src/app/routes.ts', 'client/src/app/App.tsx'].map((f) => readFileSync(path.join(ROOT, f), 'utf8')).join('\n');
  return [...new Set([...source.matchAll(/path[:=]\s*["'{]?\s*'?"?(\/[^'"\s}]*)/g)].map((m) => m[1]))];
}

/** How far the page itself is wider than the phone, and what sticks out (scroll containers may scroll inside). */
async function overflow(page: Page): Promise<{ scrollWidth: number; culprits: string[] }> {
  return page.evaluate((width) => {
    const culprits: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.right <= width + 0.5 || r.width === 0) continue;
      // Inside a container that scrolls or clips sideways, it does not widen the page.
      let p = el.parentElement;
      let clipped = false;
      while (p && p !== document.body) {
        const ox = getComputedStyle(p).overflowX;
        if (ox === 'auto' || ox === 'scroll' || ox === 'hidden' || ox === 'clip') {
          clipped = true;
          break;
        }
        p = p.parentElement;
      }
      if (!clipped)
        culprits.push(
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${el.className.toString().slice(0, 60)} right=${Math.round(r.right)}`,
        );
    }
    return { scrollWidth: document.documentElement.scrollWidth, culprits: culprits.slice(0, 5) };
  }, PHONE.width);
}

async function expectFits(page: Page, what: string) {
  const { scrollWidth, culprits } = await overflow(page);
  expect({ what, scrollWidth, culprits }).toEqual({ what, scrollWidth: PHONE.width, culprits: [] });
}

/** Every cell of the first column of the `selector` grid or table: sticky at the left edge over an opaque background. */
async function firstColumnStyles(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel);
    if (!root) return null;
    const cells =
      root.tagName === 'TABLE'
        ? Array.from(root.querySelectorAll('tr > :first-child'))
        : Array.from(root.querySelectorAll('[data-first-column]'));
    return cells.map((c) => {
      const s = getComputedStyle(c);
      return {
        position: s.position,
        left: s.left,
        opaque: s.backgroundColor !== 'rgba(0, 0, 0, 0)' && s.backgroundColor !== 'transparent',
      };
    });
  }, selector);
}

function expectSticky(styles: Awaited<ReturnType<typeof firstColumnStyles>>, what: string) {
  expect(styles, what).not.toBeNull();
  expect(styles!.length, what).toBeGreaterThan(3);
  expect(new Set(styles!.map((s) => JSON.stringify(s))), what).toEqual(
    new Set([JSON.stringify({ position: 'sticky', left: '0px', opaque: true })]),
  );
}

describe('every page fits a 390 px phone', () => {
  const session = useBrowser();
  // A name of its own, not the clock's: two runs in one second must not share a list.
  const runId = randomUUID().slice(0, 8);
  const listName = `E2E Phone List ${runId}`;
  let assessmentId = '';
  let counterpartyId = '';
  let caseId = '';
  let admin: Page;
  let analyst: Page;

  beforeAll(async () => {
    const token = await adminToken();
    // A list with one company, so the assessment below has a screening hit.
    const entity = {
      id: `E2E-PHONE-${runId}`,
      schema: 'Company',
      properties: { name: ['Zephyrine Quillmarrow Holdings'], country: ['gb'] },
    };
    await graphql(
      'mutation($input: ImportWatchlistInput!) { importWatchlist(input: $input) { watchlistId } }',
      { input: { name: listName, format: 'FTM', content: `${JSON.stringify(entity)}\n` } },
      token,
    );
    for (let i = 0; i < 120; i++) {
      const { watchlists } = await graphql<{ watchlists: { name: string; status: string }[] }>('{ watchlists { name status } }', {}, token);
      if (watchlists.find((l) => l.name === listName)?.status === 'ACTIVE') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const user = await createAnalyst('Phoebe');
    const analystToken = await tokenFor(user.email, user.password);
    const { createAssessment } = await graphql<{ createAssessment: { id: string; counterpartyId: string } }>(
      'mutation($input: CreateAssessmentInput!) { createAssessment(input: $input) { id counterpartyId } }',
      {
        input: assessmentInput('Zephyrine Quillmarrow Holdings', {
          financials: { currency: 'USD', requestedLimit: 400_000, statements: [SOUND_LATEST_YEAR, SOUND_PRIOR_YEAR] },
        }),
      },
      analystToken,
    );
    assessmentId = createAssessment.id;
    counterpartyId = createAssessment.counterpartyId;
    const { openCase } = await graphql<{ openCase: { id: string } }>(
      'mutation($cp: ID!) { openCase(counterpartyId: $cp, title: "Check the filings on a phone") { id } }',
      { cp: counterpartyId },
      analystToken,
    );
    caseId = openCase.id;
    admin = await signedInPage(session.browser);
    analyst = await signedInPage(session.browser, user.email, user.password);
    for (const p of [admin, analyst]) await p.setViewportSize(PHONE);
  });

  afterAll(async () => {
    const token = await adminToken();
    const { watchlists } = await graphql<{ watchlists: { id: string; name: string }[] }>('{ watchlists { id name } }', {}, token);
    for (const list of watchlists.filter((l) => l.name === listName))
      await graphql('mutation($id: ID!) { deleteWatchlist(id: $id) }', { id: list.id }, token);
  });

  /** Opens `url` and waits for the page's heading (or main content) to settle. */
  async function open(page: Page, url: string) {
    await page.goto(url);
    await page.locator('h1, h2').first().waitFor();
    await page.waitForLoadState('networkidle');
  }

  // Every screen in turn, two dozen of them: minutes on a slow or busy machine, not seconds.
  it('covers every route of the router, admin ones as the admin and the rest as an analyst', async () => {
    const paths = routerPaths();
    expect(paths).toContain('/admin/scorecard');
    const visited: string[] = [];
    for (const route of paths) {
      const id = route.startsWith('/cases/') ? caseId : route.startsWith('/counterparties/') ? counterpartyId : assessmentId;
      const url = route.replace(':id', id);
      const page = route.startsWith('/admin') ? admin : analyst;
      if (['/welcome', '/signin', '/login', '/signup', '/register'].includes(route)) {
        const ctx = await session.browser.newContext({ baseURL: new URL(analyst.url()).origin, viewport: PHONE });
        const anonymous = await ctx.newPage();
        await open(anonymous, url);
        await expectFits(anonymous, route);
        await ctx.close();
      } else {
        await open(page, url);
        await expectFits(page, route);
      }
      visited.push(route);
    }
    await open(analyst, '/no/such/page');
    await expectFits(analyst, '404');
    expect(visited).toEqual(paths);
  }, 240_000);

  it('keeps the row labels of the detail page spread in place while the years scroll sideways', async () => {
    await open(analyst, `/assessment/${assessmentId}`);
    await analyst.getByTestId('credit-spread').waitFor();
    await analyst.getByTestId('screening-hit').first().waitFor();
    await expectFits(analyst, 'detail with financials and a hit');
    expectSticky(await firstColumnStyles(analyst, '[data-testid="credit-spread"]'), 'spread');
  });

  it('keeps the row labels of the wizard figure grid in place while the years scroll sideways', async () => {
    await open(analyst, `/assessment/new`);
    await analyst.getByLabel('Company Name').fill('Phone Layout Ltd');
    await analyst.getByLabel('Country of Registration').fill('United Kingdom');
    await analyst.getByLabel('Country of Place of Business').fill('Germany');
    await analyst.getByLabel('Business Address').fill('1 Market Street, London');
    await analyst.getByRole('button', { name: 'Next' }).click();
    await analyst.getByLabel('Business Rationale').fill('Supplier of packaging for our European plants');
    await analyst.getByLabel('Service Type').fill('Supply');
    await analyst.getByRole('button', { name: 'Next' }).click();
    for (let step = 3; step <= 4 && !(await analyst.getByLabel('Trading Years').isVisible()); step++) {
      await analyst.getByRole('button', { name: 'Next' }).click();
    }
    await analyst.getByLabel('Trading Years').waitFor();
    await analyst.getByRole('button', { name: /Financial statements/ }).click();
    await analyst.getByRole('button', { name: 'Add year' }).click();
    await analyst.getByTestId('figure-grid').waitFor();
    await expectFits(analyst, 'wizard with two years of figures');
    expectSticky(await firstColumnStyles(analyst, '[data-testid="figure-grid"]'), 'figure grid');
  });
});
