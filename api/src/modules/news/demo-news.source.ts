import { badInput } from '../../core/errors.js';
import { squish } from './analysed-text.js';
import { DEMO_ARTICLES, type DemoArticle } from './demo-news.articles.js';
import type { NewsSource } from './news-source.js';
import type { FetchedPage } from '../../core/safe-fetch.js';

/** Where the API serves the demo's articles (news.routes.ts), under /api. */
const DEMO_NEWS_PATH = '/api/demo-news/';

const BY_SLUG = new Map(DEMO_ARTICLES.map((a) => [a.slug, a]));
// Where the API itself runs: the only hosts a demo article URL names.
const OWN_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const DAY_MS = 86_400_000;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
const lower = (text: string) => squish(text).toLowerCase();

/** The article's publication date: `daysAgo` days before today, 09:00 UTC. */
function published(article: DemoArticle): Date {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 9) - article.daysAgo * DAY_MS);
}

/** Whether the article names the company: a phrase search over its text, as a news search is. */
const names = (article: DemoArticle, company: string) =>
  lower([article.title, article.summary, ...article.paragraphs].join(' ')).includes(lower(company));

/**
 * The demo's news (NEWS_SOURCE=demo): a search of its fictional articles (demo-news.articles.ts) as
 * an RSS feed, and their pages, all built in. It reaches nothing, so the demo works offline and no
 * click in it makes an outbound request; any other URL is refused.
 */
export class DemoNewsSource implements NewsSource {
  /** `baseUrl`: where the demo's API answers (http://localhost:PORT), for the article links. */
  constructor(private readonly baseUrl: string) {}

  link(article: DemoArticle): string {
    return `${this.baseUrl}${DEMO_NEWS_PATH}${article.slug}`;
  }

  searchFeed(companyName: string, country: string): Promise<string> {
    const items = DEMO_ARTICLES.filter((a) => names(a, companyName))
      .sort((a, b) => a.daysAgo - b.daysAgo)
      .map(
        (a) => `<item><title>${escapeXml(a.title)}</title><link>${escapeXml(this.link(a))}</link><guid>${escapeXml(this.link(a))}</guid>
<pubDate>${published(a).toUTCString()}</pubDate><source url="${escapeXml(this.baseUrl)}">${escapeXml(a.source)}</source>
<description>${escapeXml(a.summary)}</description></item>`,
      );
    return Promise.resolve(`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>${escapeXml(`Demo news (fictional): "${companyName}" ${country}`)}</title>
<link>${escapeXml(this.baseUrl)}</link><description>The Counterparty demo's fictional news; nothing in it is real.</description>
${items.join('\n')}
</channel></rss>`);
  }

  articlePage(url: string): Promise<FetchedPage> {
    const article = BY_SLUG.get(demoSlug(url) ?? '');
    if (!article) {
      return Promise.reject(
        badInput(
          `The demo reads only its own fictional articles (the links of its news scans, ${this.baseUrl}${DEMO_NEWS_PATH}…); it fetches nothing from the internet`,
          'url',
        ),
      );
    }
    return Promise.resolve({ url: this.link(article), contentType: 'text/html', body: articleHtml(article) });
  }

  servedArticle(slug: string): string | null {
    const article = BY_SLUG.get(slug);
    return article ? articleHtml(article) : null;
  }
}

/** The slug of a demo article URL (http(s), on this machine, under /api/demo-news/), or null. */
function demoSlug(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !OWN_HOSTS.has(url.hostname)) return null;
  if (!url.pathname.startsWith(DEMO_NEWS_PATH)) return null;
  return url.pathname.slice(DEMO_NEWS_PATH.length);
}

/** An article's page, saying at the top, where a reader starts, that it is fiction. */
function articleHtml(article: DemoArticle): string {
  const date = published(article).toISOString().slice(0, 10);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(article.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:42rem;margin:2rem auto;padding:0 1rem;line-height:1.6;color:#1a202c}
.fiction{background:#fefcbf;border:1px solid #b7791f;border-radius:4px;padding:.5rem .75rem}.byline{color:#4a5568}</style></head>
<body><p class="fiction"><strong>Fictional article</strong> of the Counterparty demo: the companies, people, publication and events are invented.</p>
<article><h1>${escapeXml(article.title)}</h1>
<p class="byline">${escapeXml(article.source)}, ${date}.</p>
${article.paragraphs.map((p) => `<p>${escapeXml(p)}</p>`).join('\n')}
</article></body></html>`;
}
