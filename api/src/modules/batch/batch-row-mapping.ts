import { ANSWER_FIELDS, type AnswerField } from '../assessment/assessment-answers.js';

const BOOLEAN_FIELDS = new Set<AnswerField>([
  'hasLegalActions',
  'canProvideReferences',
  'hasAuditedFinancials',
  'hasSufficientLiquidity',
  'isProfitable',
  'hasEquityAbove1M',
  'hasConsistentRevenue',
]);
const LOWERCASE_FIELDS = new Set<AnswerField>(['managementReputation', 'managementCapacity']);
const TRUE = new Set(['true', 'yes', '1']);
const FALSE = new Set(['false', 'no', '0']);

/**
 * Turns a CSV row into the same raw input the wizard sends: booleans from true/false/yes/no/1/0
 * in any case, answers lower-cased, an empty alternativeContacts as null, keyPeople split on `;`. Anything it cannot read
 * is passed through unchanged, so the shared validation names the field.
 */
export function mapCsvRow(data: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of ANSWER_FIELDS) {
    const raw = data[field];
    if (raw === undefined) continue;
    const value = raw.trim();
    if (BOOLEAN_FIELDS.has(field)) {
      const lower = value.toLowerCase();
      out[field] = TRUE.has(lower) ? true : FALSE.has(lower) ? false : value;
    } else if (LOWERCASE_FIELDS.has(field)) out[field] = value.toLowerCase();
    else if (field === 'alternativeContacts') out[field] = value || null;
    // Names separated by semicolons (commas belong to names: "Smith, John").
    else if (field === 'keyPeople') out[field] = value.split(';');
    else out[field] = value;
  }
  return out;
}
