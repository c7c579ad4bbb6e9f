import type { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '../../core/principal.js';
import pg from 'pg';
import type { Notifications } from '../../core/notifications.js';
import { cancelBackend, currentJobSignal } from '../../core/queue.js';
import { sqlOf } from '../../core/sql.js';
import { countryCodes } from './matching/countries.js';
import { normalizeName, type NormalizedName } from './matching/normalize-name.js';
import { needsSkeleton, queryTokens } from './matching/retrieval-keys.js';
import { MATCH_THRESHOLD, scoreMatch, type MatchSchema } from './matching/score-match.js';
import { connectionWaitMs, ScreeningGate, screeningBusy, screeningTimedOut, type ScreeningLimits } from './screening-budget.js';
import { WATCHLISTS_CHANGED } from './screening.jobs.js';

/** Candidates fetched per screened name: the token index ranks them, scoring picks. */
const CANDIDATES_PER_NAME = 25;
/**
 * Tokens in more names than this of a list version (first names, "trading", "bank") do not find
 * candidates by themselves: they only add to the rank of the names a rarer token found. Otherwise a
 * query with "Ivan" would read ten thousand postings at a million names.
 */
const COMMON_TOKEN_NAMES = 1000;
/**
 * The retrieval budget of one screened name: postings read plus index probes for its common tokens.
 * Its matched tokens read their postings most identifying first (exact before typo or skeleton, rare
 * before frequent) until the budget is spent; a name with common tokens reads fewer postings, as each
 * candidate then costs a probe per common token. Real names read a few hundred postings (none of the
 * benchmark's million-entity queries lost its entity at 2,000); a name crafted from words with many
 * one-edit neighbours in hundreds of names each read 150,000 before (0.3 s) and stops here (15 ms).
 * It bounds typo and skeleton expansions too, each costing at least its postings; a cap on their number
 * lost candidates instead (at a million names a word has hundreds of one-edit neighbours, each in one
 * name, and which of them is the match cannot be told before scoring).
 */
const RETRIEVAL_BUDGET = 5_000;
/**
 * Rank weight of a matched token: rarer tokens identify a name better (an idf). In double precision,
 * like the similarities: ln() of a numeric took a seventh of a batch chunk's statement.
 */
const WEIGHT = `ln(1 + 1000000.0::float8 / x.names)`;

/**
 * The candidates of every screened subject in one statement (matching/retrieval-keys.ts describes the
 * index). Parameters: the query tokens column by column ($1–$11, see candidateParameters) and the active
 * list versions ($12, $13).
 *
 *   x   dictionary tokens each query token can align with: equal folded spelling; within the typo
 *       allowance (two index-only b-tree ranges, checked with levenshtein_less_equal, and only when the
 *       spelling itself is not in the list: a word that is listed as written is taken as written);
 *       equal consonant skeleton when the query asks for it: every listed token with it for a name from a
 *       script without vowels (any_skeleton: needsSkeleton); for a Latin name the tokens it can meet by
 *       skeleton (skeleton_match: transliterated from another script, or without vowels) and, of the Latin
 *       words that merely share the skeleton, those within the typo allowance (a vowel changed, a letter
 *       doubled: "Hannibal" finds "Hannibol" even where "Hannibal" is listed too, when the typo ranges are
 *       not read). Reading every Latin word with the skeleton cost twice the statement at a million names
 *       and found nothing scoring accepts, which compares Latin skeletons only without vowels.
 *   s   subjects whose every token is listed as written but only as common words ("Ivan Trading"): their
 *       least common token finds the candidates instead
 *   g   the tokens that read postings (the rare ones, or s's), most identifying first, while the subject's
 *       share of RETRIEVAL_BUDGET lasts: the budget over 1 + its common tokens (`room`: what is left of it
 *       when the token's turn comes)
 *   r   candidates: the names that contain those tokens
 *   f   what the common matched tokens add to those candidates (one index probe per pair)
 *   top the CANDIDATES_PER_NAME best per subject by the sum, over query tokens, of their best match's
 *       similarity × rarity
 *
 * Every step reads by index, a few rows per probe. The `offset 0` subqueries keep it so for a batch of
 * a thousand subjects too: the planner's estimates for arrays of parameters are poor, and without the
 * fence it merge-joins the whole names index to a few thousand candidates.
 */
export const CANDIDATE_SQL = `with q as (
  select * from unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::bool[], $11::bool[])
    as q(i, position, folded, edits, prefix_from, prefix_to, suffix_from, suffix_to, skeleton, joined, any_skeleton)
),
x as materialized (
  select distinct on (q.i, q.position, m.id) q.i, q.position, q.joined, m.id, m.names, m.similarity
  from q
  cross join unnest($12::uuid[], $13::int[]) as a(id, version)
  cross join lateral (
    select t.id, t.names, 1.0::float8 from watchlist_tokens t
     where length(t.folded) = length(q.folded) and t.folded = q.folded and t.watchlist_id = a.id and t.version = a.version
    union all
    select t.id, t.names, 0.9::float8 from watchlist_tokens t
     where length(t.folded) = any (array[length(q.folded) - 1, length(q.folded), length(q.folded) + 1])
       and t.folded >= q.prefix_from and t.folded < q.prefix_to and t.watchlist_id = a.id and t.version = a.version
       and levenshtein_less_equal(t.folded, q.folded, q.edits + 1) <= q.edits + (q.edits = 1 and length(t.folded) = length(q.folded))::int
       and not exists (select from watchlist_tokens e where length(e.folded) = length(q.folded) and e.folded = q.folded and e.watchlist_id = a.id and e.version = a.version)
    union all
    select t.id, t.names, 0.9::float8 from watchlist_tokens t
     where length(t.folded) = any (array[length(q.folded) - 1, length(q.folded), length(q.folded) + 1])
       and reverse(t.folded) >= q.suffix_from and reverse(t.folded) < q.suffix_to and t.watchlist_id = a.id and t.version = a.version
       and levenshtein_less_equal(t.folded, q.folded, q.edits + 1) <= q.edits + (q.edits = 1 and length(t.folded) = length(q.folded))::int
       and not exists (select from watchlist_tokens e where length(e.folded) = length(q.folded) and e.folded = q.folded and e.watchlist_id = a.id and e.version = a.version)
    union all
    select t.id, t.names, 0.9::float8 from watchlist_tokens t
     where q.skeleton <> '' and q.any_skeleton and t.skeleton = q.skeleton and t.watchlist_id = a.id and t.version = a.version
    union all
    select t.id, t.names, 0.9::float8 from watchlist_tokens t
     where q.skeleton <> '' and not q.any_skeleton and t.skeleton = q.skeleton and t.watchlist_id = a.id and t.version = a.version
       and (t.skeleton_match or (q.edits > 0 and levenshtein_less_equal(t.folded, q.folded, q.edits + 1) <= q.edits + (q.edits = 1 and length(t.folded) = length(q.folded))::int))
  ) m (id, names, similarity)
  order by q.i, q.position, m.id, m.similarity desc
),
s as (
  select q.i, min(p.names) as least
  from (select i, count(*) filter (where not joined) as tokens from q group by i) q
  join (select i, position, min(names) as names from x where similarity = 1 and not joined group by i, position) p on p.i = q.i
  group by q.i, q.tokens
  having count(*) = q.tokens and min(p.names) > ${COMMON_TOKEN_NAMES}
),
g as materialized (
  select i, position, id, w, postings - before as room
  from (
    select c.*, sum(c.names) over (partition by c.i order by c.w desc, c.names, c.id, c.position rows unbounded preceding) - c.names as before
    from (
      select x.i, x.position, x.id, x.names, x.similarity * ${WEIGHT} as w,
             x.names <= ${COMMON_TOKEN_NAMES} or (x.names = s.least and x.similarity = 1 and not x.joined) as reads,
             ${RETRIEVAL_BUDGET} / (1 + count(*) filter (where x.names > ${COMMON_TOKEN_NAMES}) over (partition by x.i)) as postings
      from x left join s on s.i = x.i
    ) c
    where c.reads
  ) t
  where before < postings
),
r as materialized (
  select g.i, g.position, p.name_id, g.w
  from g cross join lateral (select p.name_id from watchlist_name_tokens p where p.token_id = g.id limit g.room) p
),
f as (
  select x.i, x.position, c.name_id, x.similarity * ${WEIGHT} as w
  from x
  join (select distinct i, name_id from r) c on c.i = x.i
  -- A probe per pair (the limit keeps it one): the posting list of a common token is long.
  cross join lateral (select from watchlist_name_tokens p where p.token_id = x.id and p.name_id = c.name_id limit 1) p
  where x.names > ${COMMON_TOKEN_NAMES} and not exists (select from g where g.i = x.i and g.id = x.id)
),
scored as (
  select i, name_id, sum(w) as score
  from (select i, name_id, position, max(w) as w from (select * from r union all select * from f) h group by i, name_id, position) b
  group by i, name_id
),
top as (
  select i, name_id
  from (select i, name_id, row_number() over (partition by i order by score desc, name_id) as rank from scored) o
  where rank <= ${CANDIDATES_PER_NAME}
)
select top.i, n.name, e.external_id, e.schema, e.caption, e.countries, e.topics, n.watchlist_id
from top
cross join lateral (select n.name, n.entry_id, n.watchlist_id from watchlist_names n where n.id = top.name_id offset 0) n
cross join lateral (select e.external_id, e.schema, e.caption, e.countries, e.topics from watchlist_entries e where e.id = n.entry_id offset 0) e`;

/** The parameters of CANDIDATE_SQL for `names` (subject i is names[i - 1]) against `lists`. */
export function candidateParameters(names: readonly NormalizedName[], lists: readonly Pick<ActiveList, 'id' | 'version'>[]): unknown[] {
  const columns = Array.from({ length: 11 }, () => [] as unknown[]);
  names.forEach((name, index) => {
    const anySkeleton = needsSkeleton(name);
    for (const t of queryTokens(name)) {
      const row = [
        index + 1,
        t.position,
        t.folded,
        t.edits,
        t.prefixFrom,
        t.prefixTo,
        t.suffixFrom,
        t.suffixTo,
        t.skeleton,
        t.joined,
        anySkeleton,
      ];
      row.forEach((value, column) => columns[column].push(value));
    }
  });
  return [...columns, lists.map((l) => l.id), lists.map((l) => l.version)];
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

/** The server process of a connection: node-postgres keeps it from the handshake, its typings omit it. */
const backendOf = (client: pg.PoolClient) => (client as pg.PoolClient & { processID: number }).processID;

/** PostgreSQL's query_canceled, raised by statement_timeout (and by a cancel request). */
const QUERY_CANCELED = '57014';

/**
 * Screens names against the active version of every list: the token index retrieves candidates
 * (CANDIDATE_SQL, one statement for all subjects), score-match.ts scores them, and the hits at or
 * above MATCH_THRESHOLD are returned best first, one per entity and subject (its best name).
 *
 * The statements run on a pool of their own (screening-budget.ts): `limits.maxStatements`
 * connections, each statement cancelled after `limits.statementTimeoutMs`, so screening never takes
 * the connections the rest of the application needs. Inside a job, a statement is cancelled as soon
 * as the job's time is up (currentJobSignal).
 */
export class ScreeningService {
  private cached?: Promise<ActiveList[]>;
  private readonly pool: pg.Pool;
  private readonly gate: ScreeningGate;

  constructor(
    notifications: Notifications,
    private readonly databaseUrl: string,
    private readonly limits: ScreeningLimits,
  ) {
    notifications.on(WATCHLISTS_CHANGED, () => (this.cached = undefined));
    notifications.onReset(() => (this.cached = undefined));
    this.gate = new ScreeningGate(limits.callsPerUser);
    this.pool = new pg.Pool({
      connectionString: databaseUrl,
      max: limits.maxStatements,
      // A caller that waited as long as a statement may run finds the process saturated: 429.
      connectionTimeoutMillis: connectionWaitMs(limits),
      // JIT is off: the planner's cost estimate grows with the number of subjects far faster than the
      // work does, and from about five subjects on compiling the plan took seconds for a statement
      // that runs in milliseconds. A search's named statement keeps one generic plan: PostgreSQL's
      // default re-planned it on every execution (its custom plans looked cheaper), and planning took
      // nearly as long as running it: a fifth more searches/s through the API at a million entities,
      // with the same candidates. Statements of several subjects are unnamed, so planned on every
      // execution either way; without their parameters' values they ran as fast (2 to 200 subjects).
      options: `-c statement_timeout=${limits.statementTimeoutMs} -c jit=off -c plan_cache_mode=force_generic_plan`,
    });
    this.pool.on('error', (error) => console.error('[screening] idle connection failed', error));
  }

  /** Statements waiting for a free screening connection (what the busy answer is about). */
  get queuedStatements(): number {
    return this.pool.waitingCount;
  }

  /**
   * Admits a screening call (a search, an assessment that screens) of a caller: the surfaces call it
   * before anything else, and call the function returned when the call ends. A person has
   * `limits.callsPerUser` calls in flight; an API key its own concurrency, apart from its account's.
   * TOO_MANY_REQUESTS over the limit.
   */
  admit(caller: Principal): () => void {
    const key = caller.apiKey;
    return key ? this.gate.enter(`key:${key.id}`, key.screeningConcurrency) : this.gate.enter(caller.user.id);
  }

  /** The lists screening reads, cached until an import or a deletion changes them (on any replica). */
  activeLists(em: EntityManager): Promise<ActiveList[]> {
    this.cached ??= (async () =>
      (await sqlOf(em)('select id, name, version from watchlists where version > 0 order by name', [])).map((r) => ({
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

  /**
   * Screens every subject, keeping the hits at or above `minScore`; `lists` are the versions read (the
   * caller stores them with the result).
   * TOO_MANY_REQUESTS when no screening connection came free in time, GATEWAY_TIMEOUT when the
   * statement ran out of time.
   */
  async screen(
    em: EntityManager,
    subjects: ScreeningSubject[],
    minScore = MATCH_THRESHOLD,
  ): Promise<{ lists: ActiveList[]; matches: ScreeningMatch[] }> {
    const lists = await this.activeLists(em);
    // Without lists there is nothing to read: a batch chunk then skips normalising its names.
    if (lists.length === 0) return { lists, matches: [] };
    const queries = subjects.map((subject) => ({ subject, name: normalizeName(subject.name) }));
    const screened = queries.filter((q) => q.name.key.length > 0);
    if (screened.length === 0) return { lists, matches: [] };
    const parameters = candidateParameters(
      screened.map((q) => q.name),
      lists,
    );
    const rows = await this.candidates(parameters, screened.length === 1);
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
      if (result.score < minScore) continue;
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

  /**
   * CANDIDATE_SQL on a screening connection. One subject (a search) is a named statement, parsed and
   * planned once per connection (a generic plan: see the pool's plan_cache_mode) rather than on every
   * search; more subjects are an unnamed statement, planned each time. In a job, the statement is
   * cancelled when the job's time is up, and its connection then closed so the cancel cannot reach
   * the next statement.
   */
  private async candidates(parameters: unknown[], single: boolean): Promise<Record<string, unknown>[]> {
    const signal = currentJobSignal();
    signal?.throwIfAborted();
    const client = await this.pool.connect().catch((error: unknown) => {
      throw error instanceof Error && /timeout/i.test(error.message) ? screeningBusy(this.limits) : error;
    });
    let cancelled = false;
    const cancel = () => {
      cancelled = true;
      void cancelBackend(this.databaseUrl, backendOf(client));
    };
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      const query = single
        ? { name: 'screening-candidates', text: CANDIDATE_SQL, values: parameters }
        : { text: CANDIDATE_SQL, values: parameters };
      return (await client.query<Record<string, unknown>>(query)).rows;
    } catch (error) {
      const timedOut = !cancelled && (error as { code?: string }).code === QUERY_CANCELED;
      throw timedOut ? screeningTimedOut(this.limits) : error;
    } finally {
      signal?.removeEventListener('abort', cancel);
      client.release(cancelled);
    }
  }

  /** Closes the screening connections. */
  close(): Promise<void> {
    return this.pool.end();
  }

  /**
   * The search surface: one name, an optional country (ISO code or name) and schema filter, and the
   * lowest score to return (MATCH_THRESHOLD unless asked lower, to see near misses).
   */
  async search(
    em: EntityManager,
    query: { name: string; country?: string | null; schema?: MatchSchema | null; minScore?: number | null },
  ): Promise<{ lists: ActiveList[]; matches: ScreeningMatch[] }> {
    const schema = query.schema ?? undefined;
    const { lists, matches } = await this.screen(
      em,
      [{ name: query.name, countries: query.country ? countryCodes(query.country) : [], schema }],
      query.minScore ?? MATCH_THRESHOLD,
    );
    return { lists, matches: schema ? matches.filter((m) => sameKind(schema, m.schema)) : matches };
  }
}
