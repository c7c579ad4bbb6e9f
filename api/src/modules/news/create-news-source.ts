import type { Config } from '../../core/config.js';
import { DemoNewsSource } from './demo-news.source.js';
import { WebNewsSource, type NewsSource } from './news-source.js';

/** The source NEWS_SOURCE names; the demo's article links point at this API (http://localhost:PORT). */
export function createNewsSource(
  config: Pick<Config, 'NEWS_SOURCE' | 'NEWS_SEARCH_URL_TEMPLATE' | 'ALLOW_LOOPBACK_URLS' | 'NEWS_FETCH_TIMEOUT_MS' | 'PORT'>,
): NewsSource {
  return config.NEWS_SOURCE === 'demo'
    ? new DemoNewsSource(`http://localhost:${config.PORT}`)
    : new WebNewsSource(config.NEWS_SEARCH_URL_TEMPLATE, config.ALLOW_LOOPBACK_URLS, config.NEWS_FETCH_TIMEOUT_MS);
}
