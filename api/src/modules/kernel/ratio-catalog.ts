import type { Unit } from '../../core/units.js';

/** Which way a measure is better: up (current ratio), down (debt to assets), or neither. */
export type Better = 'higher' | 'lower' | 'neither';

/** One ratio of the spread: its name in the API (CreditRatios), label, unit and better side. */
export interface RatioCatalogEntry {
  key:
    | 'currentRatio'
    | 'quickRatio'
    | 'debtToAssets'
    | 'debtToEbitda'
    | 'interestCover'
    | 'netMargin'
    | 'returnOnAssets'
    | 'revenueGrowth'
    | 'workingCapital'
    | 'tangibleNetWorth';
  label: string;
  unit: Unit;
  better: Better;
}

/**
 * The ratios in the order every spread shows them, each with its one unit: the catalog the client's
 * spread and card and the PDF's spread all print from, and the rule editor names them by (pure, so
 * the client imports it as it is; in the kernel because the credit module and the decision engine
 * both read it). Debt to assets, margins, return on assets and growth are stored as fractions and
 * shown as percentages (0.45 → "45.0 %"), as credit reports usually quote leverage; current, quick,
 * debt to EBITDA and interest cover are multiples (1.85×); working capital and net worth money.
 */
export const RATIO_CATALOG: readonly RatioCatalogEntry[] = [
  { key: 'currentRatio', label: 'Current ratio', unit: 'times', better: 'higher' },
  { key: 'quickRatio', label: 'Quick ratio', unit: 'times', better: 'higher' },
  { key: 'debtToAssets', label: 'Debt to assets', unit: 'percent', better: 'lower' },
  { key: 'debtToEbitda', label: 'Debt to EBITDA', unit: 'times', better: 'lower' },
  { key: 'interestCover', label: 'Interest cover', unit: 'times', better: 'higher' },
  { key: 'netMargin', label: 'Net margin', unit: 'percent', better: 'higher' },
  { key: 'returnOnAssets', label: 'Return on assets', unit: 'percent', better: 'higher' },
  { key: 'revenueGrowth', label: 'Revenue growth', unit: 'percent', better: 'higher' },
  { key: 'workingCapital', label: 'Working capital', unit: 'amount', better: 'higher' },
  { key: 'tangibleNetWorth', label: 'Tangible net worth', unit: 'amount', better: 'higher' },
];
