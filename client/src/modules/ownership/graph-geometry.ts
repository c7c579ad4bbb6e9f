/** A box of the graph as the API laid it out: top-left corner, level above the company. */
export interface BoxLike {
  id: string;
  x: number;
  y: number;
  level: number;
}

export interface EdgeGeometry {
  /** The SVG path from the holder's bottom to the held box's top. */
  d: string;
  /** Where the share's label goes: in the gap under the holder's row, on the line. */
  label: { x: number; y: number };
  /** How far left and right the line reaches (a curve may pass beside the laid-out width). */
  minX: number;
  maxX: number;
}

type Point = { x: number; y: number };

const bezier = (p0: Point, p1: Point, p2: Point, p3: Point, t: number): Point => {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return { x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y };
};

const SAMPLES = 24;

/**
 * How a holding is drawn between two boxes: a straight line between adjacent levels; across more
 * levels, a curve bowed to the side where it crosses the fewest other boxes, the least far (a
 * straight line would run behind the boxes in between and read as a holding through them).
 */
export function edgeGeometry(
  from: BoxLike,
  to: BoxLike,
  boxes: readonly BoxLike[],
  size: { nodeWidth: number; nodeHeight: number },
): EdgeGeometry {
  const { nodeWidth, nodeHeight } = size;
  const start = { x: from.x + nodeWidth / 2, y: from.y + nodeHeight };
  const end = { x: to.x + nodeWidth / 2, y: to.y };
  const gap = Math.max(0, Math.min(24, (end.y - start.y) / 2));
  if (from.level - to.level <= 1 || end.y - start.y <= nodeHeight) {
    const t = end.y === start.y ? 0.5 : gap / (end.y - start.y);
    return {
      d: `M ${start.x} ${start.y} L ${end.x} ${end.y}`,
      label: { x: start.x + (end.x - start.x) * t, y: start.y + gap },
      minX: Math.min(start.x, end.x),
      maxX: Math.max(start.x, end.x),
    };
  }
  const height = end.y - start.y;
  // The boxes in the rows in between, which a curve should pass beside.
  const between = boxes.filter((b) => b.id !== from.id && b.id !== to.id && b.y > start.y && b.y + nodeHeight < end.y);
  const crossings = (dx: number) => {
    const c1 = { x: start.x + dx, y: start.y + height / 3 };
    const c2 = { x: end.x + dx, y: end.y - height / 3 };
    let hits = 0;
    for (let i = 1; i < SAMPLES; i++) {
      const p = bezier(start, c1, c2, end, i / SAMPLES);
      if (between.some((b) => p.x >= b.x - 4 && p.x <= b.x + nodeWidth + 4 && p.y >= b.y && p.y <= b.y + nodeHeight)) hits++;
    }
    return hits;
  };
  const step = nodeWidth * 0.75;
  const candidates = [step, -step, 2 * step, -2 * step, 3 * step, -3 * step].map((c) => ({ dx: c, hits: crossings(c) }));
  // The first with the fewest crossings: the nearest, right before left.
  const { dx } = candidates.reduce((best, c) => (c.hits < best.hits ? c : best));
  const c1 = { x: start.x + dx, y: start.y + height / 3 };
  const c2 = { x: end.x + dx, y: end.y - height / 3 };
  // The label where the curve leaves the holder's row gap.
  let label = bezier(start, c1, c2, end, 0.5);
  for (let i = 1; i <= SAMPLES; i++) {
    const p = bezier(start, c1, c2, end, i / (SAMPLES * 2));
    if (p.y >= start.y + gap) {
      label = p;
      break;
    }
  }
  const xs = Array.from({ length: SAMPLES + 1 }, (_, i) => bezier(start, c1, c2, end, i / SAMPLES).x);
  return {
    d: `M ${start.x} ${start.y} C ${c1.x} ${c1.y} ${c2.x} ${c2.y} ${end.x} ${end.y}`,
    label: { x: label.x, y: label.y },
    minX: Math.min(...xs),
    maxX: Math.max(...xs),
  };
}
