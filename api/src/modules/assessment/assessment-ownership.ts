import type { EntityManager } from '@mikro-orm/postgresql';
import type { SqlRunner } from '../../core/sql.js';
import type { OwnershipRuleField } from '../decision-engine/rule-fields.js';
import { findLeiRecords } from '../lei/lei-lookup.js';
import { analyseOwnership, type OwnershipAnalysis } from '../ownership/ownership-analysis.js';
import type { Owner } from '../ownership/ownership.js';
import type { ScreeningRecord } from '../screening/assessment-screening.js';
import { countryName } from '../screening/matching/countries.js';

/** The thresholds in force (the ownership settings, four-eyes covered), as the analysis reads them. */
export interface OwnershipPolicy {
  current(em: EntityManager): Promise<{ uboThresholdPercent: number; blockedOwnershipPercent: number }>;
}

/** What the LEI register said of the company's LEI when it was assessed, kept with the analysis for re-decisions. */
export interface RegisterFacts {
  leiStatus: string;
  ultimateParentCountry: string | null;
}

/** The analysis as stored: with the register's facts, which a re-analysis (a hit review) reuses rather than reads again. */
export type StoredOwnershipAnalysis = OwnershipAnalysis & { register?: RegisterFacts };

/** The register's facts of each LEI (NOT_FOUND when the active register has none of it), in one query. */
export async function registerFactsOf(run: SqlRunner, leis: readonly (string | null | undefined)[]): Promise<Map<string, RegisterFacts>> {
  const wanted = [...new Set(leis.filter((l): l is string => !!l))];
  const facts = new Map<string, RegisterFacts>();
  if (wanted.length === 0) return facts;
  const records = await findLeiRecords(run, wanted);
  for (const lei of wanted) {
    const record = records.get(lei);
    // The register gives ISO codes; rules compare country names as the wizard's answers hold them.
    const code = record?.ultimateParent?.country ?? record?.directParent?.country ?? null;
    facts.set(lei, {
      leiStatus: record?.registrationStatus ?? 'NOT_FOUND',
      ultimateParentCountry: code ? (countryName(code) ?? code) : null,
    });
  }
  return facts;
}

/** What the analysis reads of an assessment. */
interface Owned {
  companyName: string;
  lei?: string | null;
  owners?: readonly Owner[] | null;
}

/**
 * The ownership analysis of an assessment (ownership module) with its screening: null when it has
 * neither owners nor an LEI. `register` is what the register says of its LEI (registerFactsOf).
 */
export function ownershipAnalysisOf(
  assessment: Owned,
  screening: ScreeningRecord,
  thresholds: { uboThresholdPercent: number; blockedOwnershipPercent: number },
  register: RegisterFacts | undefined,
): StoredOwnershipAnalysis | null {
  const owners = assessment.owners ?? [];
  if (owners.length === 0 && !assessment.lei) return null;
  const facts = register ?? { leiStatus: assessment.lei ? 'NOT_FOUND' : 'NONE', ultimateParentCountry: null };
  const analysis = analyseOwnership(owners, {
    hits: screening.hits.filter((h) => !h.goneSince),
    screened: screening.lists.length > 0,
    uboThresholdPercent: thresholds.uboThresholdPercent,
    blockedThresholdPercent: thresholds.blockedOwnershipPercent,
    leiStatus: facts.leiStatus,
    registerUltimateParentCountry: facts.ultimateParentCountry,
    companyName: assessment.companyName,
  });
  return { ...analysis, register: facts };
}

/** The same analysis again after the screening or its reviews changed, with the register's facts it was made with. */
export const reanalyseOwnership = (
  assessment: Owned & { ownershipAnalysis?: StoredOwnershipAnalysis | null },
  screening: ScreeningRecord,
  thresholds: { uboThresholdPercent: number; blockedOwnershipPercent: number },
): StoredOwnershipAnalysis | null => ownershipAnalysisOf(assessment, screening, thresholds, assessment.ownershipAnalysis?.register);

/** The rule fields of an analysis: null without owners (nothing was said of them), NONE without an LEI. */
export function ownershipRuleValues(
  analysis: OwnershipAnalysis | null | undefined,
  hasOwners: boolean,
): Record<OwnershipRuleField, unknown> {
  return {
    beneficialOwnerCount: hasOwners && analysis ? analysis.beneficialOwners.length : null,
    ownerScreeningStatus: hasOwners && analysis ? analysis.ownerScreeningStatus : null,
    blockedOwnershipPercent: hasOwners && analysis ? analysis.blockedPercent : null,
    ultimateParentCountry: analysis?.ultimateParentCountry ?? null,
    leiStatus: analysis?.leiStatus ?? 'NONE',
  };
}
