import { formatInUnit } from '../../core/units.js';
import { holderKey, OwnerKind, type Owner } from './ownership.js';
import { layoutOwnershipGraph, type OwnershipGraph } from './ownership-graph.js';

/** How screening found an owner: the statuses rules test, highest last. */
export const OWNER_SCREENING_STATUSES = ['not_screened', 'clear', 'potential_match', 'confirmed_match'] as const;
export type OwnerScreeningStatus = (typeof OWNER_SCREENING_STATUSES)[number];

/** A screening hit as ownership reads it: whom it is about and how it was reviewed. */
export interface OwnerHit {
  subject: { kind: 'company' | 'person'; name: string };
  review: { decision: 'confirmed' | 'false_positive' } | null;
}

/** What the analysis reads of the assessment besides its owners. */
export interface OwnershipContext {
  /** Its screening's hits, and whether any list was active (else nothing was screened). */
  hits: readonly OwnerHit[];
  screened: boolean;
  uboThresholdPercent: number;
  blockedThresholdPercent: number;
  /** The company's LEI status: NONE (no LEI given), NOT_FOUND (not in the register) or GLEIF's RegistrationStatus. */
  leiStatus: string;
  /** The country of the ultimate parent the LEI register names, when it does. */
  registerUltimateParentCountry?: string | null;
  /** The assessed company's name, for the graph. */
  companyName: string;
}

/** One way a holder reaches the company: the holders from it down to the company's direct owner, their shares, and the product. */
export interface OwnershipPath {
  names: string[];
  shares: number[];
  percent: number;
}

export interface BeneficialOwner {
  name: string;
  percent: number;
  listed: boolean;
  paths: OwnershipPath[];
  /** Paths left out of `paths` (the strongest are kept). */
  morePaths: number;
}

/** What an assessment's ownership comes to: stored with it, read by rules, shown and printed. */
export interface OwnershipAnalysis {
  uboThresholdPercent: number;
  blockedThresholdPercent: number;
  beneficialOwners: BeneficialOwner[];
  blockedPercent: number;
  blockedFinding: boolean;
  explanation: string | null;
  ownerScreeningStatus: OwnerScreeningStatus;
  ultimateParentCountry: string | null;
  leiStatus: string;
  graph: OwnershipGraph;
}

/** Paths kept per beneficial owner: the strongest; a reviewer needs the ones that make the figure. */
const MAX_PATHS = 10;
/** Shares are stated to two decimals; products are compared and shown to four. */
const round = (value: number, places = 4) => Math.round(value * 10 ** places) / 10 ** places;
/** Share values compare with a tolerance for floating-point products (25 % must reach a 25 % threshold). */
const EPSILON = 1e-9;

/** A share in percent as every surface prints it ("62.5 %"): the one percent format (core/units.ts). */
export const formatPercent = (value: number) => formatInUnit(value / 100, 'percent');

/** A holder: the rows naming it, and the holdings it makes (to a company holder's key, or '' for the company). */
interface Holder {
  key: string;
  name: string;
  kind: OwnerKind;
  country: string | null;
  holdings: { in: string; share: number; direct: boolean }[];
}

function holdersOf(owners: readonly Owner[]): Map<string, Holder> {
  const keyOf = new Map(owners.map((o) => [o.id, holderKey(o)]));
  const holders = new Map<string, Holder>();
  for (const o of owners) {
    const key = keyOf.get(o.id)!;
    let holder = holders.get(key);
    if (!holder) {
      holder = { key, name: o.name, kind: o.kind, country: o.country, holdings: [] };
      holders.set(key, holder);
    }
    holder.country ??= o.country;
    holder.holdings.push({ in: o.parentId === null ? '' : keyOf.get(o.parentId)!, share: o.percent / 100, direct: o.direct });
  }
  return holders;
}

/** The hits on each holder (by holder key: the screened name, normalised as holders are). */
function hitsByHolder(hits: readonly OwnerHit[]): Map<string, OwnerHit[]> {
  const out = new Map<string, OwnerHit[]>();
  for (const hit of hits) {
    const key = holderKey({ kind: hit.subject.kind === 'person' ? OwnerKind.PERSON : OwnerKind.COMPANY, name: hit.subject.name });
    const list = out.get(key);
    if (list) list.push(hit);
    else out.set(key, [hit]);
  }
  return out;
}

