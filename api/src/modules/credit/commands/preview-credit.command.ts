import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput } from '../../../core/validation.js';
import { analyseCredit, type CreditAnalysis } from '../credit-analysis.js';
import { suggestCheckboxes, type CheckboxSuggestions } from '../checkboxes.js';
import { CreditPreviewInput } from '../dto/credit-preview.types.js';
import { parseFinancials } from '../financials.js';
import type { ScorecardSource } from '../scorecard.service.js';

/**
 * The boxes statements decide and their analysis on the current scorecard, stored nowhere: the
 * wizard pre-ticks the boxes and shows the analysis before submitting. BAD_USER_INPUT naming the
 * field (financials.statements[0].totalAssets, tradingYears).
 */
export async function previewCreditCommand(
  em: EntityManager,
  scorecards: ScorecardSource,
  raw: unknown,
): Promise<{ suggestedBoxes: CheckboxSuggestions; analysis: CreditAnalysis }> {
  const input = await parseInput(CreditPreviewInput, raw);
  const financials = parseFinancials(input.financials);
  const { version, scorecard } = await scorecards.current(em);
  const suggestedBoxes = suggestCheckboxes(financials);
  // Scored as the assessment would be with the suggested boxes: no box contradicts the figures.
  const analysis = analyseCredit(financials, input.tradingYears ?? null, scorecard, version, {})!;
  return { suggestedBoxes, analysis };
}
