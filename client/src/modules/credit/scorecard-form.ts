import type { FieldPath } from 'react-hook-form';
import type { BandComparison, ScorecardFieldsFragment, ScorecardInput } from '../../generated/graphql';

/** The scorecard page's form: the scorecard as the API takes it, and the note saved with it. */
export interface ScorecardFormValues {
  scorecard: ScorecardInput;
  note: string;
}

export type BandedInputName = 'currentRatio' | 'debtToAssets' | 'interestCover' | 'netMargin' | 'revenueGrowth';

/** The banded inputs in the scorecard's order, with what their thresholds are in. */
export const BANDED_INPUTS: readonly { name: BandedInputName; label: string; unit: string }[] = [
  { name: 'currentRatio', label: 'Current ratio', unit: 'Current assets / current liabilities, e.g. 1.2' },
  { name: 'debtToAssets', label: 'Debt to assets', unit: 'Total liabilities / total assets, e.g. 0.5' },
  { name: 'interestCover', label: 'Interest cover', unit: 'EBIT / interest expense, e.g. 4' },
  { name: 'netMargin', label: 'Net margin', unit: 'A fraction of revenue: 0.1 = 10 %' },
  { name: 'revenueGrowth', label: 'Revenue growth', unit: 'On the prior year, a fraction: −0.1 = −10 %' },
];

export const COMPARISONS: readonly { value: BandComparison; label: string; symbol: string }[] = [
  { value: 'GTE', label: 'at least (≥)', symbol: '≥' },
  { value: 'GT', label: 'above (>)', symbol: '>' },
  { value: 'LTE', label: 'at most (≤)', symbol: '≤' },
  { value: 'LT', label: 'below (<)', symbol: '<' },
];

export const ZONES = [
  { name: 'safe', label: 'Safe (Z″ above 2.60)' },
  { name: 'grey', label: 'Grey (1.10 to 2.60)' },
  { name: 'distress', label: 'Distress (below 1.10)' },
] as const;

export const TRADING_YEARS = [
  { name: 'moreThan5', label: 'More than 5 years' },
  { name: 'threeTo5', label: '3 to 5 years' },
  { name: 'twoTo3', label: '2 to 3 years' },
  { name: 'lessThan2', label: 'Less than 2 years' },
] as const;

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
  };
}

const finite = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);
const best = (points: readonly unknown[]) => Math.max(0, ...points.map(finite));

/** The most a counterparty can score on the scorecard as edited: the inputs' best points added up (the server allows 100). */
export function bestScore(s: ScorecardInput): number {
  const { inputs } = s;
  const total =
    best(Object.values(inputs.altmanZone.points)) +
    best(Object.values(inputs.tradingYears.points)) +
    BANDED_INPUTS.reduce((sum, { name }) => sum + best(inputs[name].bands.map((b) => b.points)), 0);
  return Math.round(total * 100) / 100;
}

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