/** A holder's status from the hits on its name (a false positive clears; nothing found is clear). */
function statusOf(mine: readonly OwnerHit[], screened: boolean): OwnerScreeningStatus {
  if (mine.some((h) => h.review?.decision === 'confirmed')) return 'confirmed_match';
  if (!screened) return 'not_screened';
  return mine.some((h) => !h.review) ? 'potential_match' : 'clear';
}

/**
 * Beneficial owners, aggregated blocked ownership and the graph of an assessment's owners
 * (validated by parseOwners, so the holders form a chain without loops).
 *
 * - A holder's share of the company multiplies the shares along each path and adds the paths
 *   (60 % of 50 % plus a direct 10 % is 40 %). A person at or above the UBO threshold is a
 *   beneficial owner.
 * - Blocked ownership follows OFAC's 50 % rule, conservatively: a listed owner (a confirmed or
 *   potential hit) counts wholly; a company whose listed holders reach the blocked threshold is
 *   blocked itself and counts wholly too; below it, its listed holders' share still counts in
 *   proportion (look-through). The company's figure at or above the threshold is a finding.
 */
export function analyseOwnership(owners: readonly Owner[], context: OwnershipContext): OwnershipAnalysis {
  const holders = holdersOf(owners);
  const order = topological(holders);
  // Effective share of the company, from the company up.
  const effective = new Map<string, number>([['', 1]]);
  for (const key of order) {
    const holder = holders.get(key)!;
    effective.set(
      key,
      holder.holdings.reduce((sum, h) => sum + h.share * effective.get(h.in)!, 0),
    );
  }
  const hits = hitsByHolder(context.hits);
  const status = new Map([...holders.keys()].map((key) => [key, statusOf(hits.get(key) ?? [], context.screened)]));
  const listed = (key: string) => status.get(key) === 'potential_match' || status.get(key) === 'confirmed_match';
  // Blocked share of each company holder and of the company, from the top down.
  const heldBy = new Map<string, Holder[]>();
  for (const holder of holders.values()) {
    for (const held of new Set(holder.holdings.map((x) => x.in))) {
      const list = heldBy.get(held);
      if (list) list.push(holder);
      else heldBy.set(held, [holder]);
    }
  }
  const blocked = new Map<string, number>();
  const blockedThreshold = context.blockedThresholdPercent / 100;
  const blockedCompanies: string[] = [];
  const blockedShareOf = (key: string) => {
    let sum = 0;
    for (const holder of heldBy.get(key) ?? []) {
      for (const h of holder.holdings) if (h.in === key) sum += h.share * blocked.get(holder.key)!;
    }
    return Math.min(1, sum);
  };
  for (const key of [...order].reverse()) {
    if (listed(key)) {
      blocked.set(key, 1);
      continue;
    }
    const share = blockedShareOf(key);
    if (share + EPSILON >= blockedThreshold && share > 0) {
      blocked.set(key, 1);
      blockedCompanies.push(holders.get(key)!.name);
    } else blocked.set(key, share);
  }
  const blockedPercent = round(blockedShareOf('') * 100);
  const listedHolders = [...holders.values()].filter((h) => listed(h.key));
  const explanation =
    listedHolders.length === 0
      ? null
      : `${formatPercent(blockedPercent)} held by listed owners: ${listedHolders
          .map(
            (h) =>
              `${h.name} (${formatPercent(effective.get(h.key)! * 100)}${status.get(h.key) === 'confirmed_match' ? ', confirmed' : ', potential match'})`,
          )
          .join(
            '; ',
          )}${blockedCompanies.length ? `; blocked in turn (${formatPercent(context.blockedThresholdPercent)} or more held by listed owners): ${blockedCompanies.join('; ')}` : ''}`;
  const threshold = context.uboThresholdPercent / 100;
  const paths = strongestPaths(holders);
  const beneficialOwners = [...holders.values()]
    .filter((h) => h.kind === OwnerKind.PERSON && effective.get(h.key)! + EPSILON >= threshold)
    .map((h) => ({ holder: h, share: effective.get(h.key)! }))
    .sort((a, b) => b.share - a.share || a.holder.name.localeCompare(b.holder.name))
    .map(({ holder, share }) => {
      const { best, total } = paths(holder.key);
      return { name: holder.name, percent: round(share * 100), listed: listed(holder.key), paths: best, morePaths: total - best.length };
    });
  const worst = [...status.values()].reduce<OwnerScreeningStatus>(
    (a, b) => (OWNER_SCREENING_STATUSES.indexOf(b) > OWNER_SCREENING_STATUSES.indexOf(a) ? b : a),
    context.screened ? 'clear' : 'not_screened',
  );
  const beneficial = new Set(beneficialOwners.map((b) => b.name));
  return {
    uboThresholdPercent: context.uboThresholdPercent,
    blockedThresholdPercent: context.blockedThresholdPercent,
    beneficialOwners,
    blockedPercent,
    blockedFinding: blockedPercent > 0 && blockedPercent + EPSILON >= context.blockedThresholdPercent,
    explanation,
    ownerScreeningStatus: worst,
    ultimateParentCountry: context.registerUltimateParentCountry ?? controllingParentCountry(holders),
    leiStatus: context.leiStatus,
    graph: layoutOwnershipGraph(
      context.companyName,
      [...holders.values()].map((h) => ({
        key: h.key,
        name: h.name,
        kind: h.kind,
        effectivePercent: round(effective.get(h.key)! * 100),
        listed: listed(h.key),
        beneficial: h.kind === OwnerKind.PERSON && beneficial.has(h.name),
        holdings: h.holdings.map((x) => ({ in: x.in, percent: round(x.share * 100, 2), direct: x.direct })),
      })),
    ),
  };
}

