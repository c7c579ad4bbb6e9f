import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActiveList, ScreeningMatch, ScreeningSubject } from './screening.service.js';

/** Screening as the commands that screen a counterparty take it (ScreeningService). */
export interface NameScreener {
  /** The lists screening reads. */
  activeLists(em: EntityManager): Promise<ActiveList[]>;
  /** Every subject screened against the active lists; see ScreeningService.screen. */
  screen(em: EntityManager, subjects: ScreeningSubject[], minScore?: number): Promise<{ lists: ActiveList[]; matches: ScreeningMatch[] }>;
}
