import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { squish } from './analysed-text.js';

// Longer than any headline; the title goes back to the client and into the model's prompt.
const MAX_TITLE_CHARS = 500;

export interface Article {
  title: string;
  text: string;
}

/**
 * The part of linkedom's document read here. Its own types need the DOM lib, which a server
 * project does not load (they resolve to nothing), so the shape is stated.
 */
interface PageDocument {
  querySelector(selector: string): { textContent: string | null } | null;
  body: { textContent: string | null } | null;
}

/** The main text of an article page (Mozilla Readability), or the page's whole text as a fallback. */
export function extractArticle(html: string, url: string): Article {
  const { document } = parseHTML(html) as unknown as { document: PageDocument };
  const title = document.querySelector('title')?.textContent?.trim() ?? '';
  // Needed where the DOM lib is loaded (the e2e project type-checks this file through the in-process API).
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  const parsed = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0], { charThreshold: 200 }).parse();
  const text = squish(parsed?.textContent ?? document.body?.textContent ?? '');
  return { title: (parsed?.title?.trim() || title || url).slice(0, MAX_TITLE_CHARS), text };
}
