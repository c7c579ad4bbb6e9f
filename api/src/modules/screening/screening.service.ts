import type { EntityManager } from '@mikro-orm/postgresql';
import type { Notifications } from '../../core/notifications.js';
import { runnerOf } from '../assessment/assessment.writer.js';
import { countryCodes } from './matching/countries.js';
import { normalizeName, type NormalizedName } from './matching/normalize-name.js';
import { retrievalKeys } from './matching/retrieval-keys.js';
import { MATCH_THRESHOLD, scoreMatch, type MatchSchema } from './matching/score-match.js';
import { WATCHLISTS_CHANGED } from './screening.jobs.js';

/** Candidates fetched per screened name: the trigram index orders them, scoring picks. */
const CANDIDATES_PER_NAME = 25;
/** Whether a name needs retrieval by consonant skeleton: it came from Arabic script or lacks vowels. */
function needsSkeleton(name: NormalizedName): boolean {
  return name.script === 'arabic' || name.tokens.some((t) => t.length >= 3 && !/[aeiouy]/.test(t));
}

/** A list version screening reads. */
export interface ActiveList {
  id: string;
  name: string;
  version: number;
}

/** What is screened: a name, its countries (ISO alpha-2, lower case) and the kind of party. */
export interface ScreeningSubject {
  name: string;
  countries: string[];
  schema?: MatchSchema;
}

/** One entry that matched a subject at or above the threshold, with why. */
export interface ScreeningMatch {
  /** Index of the subject in the request. */
  subject: number;
  /** The entity's id in its list (FtM id, OFAC ent_num). */
  entityId: string;
  caption: string;
  matchedName: string;
  score: number;
  listName: string;
  listVersion: number;
  schema: string;
  countries: string[];
  topics: string[];
  explanation: string[];
}

const COMPANY_SCHEMAS = new Set(['Company', 'Organization', 'LegalEntity']);
/** Whether an entry of `schema` is the kind of party asked for (search's optional schema filter). */
const sameKind = (wanted: MatchSchema, schema: string) => wanted === schema || (COMPANY_SCHEMAS.has(wanted) && COMPANY_SCHEMAS.has(schema));

const round = (score: number) => Math.round(score * 1000) / 1000;

/**
 * Screens names against the active version of every list: pg_trgm retrieves candidates on the
 * normalized key (one statement for all subjects), score-match.ts ranks them, and the hits at or
 * above MATCH_THRESHOLD are returned best first, one per entity and subject (its best name).
 */
export class ScreeningService {
  private cached?: Promise<ActiveList[]>;

  constructor(notifications: Notifications) {
    notifications.on(WATCHLISTS_CHANGED, () => (this.cached = undefined));
    notifications.onReset(() => (this.cached = undefined));
  }

  /** The lists screening reads, cached until an import or a deletion changes them (on any replica). */
  activeLists(em: EntityManager): Promise<ActiveList[]> {
    this.cached ??= (async () =>
      (await runnerOf(em)('select id, name, version from watchlists where version > 0 order by name', [])).map((r) => ({
        id: r.id as string,
        name: r.name as string,
        version: r.version as number,
      })))();
    const pending = this.cached;
    pending.catch(() => {
      if (this.cached === pending) this.cached = undefined;
    });
    return pending;
  }

  /** Screens every subject; `lists` are the versions read (the caller stores them with the result). */
  async screen(em: EntityManager, subjects: ScreeningSubject[]): Promise<{ lists: ActiveList[]; matches: ScreeningMatch[] }> {
    const lists = await this.activeLists(em);
    const queries = subjects.map((subject) => ({ subject, name: normalizeName(subject.name) }));
    const screened = queries.filter((q) => q.name.key.length > 0);
    if (lists.length === 0 || screened.length === 0) return { lists, matches: [] };
    // Two settings for this statement only (restored after it, so a caller's transaction keeps its
    // own): the planner prices `%` like any cheap operator and would rather compute similarity() on
    // every row than use the trigram indexes, and JIT compilation costs more than the query saves.
    const rows = await em.transactional(async (tx) => {
      const run = runnerOf(tx);
      const [prior] = await run(
        `select current_setting('enable_seqscan') as seqscan, current_setting('jit') as jit,
                set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`,
        [],
      );
      const found = await run(
        `select q.i, c.name, e.external_id, e.schema, e.caption, e.countries, e.topics, c.watchlist_id
         from unnest($1::text[], $4::text[]) with ordinality as q(key, skeleton_key, i)
         cross join lateral (
           select n.entry_id, n.name, n.watchlist_id, similarity(n.key, q.key) as s
             from watchlist_names n
             join unnest($2::uuid[], $3::int[]) as a(id, version) on a.id = n.watchlist_id and a.version = n.version
            where n.key % q.key
           union all
           -- Only names written without vowels (Arabic script) need their consonant skeleton.
           select n.entry_id, n.name, n.watchlist_id, similarity(n.skeleton_key, q.skeleton_key) as s
             from watchlist_names n
             join unnest($2::uuid[], $3::int[]) as a(id, version) on a.id = n.watchlist_id and a.version = n.version
            where q.skeleton_key <> '' and n.skeleton_key % q.skeleton_key
           order by s desc
           limit ${CANDIDATES_PER_NAME}
         ) c
         join watchlist_entries e on e.id = c.entry_id`,
        [
          screened.map((q) => q.name.key),
          lists.map((l) => l.id),
          lists.map((l) => l.version),
          screened.map((q) => (needsSkeleton(q.name) ? retrievalKeys(q.name)[1] : '')),
        ],
      );
      await run(`select set_config('enable_seqscan', $1, true), set_config('jit', $2, true)`, [prior.seqscan, prior.jit]);
      return found;
    });
    const listById = new Map(lists.map((l) => [l.id, l]));
    const best = new Map<string, ScreeningMatch>();
    const normalized = new Map<string, NormalizedName>();
    for (const row of rows) {
      const query = screened[Number(row.i) - 1];
      const schema = row.schema as string;
      const candidateName = row.name as string;
      let name = normalized.get(candidateName);
      if (!name) normalized.set(candidateName, (name = normalizeName(candidateName)));
      const countries = row.countries as string[];
      const result = scoreMatch(
        { name: query.name, countries: query.subject.countries, schema: query.subject.schema },
        { name, countries, schema: schema as MatchSchema },
      );
      if (result.score < MATCH_THRESHOLD) continue;
      const list = listById.get(row.watchlist_id as string)!;
      const subject = subjects.indexOf(query.subject);
      const id = `${subject}:${list.id}:${row.external_id as string}`;
      const previous = best.get(id);
      if (previous && previous.score >= result.score) continue;
      best.set(id, {
        subject,
        entityId: row.external_id as string,
        caption: row.caption as string,
        matchedName: candidateName,
        score: round(result.score),
        listName: list.name,
        listVersion: list.version,
        schema,
        countries,
        topics: row.topics as string[],
        explanation: result.explanation,
      });
    }
    const matches = [...best.values()].sort((a, b) => b.score - a.score || a.caption.localeCompare(b.caption));
    return { lists, matches };
  }

  /** The search surface: one name, an optional country (ISO code or name) and schema filter. */
  async search(
    em: EntityManager,
    query: { name: string; country?: string | null; schema?: MatchSchema | null },
  ): Promise<ScreeningMatch[]> {
    const schema = query.schema ?? undefined;
    const { matches } = await this.screen(em, [{ name: query.name, countries: query.country ? countryCodes(query.country) : [], schema }]);
    return schema ? matches.filter((m) => sameKind(schema, m.schema)) : matches;
  }
}
