import type { DomainModule } from '../../core/module.js';
import { NewsScan } from './news-scan.entity.js';

/** News summaries and negative-news scans, over the safe fetcher. */
export const newsModule: DomainModule = {
  entities: [NewsScan],
};