/** Holders ordered so that each comes after every holder it holds shares in (the company first). */
function topological(holders: ReadonlyMap<string, Holder>): string[] {
  const order: string[] = [];
  const done = new Set<string>(['']);
  const visit = (key: string) => {
    if (done.has(key)) return;
    done.add(key);
    for (const h of holders.get(key)!.holdings) visit(h.in);
    order.push(key);
  };
  for (const key of holders.keys()) visit(key);
  return order;
}

/**
 * The MAX_PATHS strongest paths from a holder to the company, and how many there are in all: each
 * holder's best paths built from those of the holders it holds in (best-first, never every path:
 * a wide six-level chain has millions). One memo serves every holder asked.
 */
function strongestPaths(holders: ReadonlyMap<string, Holder>): (from: string) => { best: OwnershipPath[]; total: number } {
  const memo = new Map<string, { paths: OwnershipPath[]; total: number }>();
  const walk = (key: string): { paths: OwnershipPath[]; total: number } => {
    const known = memo.get(key);
    if (known) return known;
    const holder = holders.get(key)!;
    const paths: OwnershipPath[] = [];
    let total = 0;
    for (const h of holder.holdings) {
      if (h.in === '') {
        paths.push({ names: [holder.name], shares: [round(h.share * 100, 2)], percent: h.share });
        total += 1;
        continue;
      }
      const above = walk(h.in);
      total += above.total;
      for (const p of above.paths)
        paths.push({ names: [holder.name, ...p.names], shares: [round(h.share * 100, 2), ...p.shares], percent: h.share * p.percent });
    }
    paths.sort((a, b) => b.percent - a.percent);
    const result = { paths: paths.slice(0, MAX_PATHS), total };
    memo.set(key, result);
    return result;
  };
  return (from) => {
    const { paths, total } = walk(from);
    return { best: paths.map((p) => ({ ...p, percent: round(p.percent * 100) })), total };
  };
}

/**
 * The country of the company's ultimate parent by its owners: follow the company owner holding more
 * than 50 % up while there is one; the last one's country (null without a majority company owner).
 */
function controllingParentCountry(holders: ReadonlyMap<string, Holder>): string | null {
  let at = '';
  let country: string | null = null;
  const seen = new Set<string>();
  for (;;) {
    const parent = [...holders.values()].find(
      (h) => h.kind === OwnerKind.COMPANY && !seen.has(h.key) && h.holdings.reduce((s, x) => s + (x.in === at ? x.share : 0), 0) > 0.5,
    );
    if (!parent) return country;
    seen.add(parent.key);
    at = parent.key;
    country = parent.country ?? country;
  }
}
