/**
 * Recall and precision of a screening function over labelled cases (cases.json). Counting follows how a
 * compliance officer experiences the result: every listed entity reported at or above the threshold that
 * is not the expected one is a false alarm, even when the expected entity is reported too.
 */
export type CaseKind =
  | 'exact'
  | 'transliteration-cyrillic'
  | 'transliteration-greek'
  | 'transliteration-arabic'
  | 'word-order'
  | 'legal-form'
  | 'typo'
  | 'abbreviation'
  | 'lookalike'
  | 'unrelated';

export interface EvaluationCase {
  query: string;
  /** Free text, as a customer record would hold it ("Russia", "RU"). */
  country?: string;
  schema?: 'Company' | 'Person';
  /** The listed entity the query names, or null when it names none of them. */
  expected: string | null;
  kind: CaseKind;
}

export interface ScreeningHit {
  entityId: string;
  score: number;
}

export interface KindResult {
  cases: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

export interface EvaluationResult extends KindResult {
  recall: number;
  precision: number;
  perKind: Partial<Record<CaseKind, KindResult>>;
  /** The cases that produced a false positive or a false negative, for tuning. */
  failures: { case: EvaluationCase; hits: ScreeningHit[] }[];
}

export async function evaluate(
  cases: readonly EvaluationCase[],
  screen: (testCase: EvaluationCase) => Promise<ScreeningHit[]>,
  threshold: number,
): Promise<EvaluationResult> {
  const total: KindResult = { cases: 0, truePositives: 0, falsePositives: 0, falseNegatives: 0 };
  const perKind: Partial<Record<CaseKind, KindResult>> = {};
  const failures: EvaluationResult['failures'] = [];
  for (const testCase of cases) {
    const hits = (await screen(testCase)).filter((hit) => hit.score >= threshold);
    const found = testCase.expected !== null && hits.some((hit) => hit.entityId === testCase.expected);
    const wrong = hits.filter((hit) => hit.entityId !== testCase.expected).length;
    const missed = testCase.expected !== null && !found;
    const kind = (perKind[testCase.kind] ??= { cases: 0, truePositives: 0, falsePositives: 0, falseNegatives: 0 });
    for (const result of [total, kind]) {
      result.cases++;
      result.truePositives += found ? 1 : 0;
      result.falsePositives += wrong;
      result.falseNegatives += missed ? 1 : 0;
    }
    if (wrong > 0 || missed) failures.push({ case: testCase, hits });
  }
  const recall = ratio(total.truePositives, total.truePositives + total.falseNegatives);
  const precision = ratio(total.truePositives, total.truePositives + total.falsePositives);
  return { ...total, recall, precision, perKind, failures };
}

function ratio(numerator: number, denominator: number): number {
  return denominator === 0 ? 1 : numerator / denominator;
}
