import type { CreditAnalysisFieldsFragment } from '../../generated/graphql';
import { SCORE_INPUT_CATALOG } from '../../../../api/src/modules/credit/credit-catalog';
import { RATIO_CATALOG } from '../../../../api/src/modules/kernel/ratio-catalog';
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

/** The scorecard's inputs, in the order the issue lists their bands: the API's catalog. */
export const SCORE_INPUTS: readonly { key: PointsKey; label: string }[] = SCORE_INPUT_CATALOG;
