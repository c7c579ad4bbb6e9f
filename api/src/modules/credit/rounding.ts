/**
 * How credit figures are rounded for storage: ratios, Altman Z″ and its X1–X4 to 4 decimals
 * (0.1111 = 11.11 %, finer than any display or band threshold), money to 2 decimals (cents).
 * Computations use the unrounded values; only what is stored and shown is rounded.
 */
export const RATIO_DECIMALS = 4;
export const MONEY_DECIMALS = 2;

/**
 * Rounds half away from zero to `decimals` places. The relative nudge of two ulps absorbs binary
 * representation error (1.005 → 1.01, not 1.00). Values too large to carry the decimals exactly
 * are returned as they are; -0 becomes 0.
 */
export function roundTo(x: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Math.abs(x) * factor;
  if (!(scaled < Number.MAX_SAFE_INTEGER)) return x;
  const rounded = Math.round(scaled * (1 + 2 * Number.EPSILON)) / factor;
  return rounded === 0 ? 0 : Math.sign(x) * rounded;
}

export const roundRatio = (x: number) => roundTo(x, RATIO_DECIMALS);
export const roundMoney = (x: number) => roundTo(x, MONEY_DECIMALS);

/** The figure a quotient is divided by, to name when the quotient is not a finite number. */
export interface Divisor {
  /** What the quotient is: a ratio's label or `Altman Z″`. */
  what: string;
  /** The statement figure divided by (`totalAssets`). */
  figure: string;
  /** The figure is the previous statement's (revenue growth). */
  ofPrior?: boolean;
}

/**
 * A ratio or Z″ that is not a finite number. Validated figures (0 or a cent to 10¹⁵ in absolute
 * value) never give one, so it is refused naming the figure divided by rather than stored as absent.
 */
export class NotFiniteError extends Error {
  constructor(readonly divisor: Divisor) {
    super(`${divisor.what} is not a finite number`);
    this.name = 'NotFiniteError';
  }
}

/** `x` itself when it is a finite number; NotFiniteError naming `divisor` otherwise. */
export function finite(x: number, divisor: Divisor): number {
  if (!Number.isFinite(x)) throw new NotFiniteError(divisor);
  return x;
}

const UNNAMED: Divisor = { what: 'A ratio', figure: 'denominator' };

/**
 * numerator / denominator rounded to 4 decimals; null when either figure is missing or the
 * denominator is zero. A quotient that is not finite (1e15 over 1e-300) throws NotFiniteError
 * naming `divisor`: never Infinity, NaN or an absence.
 */
export function ratio(numerator: number | null, denominator: number | null, divisor: Divisor = UNNAMED): number | null {
  if (numerator === null || denominator === null || denominator === 0) return null;
  return roundRatio(finite(numerator / denominator, divisor));
}
