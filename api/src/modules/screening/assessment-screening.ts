import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { formatInUnit } from '../../core/units.js';
import type { ScreeningStatus } from '../decision-engine/rule-fields.js';
import { countryCodes } from './matching/countries.js';
import type { NameScreener } from './name-screener.js';

export type SubjectKind = 'company' | 'person';
export type HitDecision = 'confirmed' | 'false_positive';

export interface HitReview {
  decision: HitDecision;
  reason: string;
  reviewerId: string;
  reviewerName: string;
  reviewedAt: string;
}

/** One hit stored with an assessment: what matched, why, and its review. */
export interface StoredHit {
  id: string;
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
  subject: { kind: SubjectKind; name: string };
  review: HitReview | null;
  /** Reviews a later review replaced (a third person's, or after the hit left its list), oldest first. */
  earlierReviews?: HitReview[];
  /**
   * When a screening first no longer found this reviewed hit (the list dropped or changed the
   * entity, or the screened name was edited away): a reviewer's finding never disappears on its own
   * (see mergeScreening). A confirmed one stays confirmed until someone reviews it again. Null while
   * found.
   */
  goneSince?: string | null;
}

/** The screening of an assessment, stored with it (jsonb) in the statement that stores its decision. */
export interface ScreeningRecord {
  status: ScreeningStatus;
  screenedAt: string;
  lists: { name: string; version: number }[];
  hits: StoredHit[];
}

/** What is screened of an assessment. */
export interface ScreenedParty {
  companyName: string;
  countryOfRegistration: string;
  countryOfBusiness: string;
  keyPeople: readonly string[];
  /** Its owners (ownership module), each screened like the key people; the hits name them as subjects. */
  owners: readonly { name: string; kind: 'PERSON' | 'COMPANY' }[];
}

/** The screened party of an assessment's answers. */
export const partyOf = (answers: {
  companyName: string;
  countryOfRegistration: string;
  countryOfBusiness: string;
  keyPeople?: readonly string[] | null;
  owners?: readonly { name: string; kind: 'PERSON' | 'COMPANY' }[] | null;
}): ScreenedParty => ({
  companyName: answers.companyName,
  countryOfRegistration: answers.countryOfRegistration,
  countryOfBusiness: answers.countryOfBusiness,
  keyPeople: answers.keyPeople ?? [],
  owners: answers.owners ?? [],
});

/** Hits kept per assessment: the strongest; more is noise for a reviewer. */
const MAX_STORED_HITS = 50;

/**
 * Whether a hit waits for a reviewer: never reviewed, or confirmed and since gone from its list
 * without a review after that (a false positive that is gone asks nothing: see mergeScreening).
 */
export const hitNeedsReview = (h: Pick<StoredHit, 'review' | 'goneSince'>): boolean =>
  !h.review || (h.review.decision === 'confirmed' && h.goneSince != null && h.review.reviewedAt < h.goneSince);

/**
 * confirmed_match if any hit is confirmed; else not_screened when no list was active (nothing was
 * checked: a confirmed match kept from an earlier screening still holds); else potential_match if
 * any hit is unreviewed; else clear.
 */
export function screeningStatusOf(hits: readonly StoredHit[], lists: ScreeningRecord['lists']): ScreeningStatus {
  if (hits.some((h) => h.review?.decision === 'confirmed')) return 'confirmed_match';
  if (lists.length === 0) return 'not_screened';
  if (hits.some((h) => !h.review)) return 'potential_match';
  return 'clear';
}

/**
 * The status rules test. An assessment with no record (made before screening existed), or whose
 * record was stored as clear with no list (before not_screened existed), was checked against
 * nothing: not_screened.
 */
export const screeningStatus = (record: ScreeningRecord | null | undefined): ScreeningStatus =>
  !record || (record.status === 'clear' && record.lists.length === 0) ? 'not_screened' : record.status;

/** The same as screeningStatus over the stored jsonb column `column`, for statements that read many assessments. */
export const screeningStatusSql = (column: string) =>
  `case when ${column} is null or (${column}->>'status' = 'clear' and jsonb_array_length(${column}->'lists') = 0) then 'not_screened' else ${column}->>'status' end`;

/** The rationale's detail for a screening rule: the list and entity of the hits behind the status. */
export function screeningDetail(record: ScreeningRecord | null | undefined): string | undefined {
  if (!record || record.status === 'clear' || record.status === 'not_screened') return undefined;
  const relevant = record.hits.filter((h) => (record.status === 'confirmed_match' ? h.review?.decision === 'confirmed' : !h.review));
  const named = relevant.slice(0, 3).map((h) => `${h.listName}: ${h.caption}, score ${formatInUnit(h.score, 'percent')}`);
  const more = relevant.length > 3 ? `; and ${relevant.length - 3} more` : '';
  return named.join('; ') + more;
}

