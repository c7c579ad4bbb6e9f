import { parseFinancials } from '../credit/financials.js';
import type { CreateAssessmentInput } from './dto/create-assessment.input.js';

/** Every answer of an assessment, in wizard order: the fields audit entries and CSV rows carry. */
export const ANSWER_FIELDS = [
  'companyName',
  'countryOfRegistration',
  'countryOfBusiness',
  'address',
  'businessRationale',
  'serviceType',
  'alternativeContacts',
  'keyPeople',
  'hasLegalActions',
  'canProvideReferences',
  'managementReputation',
  'managementCapacity',
  'tradingYears',
  'hasAuditedFinancials',
  'hasSufficientLiquidity',
  'isProfitable',
  'hasEquityAbove1M',
  'hasConsistentRevenue',
  'financials',
] as const satisfies readonly (keyof CreateAssessmentInput)[];

export type AnswerField = (typeof ANSWER_FIELDS)[number];
export type AssessmentAnswers = Pick<CreateAssessmentInput, AnswerField>;

const TEXT_FIELDS = new Set<AnswerField>([
  'companyName',
  'countryOfRegistration',
  'countryOfBusiness',
  'address',
  'businessRationale',
  'serviceType',
  'alternativeContacts',
]);

/** The answers of a validated input, text trimmed and empty optional text as null. */
export function cleanAnswers(input: Partial<AssessmentAnswers>): Partial<AssessmentAnswers> {
  const out: Record<string, unknown> = {};
  for (const field of ANSWER_FIELDS) {
    if (!(field in input) || input[field] === undefined) continue;
    const value = input[field];
    if (field === 'keyPeople') {
      out[field] = cleanNames(value as string[] | null);
      continue;
    }
    if (field === 'financials') {
      // The one validation of statements (credit module), naming the field: financials.statements[1].totalAssets.
      out[field] = value === null ? null : parseFinancials(value);
      continue;
    }
    out[field] =
      TEXT_FIELDS.has(field) && typeof value === 'string' ? value.trim() || (field === 'alternativeContacts' ? null : value) : value;
  }
  return out;
}

/** Names trimmed, blanks and repeats (ignoring case) dropped; null for none. */
function cleanNames(names: readonly string[] | null): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of names ?? []) {
    const name = raw.trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push(name);
  }
  return out;
}

/** A snapshot of an assessment's answers (for audit entries). */
export function answersOf(source: AssessmentAnswers): Record<string, unknown> {
  return Object.fromEntries(ANSWER_FIELDS.map((f) => [f, source[f] ?? null]));
}

// An analyst may leave the wizard open overnight; beyond this the figure says nothing useful.
const MAX_PROCESSING_MS = 7 * 24 * 3_600_000;

/** Milliseconds from `startedAt` to now, or null when unknown or implausible. */
export function processingTime(startedAt: Date | null | undefined, now = Date.now()): number | null {
  if (!startedAt) return null;
  const ms = now - startedAt.getTime();
  if (ms > MAX_PROCESSING_MS) return null;
  return Math.max(0, Math.round(ms));
}
