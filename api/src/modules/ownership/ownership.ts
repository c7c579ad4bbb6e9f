import { badInput } from '../../core/errors.js';
import { formatInUnit } from '../../core/units.js';
import { assertSafeText } from '../../core/safe-text.js';
import { leiProblem, normalizeLei } from '../kernel/lei-code.js';

/** Who holds a share: a natural person or a company (which may have owners of its own). */
export enum OwnerKind {
  PERSON = 'PERSON',
  COMPANY = 'COMPANY',
}

/**
 * One holding of an assessment's ownership, as stored: `name` holds `percent` % of the assessed
 * company (`parentId` null) or of the company owner whose `id` is `parentId`. Rows naming the same
 * holder (same kind and normalised name: holderKey) are one holder, so a person may hold directly and
 * through a company. `direct` is false for a share held through a nominee, trust or other arrangement.
 */
export interface Owner {
  id: string;
  parentId: string | null;
  name: string;
  kind: OwnerKind;
  percent: number;
  direct: boolean;
  country: string | null;
  lei: string | null;
}

/** The limits of an ownership: the catalog the API serves (Query.ownershipCatalog), so no client keeps a copy. */
export const OWNERSHIP_LIMITS = {
  /** Holdings in all: the largest real groups a credit file draws are far smaller. */
  maxOwners: 200,
  /** Levels above the company: direct owners are level 1. */
  maxLevels: 6,
  maxNameLength: 200,
  maxCountryLength: 200,
  maxIdLength: 40,
} as const;

const ID = /^[A-Za-z0-9_-]+$/;

/**
 * A name as one holder: NFKC, lower case, punctuation dropped, spaces collapsed. Linear in the name
 * ("Alpha Holdings Ltd." and "alpha  holdings ltd" are one holder).
 */
export function holderName(name: string): string {
  let out = '';
  let space = false;
  for (const ch of name.normalize('NFKC').toLowerCase()) {
    if (/[\p{L}\p{N}]/u.test(ch)) {
      if (space && out) out += ' ';
      out += ch;
      space = false;
    } else space = true;
  }
  return out;
}

/** The identity of a holder across rows: its kind and normalised name. */
export const holderKey = (owner: Pick<Owner, 'kind' | 'name'>): string => `${owner.kind}:${holderName(owner.name)}`;

/** The key of the assessed company, were it to appear as an owner of itself. */
export const subjectKey = (companyName: string): string => `${OwnerKind.COMPANY}:${holderName(companyName)}`;

function text(value: unknown, field: string, label: string, max: number, required: boolean): string | null {
  if (value === undefined || value === null) {
    if (required) throw badInput(`${label} is required`, field);
    return null;
  }
  if (typeof value !== 'string') throw badInput(`${label} must be text`, field);
  assertSafeText(value, field);
  const trimmed = value.trim();
  if (!trimmed) {
    if (required) throw badInput(`${label} must not be blank`, field);
    return null;
  }
  if (trimmed.length > max) throw badInput(`${label} must be at most ${max} characters`, field);
  return trimmed;
}

/** One row checked on its own; the chain is checked as a whole by checkChain. */
function parseOwner(raw: unknown, at: string): Owner {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badInput(`${at} must be an object`, at);
  const row = raw as Record<string, unknown>;
  const id = text(row.id, `${at}.id`, `${at}.id`, OWNERSHIP_LIMITS.maxIdLength, true)!;
  if (!ID.test(id)) throw badInput(`${at}.id must be letters, digits, - or _`, `${at}.id`);
  const parentId = text(row.parentId, `${at}.parentId`, `${at}.parentId`, OWNERSHIP_LIMITS.maxIdLength, false);
  const name = text(row.name, `${at}.name`, `${at}.name (the owner's name)`, OWNERSHIP_LIMITS.maxNameLength, true)!;
  const kind = row.kind;
  if (kind !== OwnerKind.PERSON && kind !== OwnerKind.COMPANY) throw badInput(`${at}.kind must be PERSON or COMPANY`, `${at}.kind`);
  const percent = row.percent;
  if (typeof percent !== 'number' || !Number.isFinite(percent)) throw badInput(`${at}.percent must be a number`, `${at}.percent`);
  if (percent <= 0 || percent > 100) throw badInput(`${at}.percent must be above 0 and at most 100`, `${at}.percent`);
  if (row.direct !== undefined && row.direct !== null && typeof row.direct !== 'boolean') {
    throw badInput(`${at}.direct must be true or false`, `${at}.direct`);
  }
  const country = text(row.country, `${at}.country`, `${at}.country`, OWNERSHIP_LIMITS.maxCountryLength, false);
  const typedLei = text(row.lei, `${at}.lei`, `${at}.lei`, 40, false);
  let lei: string | null = null;
  if (typedLei) {
    lei = normalizeLei(typedLei);
    const problem = leiProblem(lei);
    if (problem) throw badInput(`${at}.lei ${problem}`, `${at}.lei`);
  }
  // Two decimals: what a share register states; more is noise that would make sums miss 100.
  return { id, parentId, name, kind, percent: Math.round(percent * 100) / 100, direct: row.direct !== false, country, lei };
}

