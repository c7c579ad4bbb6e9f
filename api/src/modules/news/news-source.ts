import { FEED_TYPES, HTML_TYPES, safeFetch, type FetchedPage } from '../../core/safe-fetch.js';

/** Where news scans and summaries read (NEWS_SOURCE): the web, or the demo's fictional news. */
export interface NewsSource {
  /** The RSS/Atom feed of a news search for a company, narrowed by country. Rejects when it cannot be read. */
  searchFeed(companyName: string, country: string): Promise<string>;
  /** The HTML page of an article a user named. BAD_USER_INPUT (field url) naming why it cannot be read. */
  articlePage(url: string): Promise<FetchedPage>;
  /** An article page the product serves itself (GET /api/demo-news/:slug), or null: the web source serves none. */
  servedArticle(slug: string): string | null;
}

/** The web: the feed of NEWS_SEARCH_URL_TEMPLATE and the pages users name, through the safe fetcher. */
export class WebNewsSource implements NewsSource {
  constructor(
    private readonly searchUrlTemplate: string,
    private readonly allowLoopback: boolean,
    /** NEWS_FETCH_TIMEOUT_MS: the longest one feed or page fetch may take. */
    private readonly fetchTimeoutMs: number,
  ) {}

  async searchFeed(companyName: string, country: string): Promise<string> {
    const query = encodeURIComponent(`"${companyName}" ${country}`);
    const feed = await safeFetch(this.searchUrlTemplate.replace('{query}', query), {
      accept: FEED_TYPES,
      allowLoopback: this.allowLoopback,
      timeoutMs: this.fetchTimeoutMs,
    });
    return feed.body;
  }

  articlePage(url: string): Promise<FetchedPage> {
    return safeFetch(url, { accept: HTML_TYPES, allowLoopback: this.allowLoopback, timeoutMs: this.fetchTimeoutMs });
  }

  servedArticle(): null {
    return null;
  }
}
