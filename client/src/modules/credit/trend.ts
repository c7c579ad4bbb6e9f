/** Which way a measure is better: up (current ratio), down (debt to assets), or neither. */
export type Better = 'higher' | 'lower' | 'neither';

export interface Trend {
  direction: 'up' | 'down' | 'flat';
  /** Whether the move is an improvement; null when flat or the measure has no better side. */
  improving: boolean | null;
}

/**
 * Moves smaller than this share of the prior value (or, near zero, of 1) are flat: a current
 * ratio from 1.501 to 1.503 has not moved.
 */
export const FLAT_TOLERANCE = 0.005;

/** The trend of a measure against the prior year; null when either year lacks it. */
export function trendOf(current: number | null | undefined, prior: number | null | undefined, better: Better): Trend | null {
  if (current === null || current === undefined || prior === null || prior === undefined) return null;
  if (!Number.isFinite(current) || !Number.isFinite(prior)) return null;
  const change = current - prior;
  if (Math.abs(change) <= FLAT_TOLERANCE * Math.max(Math.abs(prior), 1)) return { direction: 'flat', improving: null };
  const direction = change > 0 ? 'up' : 'down';
  if (better === 'neither') return { direction, improving: null };
  return { direction, improving: (direction === 'up') === (better === 'higher') };
}

/** What a trend arrow says to a screen reader and in its tooltip, e.g. "up from 1.20 (better)". */
export function trendText(trend: Trend, priorText: string): string {
  if (trend.direction === 'flat') return `unchanged from ${priorText}`;
  const quality = trend.improving === null ? '' : trend.improving ? ' (better)' : ' (worse)';
  return `${trend.direction} from ${priorText}${quality}`;
}

/** The arrow drawn for a trend. */
export const TREND_ARROW: Record<Trend['direction'], string> = { up: '↑', down: '↓', flat: '→' };
