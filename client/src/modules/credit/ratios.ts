import type { CreditAnalysisFieldsFragment } from '../../generated/graphql';
import { formatFigure, formatPercent, formatRatio } from './format';
import type { Better } from './trend';

export type RatioKey = keyof CreditAnalysisFieldsFragment['years'][number]['ratios'];

export interface RatioSpec {
  key: RatioKey;
  label: string;
  /** How the spread shows it. */
  format(value: number | null | undefined): string;
  better: Better;
}

/** The ratios of a year (CreditRatios) in the order, as the spread and the card show them. */
export const RATIOS: readonly RatioSpec[] = [
  { key: 'currentRatio', label: 'Current ratio', format: formatRatio, better: 'higher' },
  { key: 'quickRatio', label: 'Quick ratio', format: formatRatio, better: 'higher' },
  { key: 'debtToAssets', label: 'Debt to assets', format: formatRatio, better: 'lower' },
  { key: 'debtToEbitda', label: 'Debt to EBITDA', format: formatRatio, better: 'lower' },
  { key: 'interestCover', label: 'Interest cover', format: formatRatio, better: 'higher' },
  { key: 'netMargin', label: 'Net margin', format: formatPercent, better: 'higher' },
  { key: 'returnOnAssets', label: 'Return on assets', format: formatPercent, better: 'higher' },
  { key: 'revenueGrowth', label: 'Revenue growth', format: formatPercent, better: 'higher' },
  { key: 'workingCapital', label: 'Working capital', format: formatFigure, better: 'higher' },
  { key: 'tangibleNetWorth', label: 'Tangible net worth', format: formatFigure, better: 'higher' },
];

export type PointsKey = keyof CreditAnalysisFieldsFragment['points'];

/** The scorecard's inputs, in the order the issue lists their bands. */
export const SCORE_INPUTS: readonly { key: PointsKey; label: string }[] = [
  { key: 'altmanZone', label: 'Altman Z″ zone' },
  { key: 'currentRatio', label: 'Current ratio' },
  { key: 'debtToAssets', label: 'Debt to assets' },
  { key: 'interestCover', label: 'Interest cover' },
  { key: 'netMargin', label: 'Net margin' },
  { key: 'tradingYears', label: 'Trading years' },
  { key: 'revenueGrowth', label: 'Revenue growth' },
];
