import type { EventPublisher } from '../../core/events.js';
import type { CaseDesk } from './case-desk.js';
import type { Mailer } from './mailer.js';
import type { PgBoss } from '../../core/queue.js';

/** What the casework resolvers and routes need. */
export interface CaseworkSurfaceDeps {
  events: EventPublisher;
  cases: CaseDesk;
  mailer: Mailer;
  /** To run the periodic review job now (admins). */
  queue: PgBoss;
}
