import { leiProblem, normalizeLei } from '../../../../api/src/modules/kernel/lei-code';
import type { OwnerInput, OwnerKind } from './generated/graphql';
import { formatInUnit } from '../../../../api/src/core/units';

// One check of an LEI's check digits for the wizard and the API (ISO 17442, MOD 97-10).
export { leiProblem, normalizeLei };

/**
 * One holding as the wizard's owners editor keeps it: the share as typed, `parentId` '' for a
 * holding in the assessed company itself (the API's null), else the `id` of a company row above.
 */
export interface OwnerDraft {
  /** The client-chosen key the API takes (1–40 of [A-Za-z0-9_-], unique in the list). */
  id: string;
  parentId: string;
  name: string;
  kind: OwnerKind;
  /** The share held, in percent, as typed ("40", "12.5"). */
  percent: string;
  direct: boolean;
  country: string;
  lei: string;
}

/** The `parentId` of a holding in the assessed company. */
export const SUBJECT = '';

let sequence = 0;
/** A fresh row key: short, of the characters the API takes, unique within a draft. */
export function newOwnerId(): string {
  sequence = (sequence + 1) % 1_000_000;
  return `o${Date.now().toString(36)}${sequence.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export const emptyOwner = (parentId: string = SUBJECT, kind: OwnerKind = 'PERSON'): OwnerDraft => ({
  id: newOwnerId(),
  parentId,
  name: '',
  kind,
  percent: '',
  direct: true,
  country: '',
  lei: '',
});

/** A share as sent: a number, null when empty, undefined when it is no number ("40", "12.5 %", "12,5"). */
export function percentValue(text: string | null | undefined): number | null | undefined {
  const trimmed = (text ?? '').trim().replace(/\s*%$/, '').replace(',', '.');
  if (!trimmed) return null;
  if (!/^\d{1,3}(\.\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

/** A share's obvious problem (the API checks the rest: sums per holder, loops, levels), or true. */
export function percentProblem(text: string | undefined): string | true {
  const value = percentValue(text);
  if (value === null) return 'Enter the share held';
  if (value === undefined) return 'Enter the share as a number, e.g. 25 or 12.5';
  return value > 0 && value <= 100 ? true : 'The share must be above 0 and at most 100 %';
}

/** An owner's LEI's problem ("LEI must be 20 letters…"), or true when empty or valid. */
export function leiFieldProblem(text: string | null | undefined): string | true {
  const code = normalizeLei(text ?? '');
  if (!code) return true;
  const problem = leiProblem(code);
  return problem ? `LEI ${problem}` : true;
}

const orNull = (text: string | null | undefined) => text?.trim() || null;

/** One row as the API takes it (a share that is no number goes as NaN's stand-in 0: the API names it). */
export function ownerInputOf(d: OwnerDraft): OwnerInput {
  return {
    id: d.id,
    parentId: d.parentId || null,
    name: d.name.trim(),
    kind: d.kind,
    percent: percentValue(d.percent) ?? 0,
    direct: d.direct,
    country: orNull(d.country),
    lei: d.lei.trim() ? normalizeLei(d.lei) : null,
  };
}

/** The owners as the API takes them, in the editor's order (so `owners[3]` is the fourth row), or null when none. */
export function ownersInputOf(drafts: readonly OwnerDraft[] | null | undefined): OwnerInput[] | null {
  return drafts && drafts.length > 0 ? drafts.map(ownerInputOf) : null;
}

/** The stored owners as the editor keeps them (ownersInputOf's way back). */
export function ownersDraftOf(owners: readonly OwnerInputLike[] | null | undefined): OwnerDraft[] {
  return (owners ?? []).map((o) => ({
    id: o.id,
    parentId: o.parentId ?? SUBJECT,
    name: o.name,
    kind: o.kind,
    percent: String(o.percent),
    direct: o.direct ?? true,
    country: o.country ?? '',
    lei: o.lei ?? '',
  }));
}

/** An owner as the API gives it back (Assessment.owners) or as a reassessment draft carries it. */
export interface OwnerInputLike {
  id: string;
  parentId?: string | null;
  name: string;
  kind: OwnerKind;
  percent: number;
  direct?: boolean | null;
  country?: string | null;
  lei?: string | null;
}

/** Owners read from untyped JSON (a reassessment draft, whose kinds may be written in lower case); rows that are not owners are left out. */
export function ownersOfJson(value: unknown): OwnerInputLike[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown) => {
    if (!raw || typeof raw !== 'object') return [];
    const o = raw as Record<string, unknown>;
    const kind = typeof o.kind === 'string' ? o.kind.toUpperCase() : '';
    if (typeof o.id !== 'string' || typeof o.name !== 'string' || typeof o.percent !== 'number') return [];
    if (kind !== 'PERSON' && kind !== 'COMPANY') return [];
    const text = (v: unknown) => (typeof v === 'string' ? v : null);
    return [
      {
        id: o.id,
        parentId: text(o.parentId),
        name: o.name,
        kind,
        percent: o.percent,
        direct: o.direct !== false,
        country: text(o.country),
        lei: text(o.lei),
      },
    ];
  });
}

/** The fields of each row an API error may name: `owners[3].percent`, `owners[2].parentId`, … */
export const OWNER_FIELDS = ['id', 'parentId', 'name', 'kind', 'percent', 'direct', 'country', 'lei'] as const;

/** The error paths the API may name in `count` owners (and the list as a whole, `owners`). */
export function ownerFieldPaths(count: number): string[] {
  const rows = Array.from({ length: count }, (_, i) => OWNER_FIELDS.map((f) => `owners[${i}].${f}`));
  return ['owners', ...rows.flat()];
}

/**
 * Where an API error on a row shows in the editor: the row's id (which the analyst never types)
 * and its kind are shown on its name, the rest on their own input.
 */
export function ownerErrorField(field: string): string {
  const match = /^owners\[(\d+)\]\.(\w+)$/.exec(field);
  if (!match) return field;
  const [, index, name] = match;
  return name === 'id' || name === 'kind' ? `owners[${index}].name` : field;
}

/** Each row's level above the company (its direct holders are 1), following parents that are above it; 1 when lost. */
export function levelsOf(drafts: readonly OwnerDraft[]): number[] {
  const index = new Map(drafts.map((d, i) => [d.id, i]));
  const levels: number[] = [];
  drafts.forEach((d, i) => {
    const parent = d.parentId ? index.get(d.parentId) : undefined;
    levels.push(parent !== undefined && parent < i ? levels[parent] + 1 : 1);
  });
  return levels;
}

/** The rows holding shares, directly or through others, in row `index` (all after it), in order. */
export function descendantsOf(drafts: readonly OwnerDraft[], index: number): number[] {
  const inside = new Set([drafts[index]?.id]);
  const found: number[] = [];
  for (let i = index + 1; i < drafts.length; i++) {
    if (inside.has(drafts[i].parentId)) {
      inside.add(drafts[i].id);
      found.push(i);
    }
  }
  return found;
}

/** Where a new holder of row `index` goes: after the last row above it in the chain. */
export function insertionPointUnder(drafts: readonly OwnerDraft[], index: number): number {
  const below = descendantsOf(drafts, index);
  return (below.length ? below[below.length - 1] : index) + 1;
}

/**
 * The holders row `index` may hold shares in: the assessed company, or any company row above it
 * that is below the level limit (`maxLevels`), labelled with their names.
 */
export function parentChoices(
  drafts: readonly OwnerDraft[],
  index: number,
  companyName: string,
  maxLevels: number | undefined,
): { value: string; label: string }[] {
  const levels = levelsOf(drafts);
  const choices = [{ value: SUBJECT, label: companyName.trim() || 'The assessed company' }];
  for (let i = 0; i < index; i++) {
    const d = drafts[i];
    // The current choice stays listed even when no longer a company (its error says why).
    const current = d.id === drafts[index].parentId;
    if (!current && (d.kind !== 'COMPANY' || (maxLevels !== undefined && levels[i] >= maxLevels))) continue;
    choices.push({ value: d.id, label: d.name.trim() || `Owner ${i + 1} (no name yet)` });
  }
  return choices;
}

/** Whether row `index`'s parent is a company row above it (or the assessed company). */
export function parentProblem(drafts: readonly OwnerDraft[], index: number): string | true {
  const parentId = drafts[index]?.parentId;
  if (!parentId) return true;
  const parent = drafts.findIndex((d) => d.id === parentId);
  if (parent < 0 || parent >= index) return 'Choose the company it holds shares in';
  return drafts[parent].kind === 'COMPANY' ? true : `${drafts[parent].name || 'That owner'} is a person: choose a company`;
}

/** The share not yet given out in one holder (the company, '' , or a company row's id), 0–100. */
export function remainingShare(drafts: readonly OwnerDraft[], parentId: string): number {
  const held = drafts.filter((d) => d.parentId === parentId).reduce((sum, d) => sum + (percentValue(d.percent) ?? 0), 0);
  return Math.max(0, Math.round((100 - held) * 100) / 100);
}

/** Whether every row is complete enough to preview: a name, a share in range and a parent above it. */
export function isOwnersPreviewable(drafts: readonly OwnerDraft[] | null | undefined): boolean {
  return (
    !!drafts &&
    drafts.length > 0 &&
    drafts.every((d, i) => d.name.trim() && percentProblem(d.percent) === true && parentProblem(drafts, i) === true)
  );
}

/** A share in percent (0–100) in the one percent format of the API's explanations and the PDF: 40 → "40.0 %". */
export const formatShare = (percent: number): string => formatInUnit(percent / 100, 'percent');
