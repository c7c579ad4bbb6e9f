import type { MikroORM } from '@mikro-orm/postgresql';
import type { ListRescreener } from './list-rescreener.js';
import type { Config } from '../../core/config.js';
import type { PgBoss } from '../../core/queue.js';
import type { ScreeningService } from './screening.service.js';
import type { WatchlistService } from './watchlist.service.js';

/** What the list imports need (the composition root supplies it). */
export interface ScreeningJobDeps {
  orm: MikroORM;
  queue: PgBoss;
  rescreen: ListRescreener;
  config: Pick<Config, 'WATCHLIST_MAX_SHRINK'>;
}

/** What the screening resolvers and routes need. */
export interface ScreeningSurfaceDeps {
  watchlists: WatchlistService;
  screening: ScreeningService;
  queue: PgBoss;
}