/**
 * Validates an assessment's owners (the API's, the wizard's and CSV rows' `owners`): at most 200 rows
 * and 6 levels; unique ids; each `parentId` a company row; the shares held in one holder (the
 * company or a company owner) at most 100 % together; no chain that loops back (to itself, or to
 * the assessed company `companyName`). BAD_USER_INPUT naming the field (`owners[3].percent`).
 * Null or undefined is none.
 */
export function parseOwners(raw: unknown, companyName: string | null): Owner[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw badInput('owners must be a list', 'owners');
  if (raw.length > OWNERSHIP_LIMITS.maxOwners) throw badInput(`owners must list at most ${OWNERSHIP_LIMITS.maxOwners} holdings`, 'owners');
  const owners = raw.map((row, i) => parseOwner(row, `owners[${i}]`));
  checkChain(owners, companyName);
  return owners;
}

function checkChain(owners: readonly Owner[], companyName: string | null): void {
  const byId = new Map<string, number>();
  owners.forEach((o, i) => {
    if (byId.has(o.id)) throw badInput(`owners[${i}].id "${o.id}" is used by owners[${byId.get(o.id)}] too`, `owners[${i}].id`);
    byId.set(o.id, i);
  });
  const subject = companyName ? subjectKey(companyName) : null;
  // Each parent a company row.
  owners.forEach((o, i) => {
    if (o.parentId === null) return;
    const parent = byId.get(o.parentId);
    if (parent === undefined) throw badInput(`owners[${i}].parentId names no owner's id`, `owners[${i}].parentId`);
    if (owners[parent].kind !== OwnerKind.COMPANY)
      throw badInput(`owners[${i}].parentId must name a company owner`, `owners[${i}].parentId`);
    if (parent === i) throw badInput(`owners[${i}] cannot hold shares in itself: the chain loops back`, `owners[${i}].parentId`);
  });
  // One holder's shares: the company's (parentId null) and each company holder's (all its rows).
  // Each row's holder key, once: normalising names is the costly part of the checks.
  const keys = owners.map(holderKey);
  const heldKey = (o: Owner) => (o.parentId === null ? '' : keys[byId.get(o.parentId)!]);
  const sums = new Map<string, number>();
  owners.forEach((o, i) => {
    const key = heldKey(o);
    const sum = (sums.get(key) ?? 0) + o.percent;
    sums.set(key, sum);
    if (sum > 100 + 1e-9) {
      const held = o.parentId === null ? (companyName ?? 'the company') : owners[byId.get(o.parentId)!].name;
      throw badInput(
        `owners[${i}].percent: the shares held in ${held} add up to ${formatInUnit(sum / 100, 'percent')}, above 100.0 %`,
        `owners[${i}].percent`,
      );
    }
  });
  // Loops and depth over holders (rows naming one holder are one node): each row's chain up to the company.
  const rowsOf = new Map<string, number[]>();
  owners.forEach((_o, i) => {
    const rows = rowsOf.get(keys[i]);
    if (rows) rows.push(i);
    else rowsOf.set(keys[i], [i]);
  });
  const depth = new Map<string, number>();
  // Holders on the current walk, with where their rows start on `trail` (the rows walked through).
  const visiting = new Map<string, number>();
  const trail: number[] = [];
  // Levels of a holder: the longest chain of holdings from it down to the company.
  const levelOf = (key: string): number => {
    const known = depth.get(key);
    if (known !== undefined) return known;
    visiting.set(key, trail.length);
    let level = 0;
    for (const i of rowsOf.get(key)!) {
      const o = owners[i];
      trail.push(i);
      let below = 0;
      if (o.parentId !== null) {
        const parentKey = keys[byId.get(o.parentId)!];
        const entered = visiting.get(parentKey);
        if (entered !== undefined) {
          // The loop's rows: the one that closes it is the last of them in the list.
          const closing = Math.max(...trail.slice(entered));
          throw badInput(`owners[${closing}]: the chain loops back to ${owners[closing].name}`, `owners[${closing}].parentId`);
        }
        below = levelOf(parentKey);
      }
      trail.pop();
      level = Math.max(level, below + 1);
      if (level > OWNERSHIP_LIMITS.maxLevels) {
        throw badInput(`owners[${i}] is ${level} levels above the company; at most ${OWNERSHIP_LIMITS.maxLevels}`, `owners[${i}].parentId`);
      }
    }
    visiting.delete(key);
    depth.set(key, level);
    return level;
  };
  keys.forEach((key, i) => {
    if (subject && key === subject)
      throw badInput(`owners[${i}]: the company cannot own itself: the chain loops back`, `owners[${i}].name`);
    levelOf(key);
  });
}
