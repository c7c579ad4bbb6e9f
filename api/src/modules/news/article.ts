import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

export interface Article {
  title: string;
  text: string;
}

/** The main text of an article page (Mozilla Readability), or the page's whole text as a fallback. */
export function extractArticle(html: string, url: string): Article {
  const { document } = parseHTML(html);
  const title = document.querySelector('title')?.textContent?.trim() ?? '';
  const parsed = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0], { charThreshold: 200 }).parse();
  const text = (parsed?.textContent ?? document.body?.textContent ?? '').replace(/\s+/g, ' ').trim();
  return { title: parsed?.title?.trim() || title || url, text };
}
