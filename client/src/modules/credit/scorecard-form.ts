import type { FieldPath } from 'react-hook-form';
import type { BandComparison, ScorecardFieldsFragment, ScorecardInput } from '../../generated/graphql';
import {
  ALTMAN_ZONE_CATALOG,
  BANDED_INPUTS as CATALOG_BANDED_INPUTS,
  bestScore as bestScoreOf,
  type BandedInputName,
} from '../../../../api/src/modules/credit/credit-catalog';

/** The scorecard page's form: the scorecard as the API takes it, and the note saved with it. */
export interface ScorecardFormValues {
  scorecard: ScorecardInput;
  note: string;
}

export type { BandedInputName };

/** The banded inputs in the scorecard's order, with what their thresholds are in: the API's catalog. */
export const BANDED_INPUTS: readonly { name: BandedInputName; label: string; unit: string }[] = CATALOG_BANDED_INPUTS.map((i) => ({
  name: i.key,
  label: i.label,
  unit: i.bands.hint,
}));

export const COMPARISONS: readonly { value: BandComparison; label: string; symbol: string }[] = [
  { value: 'GTE', label: 'at least (≥)', symbol: '≥' },
  { value: 'GT', label: 'above (>)', symbol: '>' },
  { value: 'LTE', label: 'at most (≤)', symbol: '≤' },
  { value: 'LT', label: 'below (<)', symbol: '<' },
];

/** The Altman Z″ zones with the range each covers, e.g. "Safe (Z″ above 2.60)": the API's catalog. */
export const ZONES = ALTMAN_ZONE_CATALOG.map((z) => ({ name: z.zone, label: `${z.label} (Z″ ${z.range})` }));

export const TRADING_YEARS = [
  { name: 'moreThan5', label: 'More than 5 years' },
  { name: 'threeTo5', label: '3 to 5 years' },
  { name: 'twoTo3', label: '2 to 3 years' },
  { name: 'lessThan2', label: 'Less than 2 years' },
] as const;

/** The review policy's fields: the scorecard page's Review policy section. */
export const REVIEW_POLICY = [
  { name: 'approvedMonths', label: 'Review after approval (months)' },
  { name: 'cautionMonths', label: 'Review after Trade with Caution (months)' },
  { name: 'rejectedMonths', label: 'Review after rejection (months)' },
  { name: 'gradeCooldownDays', label: 'Grade cooldown after a downgrade (days)' },
] as const satisfies readonly { name: keyof ScorecardInput['review']; label: string }[];

/** A band the Add band button appends: below every threshold of an upward input, reachable only once edited. */
export const NEW_BAND = {
  comparison: 'GTE',
  threshold: 0,
  points: 0,
} as const satisfies ScorecardInput['inputs']['currentRatio']['bands'][number];

// Only the input's fields: the query's __typename is not part of ScorecardInput.
const bandsOf = (input: ScorecardFieldsFragment['inputs']['currentRatio']) => ({
  bands: input.bands.map((b) => ({ comparison: b.comparison, threshold: b.threshold, points: b.points })),
});

/** A scorecard as the API answered it, as the input that saves or replays it. */
export function scorecardInputOf(s: ScorecardFieldsFragment): ScorecardInput {
  const { altmanZone, tradingYears } = s.inputs;
  return {
    inputs: {
      altmanZone: { points: { safe: altmanZone.points.safe, grey: altmanZone.points.grey, distress: altmanZone.points.distress } },
      currentRatio: bandsOf(s.inputs.currentRatio),
      debtToAssets: bandsOf(s.inputs.debtToAssets),
      interestCover: bandsOf(s.inputs.interestCover),
      netMargin: bandsOf(s.inputs.netMargin),
      tradingYears: {
        points: {
          lessThan2: tradingYears.points.lessThan2,
          twoTo3: tradingYears.points.twoTo3,
          threeTo5: tradingYears.points.threeTo5,
          moreThan5: tradingYears.points.moreThan5,
        },
      },
      revenueGrowth: bandsOf(s.inputs.revenueGrowth),
    },
    grades: s.grades.map((g) => ({
      grade: g.grade,
      minScore: g.minScore,
      pd: g.pd,
      multipliers: { netWorth: g.multipliers.netWorth, workingCapital: g.multipliers.workingCapital, revenue: g.multipliers.revenue },
      reviewMonths: g.reviewMonths,
    })),
    review: {
      approvedMonths: s.review.approvedMonths,
      cautionMonths: s.review.cautionMonths,
      rejectedMonths: s.review.rejectedMonths,
      gradeCooldownDays: s.review.gradeCooldownDays,
    },
  };
}

/** The most a counterparty can score on the scorecard as edited: the inputs' best points added up, as the API checks it (at most 100). */
export const bestScore = (s: ScorecardInput): number => bestScoreOf(s.inputs);

/**
 * The form field a server error names, and every form field a server error could name: the API
 * names `scorecard.inputs.currentRatio.bands[2].points`, react-hook-form `scorecard.inputs.currentRatio.bands.2.points`.
 */
export function serverErrorFields(values: ScorecardFormValues): {
  fields: FieldPath<ScorecardFormValues>[];
  aliases: Record<string, FieldPath<ScorecardFormValues>>;
} {
  // Every path walked is one of the form's own leaves.
  const fields: FieldPath<ScorecardFormValues>[] = [];
  const aliases: Record<string, FieldPath<ScorecardFormValues>> = {};
  const walk = (value: unknown, formPath: string, serverPath: string) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${formPath}.${i}`, `${serverPath}[${i}]`));
    else if (value !== null && typeof value === 'object')
      for (const [key, v] of Object.entries(value))
        walk(v, formPath ? `${formPath}.${key}` : key, serverPath ? `${serverPath}.${key}` : key);
    else {
      const field = formPath as FieldPath<ScorecardFormValues>;
      fields.push(field);
      if (serverPath !== formPath) aliases[serverPath] = field;
    }
  };
  walk(values, '', '');
  return { fields, aliases };
}
