import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../../core/errors.js';
import { fullName } from '../../user/full-name.js';
import type { Scorecard } from '../scorecard.js';
import type { ScorecardVersion } from '../scorecard-version.entity.js';

/** Most versions a list returns; the default is 20. */
export const MAX_SCORECARD_VERSIONS = 100;
const DEFAULT_SCORECARD_VERSIONS = 20;

/** What reading the scorecard's versions needs: the versions, newest first. */
export interface ScorecardHistory {
  versions(em: EntityManager, limit?: number): Promise<ScorecardVersion[]>;
}

/** A scorecard version as both surfaces answer it (REST as is, GraphQL with its own scorecard shape). */
export interface ScorecardVersionView {
  version: number;
  createdAt: Date;
  /** "First Last" as it stood when the version was saved; null for the default version. */
  authorName: string | null;
  note: string | null;
  scorecard: Scorecard;
}

export function scorecardVersionView(v: ScorecardVersion): ScorecardVersionView {
  return {
    version: v.id,
    createdAt: v.createdAt,
    authorName: v.author ? fullName(v.author) || null : null,
    note: v.note ?? null,
    scorecard: v.scorecard,
  };
}

/** The latest version: the one new and edited assessments are scored on. NOT_FOUND before the migration seeded version 1. */
export async function currentScorecardCommand(em: EntityManager, scorecards: ScorecardHistory): Promise<ScorecardVersionView> {
  const [latest] = await scorecards.versions(em, 1);
  if (!latest) throw notFound('No scorecard version is stored');
  return scorecardVersionView(latest);
}

/** The versions, newest first: `limit` read as 1–100 (default 20; anything else clamped). */
export async function scorecardVersionsCommand(
  em: EntityManager,
  scorecards: ScorecardHistory,
  limit: unknown = DEFAULT_SCORECARD_VERSIONS,
): Promise<ScorecardVersionView[]> {
  const asked = typeof limit === 'number' ? limit : typeof limit === 'string' && limit.trim() !== '' ? Number(limit) : NaN;
  const size = Number.isFinite(asked) ? Math.min(Math.max(Math.trunc(asked), 1), MAX_SCORECARD_VERSIONS) : DEFAULT_SCORECARD_VERSIONS;
  return (await scorecards.versions(em, size)).map(scorecardVersionView);
}
