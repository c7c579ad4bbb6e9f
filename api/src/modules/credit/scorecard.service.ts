import type { EntityManager } from '@mikro-orm/postgresql';
import { notify, type Notifications } from '../../core/notifications.js';
import { sqlOf } from '../../core/sql.js';
import { DEFAULT_SCORECARD, type Scorecard } from './scorecard.js';
import { ScorecardVersion } from './scorecard-version.entity.js';

const SCORECARD_CHANGED = 'cp_scorecard_changed';
/** How long a process trusts its copy when a notification could have been missed. */
const SCORECARD_TTL_MS = 60_000;

/** A scorecard and the version it is (what an analysis records). */
export interface VersionedScorecard {
  version: number;
  scorecard: Scorecard;
}

/** What a command that analyses statements needs of the scorecards: the latest version. */
export interface ScorecardSource {
  current(em: EntityManager): Promise<VersionedScorecard>;
}

/** The credit scorecard's versions: the latest scores new analyses; every process caches it. */
export class ScorecardService implements ScorecardSource {
  private cached?: { scorecard: VersionedScorecard; until: number };

  constructor(notifications: Notifications) {
    notifications.on(SCORECARD_CHANGED, () => (this.cached = undefined));
    notifications.onReset(() => (this.cached = undefined));
  }

  /** The latest version (the migration seeds version 1 with DEFAULT_SCORECARD). */
  async current(em: EntityManager): Promise<VersionedScorecard> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.scorecard;
    const [latest] = await sqlOf(em)<{ id: number; scorecard: Scorecard }>(
      `select id, scorecard from scorecard_versions order by id desc limit 1`,
    );
    const scorecard = latest ? { version: latest.id, scorecard: latest.scorecard } : { version: 0, scorecard: DEFAULT_SCORECARD };
    this.cached = { scorecard, until: Date.now() + SCORECARD_TTL_MS };
    return scorecard;
  }

  /** The versions, newest first. */
  versions(em: EntityManager, limit = 50): Promise<ScorecardVersion[]> {
    return em.find(ScorecardVersion, {}, { orderBy: { id: 'desc' }, limit: Math.min(Math.max(limit, 1), 500) });
  }

  /** A new version was written in `em`'s transaction: every process drops its copy on commit. */
  async changed(em: EntityManager): Promise<void> {
    this.cached = undefined;
    await notify(em, SCORECARD_CHANGED);
  }
}
