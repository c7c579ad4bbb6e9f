import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config.js';
import type { DomainError } from '../../core/errors.js';
import { DEMO_ARTICLES } from './demo-news.articles.js';
import { DemoNewsSource } from './demo-news.source.js';
import { parseFeed } from './feed.js';
import { createNewsSource } from './create-news-source.js';
import { WebNewsSource } from './news-source.js';

const BASE = 'http://localhost:3000';
const demo = new DemoNewsSource(BASE);

describe('the demo news source', () => {
  it('answers a search with the fictional articles that name the company, newest first, as an RSS feed', async () => {
    const items = parseFeed(await demo.searchFeed('  volkov maritime SERVICES ', 'Cyprus'));
    expect(items.map((i) => i.title)).toEqual([
      'Volkov Maritime Services named in asset freeze over tanker charters',
      'Port officials probe Volkov Maritime Services over falsified cargo papers',
    ]);
    expect(items[0]).toMatchObject({
      link: `${BASE}/api/demo-news/volkov-maritime-asset-freeze`,
      source: 'Harbourline Gazette (fictional)',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T09:00:00\.000Z$/),
    });
    expect(Date.parse(items[0].date!)).toBeGreaterThan(Date.parse(items[1].date!));
    // Markup in a name or a text is escaped, and read back as it was.
    expect(parseFeed(await demo.searchFeed('Alder & Finch Consulting', 'United Kingdom')).map((i) => i.title)).toEqual([
      'Alder & Finch Consulting opens a second office in Exampletown',
    ]);
    expect(parseFeed(await demo.searchFeed('Acme <b>Trading</b>', 'United Kingdom'))).toEqual([]);
  });

  it('reads its own articles by their links, on any loopback host and port, and refuses every other URL', async () => {
    for (const url of [
      `${BASE}/api/demo-news/kestrel-arms-export-ban`,
      'http://127.0.0.1:5173/api/demo-news/kestrel-arms-export-ban?utm=x#top',
      'https://[::1]/api/demo-news/kestrel-arms-export-ban',
    ]) {
      const page = await demo.articlePage(url);
      expect(page).toMatchObject({ url: `${BASE}/api/demo-news/kestrel-arms-export-ban`, contentType: 'text/html' });
      expect(page.body).toContain('<h1>Kestrel Arms Export and its director placed under export ban</h1>');
    }
    for (const url of [
      'https://news.example.com/api/demo-news/kestrel-arms-export-ban',
      'http://localhost:3000/api/demo-news/no-such-article',
      'http://localhost:3000/api/assessments',
      'ftp://localhost/api/demo-news/kestrel-arms-export-ban',
      'not a url',
    ]) {
      const error = await demo.articlePage(url).then(
        () => expect.unreachable(`${url} should have been refused`),
        (e: DomainError) => e,
      );
      expect(error).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'url',
        message: `The demo reads only its own fictional articles (the links of its news scans, ${BASE}/api/demo-news/…); it fetches nothing from the internet`,
      });
    }
  });

  it('serves each article as a page that says it is fiction', () => {
    expect(new Set(DEMO_ARTICLES.map((a) => a.slug)).size).toBe(DEMO_ARTICLES.length);
    for (const article of DEMO_ARTICLES) {
      expect(article.source).toMatch(/\(fictional\)$/);
      const page = demo.servedArticle(article.slug);
      expect(page).toContain('<strong>Fictional article</strong> of the Counterparty demo');
    }
    expect(demo.servedArticle('../etc/passwd')).toBeNull();
  });
});

describe('createNewsSource', () => {
  it('is the web through the safe fetcher unless NEWS_SOURCE=demo, which serves no page of its own outside the demo', () => {
    const web = createNewsSource(loadConfig({}));
    expect(web).toBeInstanceOf(WebNewsSource);
    expect(web.servedArticle('volkov-maritime-asset-freeze')).toBeNull();
    const source = createNewsSource(loadConfig({ NEWS_SOURCE: 'demo', PORT: '3100' }));
    expect(source).toBeInstanceOf(DemoNewsSource);
    expect((source as DemoNewsSource).link(DEMO_ARTICLES[0])).toBe(`http://localhost:3100/api/demo-news/${DEMO_ARTICLES[0].slug}`);
  });
});
