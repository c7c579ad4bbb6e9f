import type { AppModule } from '../app-module.js';
import { NewsScan } from './news-scan.entity.js';
import { NewsResolver } from './news.resolver.js';
import { registerNewsRoutes } from './news.routes.js';

/** News summaries and negative-news scans, over the safe fetcher. */
export const newsModule: AppModule = {
  entities: [NewsScan],
  resolvers: [NewsResolver],
  routes: registerNewsRoutes,
};
