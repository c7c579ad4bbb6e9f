import type { LimitMultipliers } from './scorecard.js';
import { roundMoney } from './rounding.js';

/** Which term set the suggested limit: the least of the three, or `grade` when the grade gives no credit (E). */
export type LimitBinding = 'net_worth' | 'working_capital' | 'revenue' | 'grade';

export interface SuggestedLimit {
  /** Whole units of `currency`, rounded down; never below 0. */
  amount: number;
  currency: string;
  binding: LimitBinding;
  /** The three terms before taking the least (cents; the net-worth term may be negative), for the explanation. */
  terms: { netWorth: number; workingCapital: number; revenue: number };
}

export interface LimitSubject {
  multipliers: LimitMultipliers;
  tangibleNetWorth: number;
  workingCapital: number;
  revenue: number;
  paymentTermsDays: number;
  currency: string;
}

/**
 * Suggested credit limit = the least of a·tangible net worth, b·max(working capital, 0) and
 * c·revenue × payment terms / 365, with a, b, c the grade's multipliers. A grade whose
 * multipliers are all 0 (E: cash in advance) gives 0 bound by `grade`. Ties go to the earlier
 * term (net worth, working capital, revenue). The amount is rounded down to whole currency
 * units, so it never exceeds what the formula allows, and is never below 0.
 */
export function suggestCreditLimit(subject: LimitSubject): SuggestedLimit {
  const { multipliers: m, currency } = subject;
  const terms = {
    netWorth: roundMoney(m.netWorth * subject.tangibleNetWorth),
    workingCapital: roundMoney(m.workingCapital * Math.max(subject.workingCapital, 0)),
    revenue: roundMoney((m.revenue * subject.revenue * subject.paymentTermsDays) / 365),
  };
  if (m.netWorth === 0 && m.workingCapital === 0 && m.revenue === 0) return { amount: 0, currency, binding: 'grade', terms };
  let binding: LimitBinding = 'net_worth';
  let least = terms.netWorth;
  if (terms.workingCapital < least) [binding, least] = ['working_capital', terms.workingCapital];
  if (terms.revenue < least) [binding, least] = ['revenue', terms.revenue];
  // Rounded to cents first, so 869,999.9999999999 of binary noise floors to 870,000.
  return { amount: Math.max(0, Math.floor(least)), currency, binding, terms };
}
