import type { OwnerKind } from './ownership.js';

/** The graph's geometry, served with the catalog: the client's SVG and the PDF draw the same boxes. */
export const GRAPH_GEOMETRY = {
  nodeWidth: 168,
  nodeHeight: 56,
  columnGap: 24,
  rowGap: 48,
  margin: 8,
} as const;

export type OwnershipNodeKind = 'SUBJECT' | 'PERSON' | 'COMPANY';

export interface OwnershipGraphNode {
  id: string;
  label: string;
  kind: OwnershipNodeKind;
  /** Its share of the company (products along the paths, added); null for the company itself. */
  effectivePercent: number | null;
  listed: boolean;
  beneficial: boolean;
  /** Top-left corner of its box, in px. */
  x: number;
  y: number;
  /** 0 for the company, then the longest chain of holdings from the node down to it. */
  level: number;
}

export interface OwnershipGraphEdge {
  /** The holder's node id. */
  from: string;
  /** The held node's id. */
  to: string;
  percent: number;
  direct: boolean;
}

export interface OwnershipGraph {
  width: number;
  height: number;
  nodes: OwnershipGraphNode[];
  edges: OwnershipGraphEdge[];
}

/** A holder as the layout takes it: holdings in other holders' keys, '' for the company. */
export interface GraphHolder {
  key: string;
  name: string;
  kind: OwnerKind;
  effectivePercent: number;
  listed: boolean;
  beneficial: boolean;
  holdings: { in: string; percent: number; direct: boolean }[];
}

/**
 * Lays the ownership out in rows: the company at the bottom, each holder one row above the
 * highest holder it holds shares in (its level), ordered in a row by where the holders it holds in
 * sit (their mean x, so chains stay straight). Node ids are short (n1, n2, …): a holder's key is a
 * name and the graph travels to the client and the PDF.
 */
export function layoutOwnershipGraph(companyName: string, holders: readonly GraphHolder[]): OwnershipGraph {
  const { nodeWidth, nodeHeight, columnGap, rowGap, margin } = GRAPH_GEOMETRY;
  const byKey = new Map(holders.map((h) => [h.key, h]));
  const level = new Map<string, number>([['', 0]]);
  const levelOf = (key: string): number => {
    const known = level.get(key);
    if (known !== undefined) return known;
    const value = 1 + Math.max(...byKey.get(key)!.holdings.map((h) => levelOf(h.in)));
    level.set(key, value);
    return value;
  };
  holders.forEach((h) => levelOf(h.key));
  const ids = new Map<string, string>([['', 'subject']]);
  holders.forEach((h, i) => ids.set(h.key, `n${i + 1}`));
  const top = Math.max(0, ...level.values());
  const rows: string[][] = Array.from({ length: top + 1 }, () => []);
  rows[0].push('');
  for (const h of holders) rows[level.get(h.key)!].push(h.key);
  const width = Math.max(...rows.map((r) => r.length)) * (nodeWidth + columnGap) - columnGap + 2 * margin;
  const centre = new Map<string, number>();
  centre.set('', width / 2);
  for (let l = 1; l <= top; l++) {
    const row = rows[l];
    // Ordered by the mean position of what each holds (stable: entry order breaks ties).
    const wish = new Map(
      row.map((key) => {
        const below = byKey.get(key)!.holdings.map((h) => centre.get(h.in)!);
        return [key, below.reduce((x, y) => x + y, 0) / below.length];
      }),
    );
    row.sort((x, y) => wish.get(x)! - wish.get(y)!);
    // Each box over what it holds where there is room, pushed right past its left neighbour; then,
    // from the right, pulled back inside the drawing (the widest row fits it exactly).
    let right = -Infinity;
    const placed = row.map((key) => {
      const left = Math.max(wish.get(key)! - nodeWidth / 2, right + columnGap, margin);
      right = left + nodeWidth;
      return left;
    });
    let limit = width - margin;
    for (let i = row.length - 1; i >= 0; i--) {
      placed[i] = Math.min(placed[i], limit - nodeWidth);
      limit = placed[i] - columnGap;
    }
    row.forEach((key, i) => centre.set(key, placed[i] + nodeWidth / 2));
  }
  const yOf = (l: number) => margin + (top - l) * (nodeHeight + rowGap);
  const nodes: OwnershipGraphNode[] = [
    {
      id: 'subject',
      label: companyName,
      kind: 'SUBJECT',
      effectivePercent: null,
      listed: false,
      beneficial: false,
      x: centre.get('')! - nodeWidth / 2,
      y: yOf(0),
      level: 0,
    },
    ...holders.map((h) => ({
      id: ids.get(h.key)!,
      label: h.name,
      kind: h.kind,
      effectivePercent: h.effectivePercent,
      listed: h.listed,
      beneficial: h.beneficial,
      x: centre.get(h.key)! - nodeWidth / 2,
      y: yOf(level.get(h.key)!),
      level: level.get(h.key)!,
    })),
  ];
  const edges = holders.flatMap((h) =>
    h.holdings.map((x) => ({ from: ids.get(h.key)!, to: ids.get(x.in)!, percent: x.percent, direct: x.direct })),
  );
  return { width, height: yOf(0) + nodeHeight + margin, nodes, edges };
}
