import { newOwnerId, remainingShare, SUBJECT, type OwnerDraft } from './owners-draft';

/** An address as the register gives it (LeiAddress). */
export interface LeiAddressLike {
  lines: readonly string[];
  city?: string | null;
  region?: string | null;
  country?: string | null;
  postalCode?: string | null;
}

/** A parent as the register gives it (LeiParentRef). */
export interface LeiParentLike {
  lei: string;
  legalName?: string | null;
  country?: string | null;
  registrationStatus?: string | null;
  relationship: string;
}

let regionNames: Intl.DisplayNames | undefined;

/**
 * A country or jurisdiction code as the wizard's free-text countries write it: "GB" → "United
 * Kingdom", "US-DE" → "United States"; anything that is no ISO 3166 code as given.
 */
export function countryName(code: string | null | undefined): string {
  const text = (code ?? '').trim();
  if (!text) return '';
  const country = text.split('-')[0].toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) return text;
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regionNames.of(country) ?? text;
  } catch {
    return text;
  }
}

/** An address on one line: "1 Main Street, London, EC1A 1AA, United Kingdom". */
export function addressText(address: LeiAddressLike | null | undefined): string {
  if (!address) return '';
  // A region given as its ISO 3166-2 code ("GB-ENG") says nothing the country does not.
  const region = address.region && /^[A-Z]{2}-[A-Z0-9]{1,3}$/.test(address.region) ? null : address.region;
  const parts = [...address.lines, address.city, region, address.postalCode, countryName(address.country)];
  return parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');
}

/** A registration status the register flags (GLEIF: an LEI not renewed, or retired). */
export const FLAGGED_STATUSES = new Set(['LAPSED', 'RETIRED']);

/** "ISSUED" → "Issued", "PENDING_TRANSFER" → "Pending transfer". */
export const statusText = (status: string): string => {
  const words = status.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The owners after taking a register parent as an owner: a company row with its name, country and
 * LEI, holding the remaining share (all of it when none is given out yet; the analyst edits it).
 * The ultimate parent holds the direct parent when that is an owner row already; a direct parent
 * taken after the ultimate one goes between it and the company. Unchanged when the LEI is an owner.
 */
export function withParentOwner(
  drafts: readonly OwnerDraft[],
  parent: LeiParentLike,
  /** The other parent of the record (the ultimate one for a direct parent and the reverse), when there is one. */
  other: LeiParentLike | null | undefined,
): OwnerDraft[] {
  if (drafts.some((d) => d.lei && d.lei.toUpperCase() === parent.lei.toUpperCase())) return [...drafts];
  const row = (parentId: string): OwnerDraft => ({
    id: newOwnerId(),
    parentId,
    name: parent.legalName?.trim() || parent.lei,
    kind: 'COMPANY',
    percent: String(remainingShare(drafts, parentId) || 100),
    direct: true,
    country: countryName(parent.country),
    lei: parent.lei,
  });
  const otherIndex = other ? drafts.findIndex((d) => d.lei && d.lei.toUpperCase() === other.lei.toUpperCase()) : -1;
  const ultimate = parent.relationship === 'IS_ULTIMATELY_CONSOLIDATED_BY';
  if (ultimate) {
    // Above the direct parent when it is an owner already.
    if (otherIndex >= 0 && drafts[otherIndex].kind === 'COMPANY') {
      const next = [...drafts];
      const added = row(drafts[otherIndex].id);
      added.percent = String(remainingShare(drafts, drafts[otherIndex].id) || 100);
      next.splice(otherIndex + 1, 0, added);
      return next;
    }
    return [...drafts, row(SUBJECT)];
  }
  // A direct parent taken after the ultimate one, which holds the company directly: it goes in between.
  if (otherIndex >= 0 && drafts[otherIndex].parentId === SUBJECT) {
    const next = [...drafts];
    const added = row(SUBJECT);
    added.percent = drafts[otherIndex].percent || '100';
    next.splice(otherIndex, 0, added);
    next[otherIndex + 1] = { ...drafts[otherIndex], parentId: added.id, percent: '100' };
    return next;
  }
  return [...drafts, row(SUBJECT)];
}
