import { isFlat, type Unit } from '../../../../api/src/core/units';
import type { Better } from '../../../../api/src/modules/kernel/ratio-catalog';

export type { Better };

export interface Trend {
  direction: 'up' | 'down' | 'flat';
  /** Whether the move is an improvement; null when flat or the measure has no better side. */
  improving: boolean | null;
}

/**
 * The trend of a measure in `unit` against the prior year; null when either year lacks it. Flat by
 * the one rule (isFlat: under 1 % of the figure, or the same in print), so 5.8 % → 6.2 % net margin is up.
 */
export function trendOf(current: number | null | undefined, prior: number | null | undefined, better: Better, unit: Unit): Trend | null {
  if (current === null || current === undefined || prior === null || prior === undefined) return null;
  if (!Number.isFinite(current) || !Number.isFinite(prior)) return null;
  if (isFlat(current, prior, unit)) return { direction: 'flat', improving: null };
  const direction = current > prior ? 'up' : 'down';
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
