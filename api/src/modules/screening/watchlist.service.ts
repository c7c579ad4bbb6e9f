import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../core/errors.js';
import { isUuid } from '../../core/ids.js';
import { notify } from '../../core/notifications.js';
import { sqlOf } from '../../core/sql.js';
import { deleteListRows } from './commands/run-watchlist-import.command.js';
import { WATCHLISTS_CHANGED } from './screening.jobs.js';
import { Watchlist } from './watchlist.entity.js';
import { anAdmin, enforce } from '../../core/policy.js';
import type { Actor } from '../../core/principal.js';

/** At most this many lists exist in practice (each is a whole sanctions regime or data set). */
export const MAX_WATCHLISTS_LISTED = 200;

export class WatchlistService {
  list(em: EntityManager): Promise<Watchlist[]> {
    return em.find(Watchlist, {}, { orderBy: { name: 'asc' }, limit: MAX_WATCHLISTS_LISTED });
  }

  /**
   * Deletes a list with every version and upload, in one transaction; screening stops reading it at
   * once (on every replica). A running import finds its list gone and stops. An admin's. FORBIDDEN, NOT_FOUND.
   */
  async delete(em: EntityManager, actor: Actor, id: string): Promise<void> {
    enforce(anAdmin(actor));
    if (!isUuid(id)) throw notFound('Watchlist not found');
    await em.transactional(async (tx) => {
      const run = sqlOf(tx);
      const deleted = await run('delete from watchlists where id = $1 returning id', [id]);
      if (deleted.length === 0) throw notFound('Watchlist not found');
      await deleteListRows(run, id, null);
      await run('delete from watchlist_upload_parts where watchlist_id = $1', [id]);
      await notify(tx, WATCHLISTS_CHANGED, id);
    });
  }
}
