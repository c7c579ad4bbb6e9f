import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.0 and 2.1 success criteria of levels A and AA, as axe-core tags them. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's WCAG A/AA violations on the page as it is now, one line each: rule, impact, what to
 * fix and where — so a failing test says what broke without a rerun.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Let entry animations (dialogs, toasts) finish: a half-faded element has no stable contrast.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ')}]` : ''}`).join(' | ')}`,
  );
}
