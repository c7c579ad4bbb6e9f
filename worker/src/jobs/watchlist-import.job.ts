import { runWatchlistImportCommand, type Services, type WatchlistImportJob } from '@counterparty/api';

/** One uploaded list file → a new active version of its list (or a failed import with the line and reason). */
export async function handleWatchlistImport(services: Services, job: WatchlistImportJob): Promise<void> {
  const started = Date.now();
  const outcome = await runWatchlistImportCommand(services.orm.em.fork(), job);
  console.log(`worker ${process.pid}: watchlist ${job.watchlistId} version ${job.version}: ${outcome} in ${Date.now() - started} ms`);
}
