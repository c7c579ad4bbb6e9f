import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { squish } from './analysed-text.js';

// Longer than any headline; the title goes back to the client and into the model's prompt.
const MAX_TITLE_CHARS = 500;

export interface Article {
  title: string;
  text: string;
}

/** The main text of an article page (Mozilla Readability), or the page's whole text as a fallback. */
export function extractArticle(html: string, url: string): Article {
  const { document } = parseHTML(html);
  const title = document.querySelector('title')?.textContent?.trim() ?? '';
  const parsed = new Readability(document, { charThreshold: 200 }).parse();
  const text = squish(parsed?.textContent ?? document.body?.textContent ?? '');
  return { title: (parsed?.title?.trim() || title || url).slice(0, MAX_TITLE_CHARS), text };
}
