import { formatShare } from './owners-draft';

/** One path of holdings as the API gives it: names from the owner down to the company's direct owner, each one's share alongside. */
export interface PathLike {
  names: readonly string[];
  shares: readonly number[];
  percent: number;
}

/**
 * One path in words, from the company upwards: "direct 10 %", "60 % × 50 % via Alpha Holdings",
 * "100 % × 60 % × 50 % via Alpha Holdings and Beta Ltd"; with `total` its product too.
 */
export function pathText(path: PathLike, total = false): string {
  const shares = [...path.shares].reverse().map(formatShare);
  if (path.names.length <= 1) return `direct ${shares[0] ?? formatShare(path.percent)}`;
  const via = path.names.slice(1).reverse();
  const chain = via.length === 1 ? via[0] : `${via.slice(0, -1).join(', ')} and ${via[via.length - 1]}`;
  return `${shares.join(' × ')} via ${chain}${total ? ` (${formatShare(path.percent)})` : ''}`;
}

/** A beneficial owner in a sentence: "Jane Doe 40 %: 60 % × 50 % via Alpha Holdings (30 %); direct 10 %". */
export function beneficialOwnerText(owner: { name: string; percent: number; paths: readonly PathLike[] }): string {
  const many = owner.paths.length > 1;
  return `${owner.name} ${formatShare(owner.percent)}: ${owner.paths.map((p) => pathText(p, many)).join('; ')}`;
}

/** How far a name fits in a graph box of `width` px at 12 px text: cut with an ellipsis past it. */
export function fitLabel(label: string, width: number, charWidth = 7.6): string {
  const room = Math.max(4, Math.floor((width - 20) / charWidth));
  return label.length <= room ? label : `${label.slice(0, room - 1).trimEnd()}…`;
}
