import { parseFinancials } from '../credit/financials.js';
import { badInput } from '../../core/errors.js';
import { leiProblem, normalizeLei } from '../kernel/lei-code.js';
import { parseOwners, type Owner } from '../ownership/ownership.js';
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
  'lei',
  'owners',
] as const satisfies readonly (keyof CreateAssessmentInput)[];

export type AnswerField = (typeof ANSWER_FIELDS)[number];
/** The answers as validated: the owners as parseOwners returns them. */
export type AssessmentAnswers = Omit<Pick<CreateAssessmentInput, AnswerField>, 'owners'> & { owners?: Owner[] | null };

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
export function cleanAnswers(input: Partial<Pick<CreateAssessmentInput, AnswerField>>): Partial<AssessmentAnswers> {
  const out: Record<string, unknown> = {};
  for (const field of ANSWER_FIELDS) {
    if (!(field in input) || input[field] === undefined) continue;
    const value = input[field];
    if (field === 'keyPeople') {
      out[field] = cleanNames(value as string[] | null);
      continue;
    }
    if (field === 'owners') {
      // The one validation of an ownership chain (ownership module), naming the field: owners[3].percent.
      out[field] = parseOwners(value, typeof input.companyName === 'string' ? input.companyName.trim() : null);
      continue;
    }
    if (field === 'lei') {
      out[field] = parseLei(value);
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

/** The company's LEI: upper case without spaces, its ISO 17442 check digits verified; blank is none. */
function parseLei(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw badInput('lei must be text', 'lei');
  if (value.length > 40) throw badInput('lei must be 20 letters and digits (ISO 17442)', 'lei');
  const code = normalizeLei(value);
  if (!code) return null;
  const problem = leiProblem(code);
  if (problem) throw badInput(`lei ${problem}`, 'lei');
  return code;
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