/** A hit's identity across re-screenings: the same entity of the same list for the same subject. */
export const hitKey = (h: Pick<StoredHit, 'listName' | 'entityId' | 'subject'>) =>
  JSON.stringify([h.listName, h.entityId, h.subject.kind, h.subject.name]);

/** A party's hits as a screening found them, before the previous record's reviews are carried over. */
export type FoundHit = Omit<StoredHit, 'id' | 'review' | 'earlierReviews' | 'goneSince'>;

/**
 * A party's owners to screen: each holder once (rows naming one holder repeat it), less persons
 * already screened as key people and the company itself.
 */
function ownersToScreen(party: ScreenedParty): ScreenedParty['owners'] {
  const seen = new Set([`COMPANY:${party.companyName.toLowerCase()}`, ...party.keyPeople.map((n) => `PERSON:${n.toLowerCase()}`)]);
  return party.owners.filter((o) => {
    const key = `${o.kind}:${o.name.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Screens each party's company (with its countries, mapped from the free text to ISO codes), its
 * owners and named people against every active list, all parties in one query (a batch chunk is one round
 * trip): the hits found per party, and the list versions read.
 */
export async function findHits(
  screening: NameScreener,
  em: EntityManager,
  parties: readonly ScreenedParty[],
): Promise<{ lists: ScreeningRecord['lists']; found: FoundHit[][] }> {
  const subjects = parties.flatMap((party, index) => {
    const countries = [...new Set([...countryCodes(party.countryOfRegistration), ...countryCodes(party.countryOfBusiness)])];
    return [
      { index, name: party.companyName, countries, schema: 'Company' as const, kind: 'company' as const },
      ...party.keyPeople.map((name) => ({ index, name, countries: [], schema: 'Person' as const, kind: 'person' as const })),
      ...ownersToScreen(party).map(({ name, kind }) =>
        kind === 'PERSON'
          ? { index, name, countries: [], schema: 'Person' as const, kind: 'person' as const }
          : { index, name, countries: [], schema: 'Company' as const, kind: 'company' as const },
      ),
    ];
  });
  const { lists, matches } = await screening.screen(em, subjects);
  const found = parties.map(() => [] as FoundHit[]);
  for (const { subject: at, ...match } of matches) {
    const subject = subjects[at];
    const hits = found[subject.index];
    if (hits.length < MAX_STORED_HITS) hits.push({ ...match, subject: { kind: subject.kind, name: subject.name } });
  }
  return { lists: lists.map((l) => ({ name: l.name, version: l.version })), found };
}

/**
 * A party's screening record from what was found, carrying over what the previous record knew: a
 * hit found again keeps its id and reviews; a reviewed hit no longer found is kept, marked gone
 * (StoredHit.goneSince); an unreviewed one no longer found is dropped (nobody relied on it).
 */
export function mergeScreening(
  found: readonly FoundHit[],
  previous: ScreeningRecord | null | undefined,
  lists: ScreeningRecord['lists'],
  screenedAt = new Date().toISOString(),
): ScreeningRecord {
  const before = new Map((previous?.hits ?? []).map((h) => [hitKey(h), h]));
  const hits: StoredHit[] = found.map((hit) => {
    const earlier = before.get(hitKey(hit));
    before.delete(hitKey(hit));
    return {
      ...hit,
      id: earlier?.id ?? randomUUID(),
      review: earlier?.review ?? null,
      ...(earlier?.earlierReviews?.length ? { earlierReviews: earlier.earlierReviews } : {}),
    };
  });
  // A reviewed hit that disappears stays on record, whatever its finding, and re-screening raises a
  // screening_hit_gone alert for it: whoever relied on the finding learns that its basis changed.
  // Only a confirmed one keeps holding the decision and sends the assessment to review
  // (hitNeedsReview): a false positive never tightened the decision, so its disappearance cannot
  // loosen it, and the assessment stays where it is.
  for (const gone of before.values()) {
    if (gone.review) hits.push({ ...gone, goneSince: gone.goneSince ?? screenedAt });
  }
  return { status: screeningStatusOf(hits, lists), screenedAt, lists: [...lists], hits };
}

/** Screens parties and merges each with its previous record (findHits, then mergeScreening). */
export async function screenParties(
  screening: NameScreener,
  em: EntityManager,
  parties: readonly { party: ScreenedParty; previous?: ScreeningRecord | null }[],
): Promise<ScreeningRecord[]> {
  const { lists, found } = await findHits(
    screening,
    em,
    parties.map((p) => p.party),
  );
  const screenedAt = new Date().toISOString();
  return parties.map(({ previous }, index) => mergeScreening(found[index], previous, lists, screenedAt));
}

/** One party: see screenParties. */
export async function screenParty(
  screening: NameScreener,
  em: EntityManager,
  party: ScreenedParty,
  previous?: ScreeningRecord | null,
): Promise<ScreeningRecord> {
  const [record] = await screenParties(screening, em, [{ party, previous }]);
  return record;
}
