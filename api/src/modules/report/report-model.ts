import { answersOf, type AssessmentAnswers } from '../assessment/assessment-answers.js';
import type { Assessment } from '../assessment/assessment.entity.js';
import type { AssessmentStatus, ReviewStatus } from '../kernel/assessment.enums.js';
import type { RuleTraceEntry } from '../assessment/dto/rule-trace-entry.type.js';
import type { FinalReview, SupersededReview } from '../assessment/four-eyes.js';
import type { AuditAction, AuditLog } from '../assessment/audit-log.entity.js';
import type { CreditAnalysis } from '../credit/credit-analysis.js';
import {
  ALTMAN_TERMS,
  ALTMAN_ZONE_CATALOG,
  SCORE_INPUT_CATALOG,
  STATEMENT_FIGURES,
  type AltmanTerm,
  type AltmanZone,
  type ScoreInputName,
} from '../credit/credit-catalog.js';
import type { Financials, StatementFigure } from '../credit/financials.js';
import { RATIO_CATALOG, type RatioCatalogEntry } from '../kernel/ratio-catalog.js';
import type { Unit } from '../../core/units.js';
import type { ScreeningRecord } from '../screening/assessment-screening.js';
import type { User } from '../user/user.entity.js';
import type { Owner } from '../ownership/ownership.js';
import type { OwnershipAnalysis } from '../ownership/ownership-analysis.js';
import type { StoredOwnershipAnalysis } from '../assessment/assessment-ownership.js';

/** The assessment as a report shows it: its answers and its decision, as plain data. */
export interface ReportAssessment extends AssessmentAnswers {
  id: string;
  status: AssessmentStatus;
  /** What the rules decided; differs from `status` while a review is pending or after a reviewer overrode them. */
  ruleStatus: AssessmentStatus;
  rationale: string;
  ruleTrace: RuleTraceEntry[];
  screening: ScreeningRecord | null;
  reviewStatus: ReviewStatus;
  finalReview: FinalReview | null;
  supersededReviews: SupersededReview[];
  newsArticleUrl: string | null;
  newsSummary: string | null;
  /** ISO 8601. */
  createdAt: string;
  /** When the decision falls due for its periodic review (ISO 8601); null while a review is pending. */
  nextReviewAt: string | null;
  /** The review date passed on an approval or caution: the approval and its limit are expired. */
  approvalExpired: boolean;
}

/** A file kept as evidence on the counterparty or its cases, as the report lists it (with its hash). */
export interface ReportEvidence {
  fileName: string;
  sha256: string;
  size: number;
  uploadedByName: string;
  /** ISO 8601. */
  uploadedAt: string;
  /** ISO 8601; set when deleted (the record stays, the bytes are gone). */
  deletedAt: string | null;
}

/**
 * The credit analysis as a report shows it: the stored analysis, the statements it was computed
 * from (latest first), and the credit catalog the client reads too — the spread's rows in the
 * order the product shows them with their labels and units, the score inputs, Z″'s zones and
 * terms — so the worker renders the one list of each (credit module).
 */
export interface ReportCredit {
  analysis: CreditAnalysis;
  financials: Financials;
  figures: { key: StatementFigure; label: string; unit: Unit }[];
  ratios: RatioCatalogEntry[];
  scoreInputs: { key: ScoreInputName; label: string }[];
  zones: { zone: AltmanZone; label: string }[];
  altmanTerms: { key: AltmanTerm; label: string; meaning: string }[];
}

/** One audit entry as a report lists it. */
export interface ReportAuditEntry {
  action: AuditAction;
  changes: Record<string, unknown> | null;
  /** Who: the author's name, null for the system. */
  userName: string | null;
  /** ISO 8601. */
  createdAt: string;
}

/**
 * Everything a report shows, as plain data the worker renders without reading the database: the
 * report's own type, independent of how the REST shim or GraphQL present an assessment.
 */
export interface ReportModel {
  assessment: ReportAssessment;
  auditLogs: ReportAuditEntry[];
  creator: { firstName: string; lastName: string | null; email: string };
  /** ISO 8601. */
  generatedAt: string;
  /** Null without statements (the checkbox-only path): the report then has no credit analysis section. */
  credit: ReportCredit | null;
  /** The evidence kept on the assessment's counterparty and its cases, newest first. */
  evidence: ReportEvidence[];
  /** Its owners as given and their analysis (graph laid out); null without owners or an LEI. */
  ownership: { lei: string | null; owners: Owner[]; analysis: OwnershipAnalysis } | null;
}

/** The credit block of a report; null unless the assessment has both statements and their analysis. */
export function reportCredit(financials: Financials | null | undefined, analysis: CreditAnalysis | null | undefined): ReportCredit | null {
  if (!financials || !analysis) return null;
  return {
    analysis,
    financials,
    figures: STATEMENT_FIGURES.map(({ key, label, unit }) => ({ key, label, unit })),
    ratios: RATIO_CATALOG.map((r) => ({ ...r })),
    scoreInputs: SCORE_INPUT_CATALOG.map(({ key, label }) => ({ key, label })),
    zones: ALTMAN_ZONE_CATALOG.map(({ zone, label }) => ({ zone, label })),
    altmanTerms: ALTMAN_TERMS.map((t) => ({ ...t })),
  };
}

/** The analysis as printed: the register's facts it keeps for re-decisions are printed from their results. */
const withoutRegister = ({ register: _register, ...analysis }: StoredOwnershipAnalysis): OwnershipAnalysis => analysis;

/** The model of one assessment's report, from its entities (never the entities: no hidden field leaks). */
export function reportModel(
  assessment: Assessment,
  auditLogs: readonly AuditLog[],
  creator: User,
  evidence: readonly {
    fileName: string;
    sha256: string;
    size: number;
    uploadedByName: string;
    uploadedAt: Date;
    deletedAt: Date | null;
  }[] = [],
): ReportModel {
  return {
    assessment: {
      ...(answersOf(assessment) as AssessmentAnswers),
      id: assessment.id,
      status: assessment.status,
      ruleStatus: assessment.ruleStatus,
      rationale: assessment.rationale,
      ruleTrace: assessment.ruleTrace,
      screening: assessment.screening ?? null,
      reviewStatus: assessment.reviewStatus,
      finalReview: assessment.finalReview ?? null,
      supersededReviews: assessment.supersededReviews,
      newsArticleUrl: assessment.newsArticleUrl ?? null,
      newsSummary: assessment.newsSummary ?? null,
      createdAt: assessment.createdAt.toISOString(),
      nextReviewAt: assessment.nextReviewAt?.toISOString() ?? null,
      approvalExpired: assessment.approvalExpired,
    },
    auditLogs: auditLogs.map((log) => ({
      action: log.action,
      changes: log.changes ?? null,
      userName: log.userName,
      createdAt: log.createdAt.toISOString(),
    })),
    creator: { firstName: creator.firstName, lastName: creator.lastName ?? null, email: creator.email },
    generatedAt: new Date().toISOString(),
    credit: reportCredit(assessment.financials, assessment.creditAnalysis),
    ownership: assessment.ownershipAnalysis
      ? { lei: assessment.lei ?? null, owners: assessment.owners, analysis: withoutRegister(assessment.ownershipAnalysis) }
      : null,
    evidence: evidence.map((e) => ({
      fileName: e.fileName,
      sha256: e.sha256,
      size: e.size,
      uploadedByName: e.uploadedByName,
      uploadedAt: e.uploadedAt.toISOString(),
      deletedAt: e.deletedAt?.toISOString() ?? null,
    })),
  };
}
