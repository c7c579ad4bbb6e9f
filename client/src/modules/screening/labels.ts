import type { HitReviewDecision, ScreeningStatus, ScreeningSubjectKind, WatchlistFormat, WatchlistStatus } from '../../generated/graphql';
import { formatInUnit } from '../../../../api/src/core/units';

/** The list file formats, as the import dialog offers them. */
export const WATCHLIST_FORMATS: { value: WatchlistFormat; label: string }[] = [
  { value: 'FTM', label: 'FollowTheMoney JSON lines (entities.ftm.json)' },
  { value: 'OPENSANCTIONS_CSV', label: 'OpenSanctions CSV (targets.simple.csv)' },
  { value: 'OFAC_SDN_CSV', label: 'OFAC SDN CSV (sdn.csv)' },
];

/** The kinds of list entity a search may be limited to (the API's `schema` values), or any. */
export const SUBJECT_KINDS: { value: string; label: string }[] = [
  { value: '', label: 'Any kind' },
  { value: 'Company', label: 'Company' },
  { value: 'Organization', label: 'Organization' },
  { value: 'LegalEntity', label: 'Legal entity' },
  { value: 'Person', label: 'Person' },
  { value: 'Vessel', label: 'Vessel' },
];

/** Short format names for the table. */
export const FORMAT_SHORT: Record<WatchlistFormat, string> = {
  FTM: 'FollowTheMoney',
  OPENSANCTIONS_CSV: 'OpenSanctions CSV',
  OFAC_SDN_CSV: 'OFAC SDN CSV',
};

export const WATCHLIST_STATUS: Record<WatchlistStatus, { label: string; palette: string }> = {
  IMPORTING: { label: 'Importing', palette: 'blue' },
  ACTIVE: { label: 'Active', palette: 'green' },
  FAILED: { label: 'Failed', palette: 'red' },
};

export const SCREENING_STATUS: Record<ScreeningStatus, { label: string; palette: string }> = {
  NOT_SCREENED: { label: 'Not screened', palette: 'gray' },
  CLEAR: { label: 'Clear', palette: 'green' },
  POTENTIAL_MATCH: { label: 'Potential match', palette: 'yellow' },
  CONFIRMED_MATCH: { label: 'Confirmed match', palette: 'red' },
};

export const REVIEW_DECISION: Record<HitReviewDecision, string> = {
  CONFIRMED: 'Confirmed',
  FALSE_POSITIVE: 'False positive',
};

const number = new Intl.NumberFormat('en-US');
/** 12345 → "12,345". */
export const formatCount = (n: number) => number.format(n);

/** How far a running import is: "12,000 of 50,000" when the total is known, else "12,000 read". */
export const importProgressText = (progress: number, total: number | null | undefined) =>
  total ? `${formatCount(progress)} of ${formatCount(total)}` : `${formatCount(progress)} read`;

/** A match score (0 to 1) as a whole percentage: 0.934 → "93%". */
export const scorePercent = (score: number) => formatInUnit(Math.max(0, Math.min(1, score)), 'percent');

/** Who was screened: "Company" or "Person: Jane Doe". */
export const subjectLabel = (subject: { kind: ScreeningSubjectKind; name: string }) =>
  subject.kind === 'PERSON' ? `Person: ${subject.name}` : 'Company';

/** "Checked against: OFAC SDN v3, UN v1", or that none were loaded. */
export const listsChecked = (lists: readonly { name: string; version: number }[]) =>
  lists.length === 0 ? 'No watchlists were loaded' : `Checked against: ${lists.map((l) => `${l.name} v${l.version}`).join(', ')}`;

/** A neutral badge: what was not checked says nothing about the counterparty. */
const NOT_SCREENED = 'gray';

/**
 * The screening badge of an assessment, saying no more than is true: "Clear" only when lists were
 * checked; "Not screened — no lists loaded" when none was loaded (NOT_SCREENED, or CLEAR on a
 * record stored before that status existed), and "Not screened" with no record at all.
 */
export function screeningBadge(screening: { status: ScreeningStatus; lists: readonly unknown[] } | null | undefined): {
  label: string;
  palette: string;
} {
  if (!screening) return SCREENING_STATUS.NOT_SCREENED;
  // A match confirmed earlier stays on the record when the lists are gone: never hide it (the PDF does the same).
  if (screening.lists.length === 0 && (screening.status === 'CLEAR' || screening.status === 'NOT_SCREENED'))
    return { label: 'Not screened — no lists loaded', palette: NOT_SCREENED };
  return SCREENING_STATUS[screening.status];
}

/** The lowest score "Include near misses" asks a search for (the API takes 0.5 to 1). */
export const NEAR_MISS_SCORE = 0.6;

/**
 * What one name's search found, in a sentence: with no list loaded nothing was checked (a search
 * of nothing finds nothing), else the hits or their absence on the lists searched, and from which
 * score on when the search asked for near misses (`nearMissesFrom`, the result's minScore).
 */
export function searchOutcome(hits: number, lists: readonly { name: string; version: number }[], nearMissesFrom?: number): string {
  if (lists.length === 0) return 'No lists are loaded: nothing was checked.';
  const on = `${lists.length} active ${lists.length === 1 ? 'list' : 'lists'}`;
  const kind = nearMissesFrom === undefined ? ['matches', 'match'] : ['matches or near misses', 'match or near miss'];
  const from = nearMissesFrom === undefined ? '' : ` (scores from ${scorePercent(nearMissesFrom)})`;
  if (hits === 0) return `No ${kind[0]} on ${on}${from}`;
  return `${hits} ${hits === 1 ? kind[1] : kind[0]} on ${on}${from}, best first`;
}

/** "Confirmed by Jane Doe: reason" / "False positive by Jane Doe: reason". */
export const reviewText = (review: { decision: HitReviewDecision; reviewerName: string; reason: string }) =>
  `${REVIEW_DECISION[review.decision]} by ${review.reviewerName}: ${review.reason}`;

/** What the card and the Resolve dialog say when the server refuses a finding (viewerCan `refused`). */
export const CLEARING_NEEDS_ADMIN = 'Only an admin can clear a confirmed match.';

/**
 * The findings the server lets the viewer record on one hit (an assessment's `viewerCan.hits`),
 * and, when it refuses one the hit could take, why: nothing for a hit it does not list.
 */
export function hitOffer(
  hits: readonly { hitId: string; decisions: readonly HitReviewDecision[]; refused?: string | null }[],
  hitId: string,
): { decisions: readonly HitReviewDecision[]; why?: string } {
  const offer = hits.find((h) => h.hitId === hitId);
  if (!offer) return { decisions: [] };
  return offer.refused ? { decisions: offer.decisions, why: CLEARING_NEEDS_ADMIN } : { decisions: offer.decisions };
}
