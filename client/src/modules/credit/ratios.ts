import type { CreditAnalysisFieldsFragment } from '../../generated/graphql';
import { RATIO_CATALOG } from '../../../../api/src/modules/credit/ratio-catalog';
import type { Unit } from '../../../../api/src/core/units';
import { formatInUnit } from './format';
import type { Better } from './trend';

export type RatioKey = keyof CreditAnalysisFieldsFragment['years'][number]['ratios'];

export interface RatioSpec {
  key: RatioKey;
  label: string;
  unit: Unit;
  /** How the spread shows it: its unit's one format. */
  format(value: number | null | undefined): string;
  better: Better;
}

/** The ratios of a year (CreditRatios) in the API's catalog order, each in its catalog unit, as the spread and the card show them. */
export const RATIOS: readonly RatioSpec[] = RATIO_CATALOG.map((r) => ({
  ...r,
  format: (v: number | null | undefined) => formatInUnit(v, r.unit),
}));

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
