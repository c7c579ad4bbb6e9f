import type { NewsService } from './news.service.js';

/** What the news resolvers and routes need. */
export interface NewsSurfaceDeps {
  news: NewsService;
}
