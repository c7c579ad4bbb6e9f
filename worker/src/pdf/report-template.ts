import { AuditAction, auditFieldLabel, auditValueLabel, formatInUnit, NONE, ReviewStatus, type ReportModel } from '@counterparty/api';
import { escapeHtml, plainText } from './escape-html.js';
import { ownershipSection } from './ownership-section.js';

export { escapeHtml } from './escape-html.js';

const STATUS: Record<string, { label: string; color: string }> = {
  approved: { label: 'Approved', color: '#15803d' },
  caution: { label: 'Trade with Caution', color: '#a16207' },
  rejected: { label: 'Rejected', color: '#b91c1c' },
  pending_review: { label: 'Pending review', color: '#c2410c' },
};
const TRADING: Record<string, string> = {
  '<2': 'Less than 2 years',
  '2-3': '2 to 3 years',
  '3-5': '3 to 5 years',
  '>5': 'More than 5 years',
};
const ACTION: Record<string, string> = { created: 'Assessment Created', updated: 'Assessment Updated', deleted: 'Assessment Deleted' };
const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const answer = (v: string) => v.charAt(0).toUpperCase() + v.slice(1);
const when = (d: Date | string) => new Date(d).toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

/** The grade, and when a downgrade's cooldown held it below what the score gave, why and until when. */
const gradeText = (a: { grade: string; gradeHold?: { until: string; scoredGrade: string } | null }) =>
  a.gradeHold && a.gradeHold.scoredGrade !== a.grade
    ? `${a.grade} — held after a downgrade until ${when(a.gradeHold.until)} (the score alone gives ${a.gradeHold.scoredGrade})`
    : a.grade;
const name = (u: { firstName: string; lastName?: string | null }) => [u.firstName, u.lastName].filter(Boolean).join(' ');

const rows = (items: [string, unknown][]) => items.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('');

const SCREENING_STATUS: Record<string, string> = {
  not_screened: 'Not screened',
  clear: 'Clear',
  potential_match: 'Potential match',
  confirmed_match: 'Confirmed match',
};
/** The words for a screening that checked nothing: the client's badge says the same (client/src/modules/screening/labels.ts). */
export const NOT_SCREENED_NO_LISTS = 'Not screened — no lists loaded';

/**
 * A screening's outcome in words, saying no more than is true, as the client's `screeningBadge`:
 * with no list loaded it is not_screened (a record stored before that status existed says clear),
 * so "Clear" only when lists were read and nothing matched. A match confirmed earlier and kept
 * while no list is loaded (StoredHit.goneSince) still reads as a confirmed match: a report never
 * hides one.
 */
export function screeningOutcome(screening: Pick<NonNullable<ReportModel['assessment']['screening']>, 'status' | 'lists'>): string {
  if (screening.lists.length === 0 && (screening.status === 'clear' || screening.status === 'not_screened')) return NOT_SCREENED_NO_LISTS;
  return SCREENING_STATUS[screening.status] ?? screening.status;
}

const REVIEW: Record<string, string> = { confirmed: 'Confirmed', false_positive: 'False positive' };

const SUPERSEDED_BY: Record<string, string> = { edit: 'an edit', hit_review: 'a screening hit review', rescreen: 'a re-screening' };

/** A final review in a sentence: who, whether it confirmed the rules, when and why, and the limit it approved (in `currency`). */
function reviewSentence(review: NonNullable<ReportModel['assessment']['finalReview']>, currency: string | undefined): string {
  const verdict =
    review.decision === review.ruleStatus
      ? `confirmed the rules' decision (${STATUS[review.ruleStatus]?.label ?? review.ruleStatus})`
      : `overrode the rules' decision (${STATUS[review.ruleStatus]?.label ?? review.ruleStatus} → ${STATUS[review.decision]?.label ?? review.decision})`;
  const sentence = `${review.reviewerName} ${verdict} on ${when(review.reviewedAt)}. Reason: ${review.reason}`;
  if (review.approvedLimit === null || review.approvedLimit === undefined || !currency) return sentence;
  return `${sentence}${/[.!?]$/.test(sentence) ? '' : '.'} Approved limit: ${money(currency, review.approvedLimit)}.`;
}

/** The four-eyes review: who recorded the final decision, and the earlier ones later re-decisions superseded. */
function fourEyes(a: ReportModel['assessment']): string {
  const currency = a.financials?.currency;
  const current = a.finalReview
    ? `<p><strong>Four-eyes review:</strong> ${escapeHtml(reviewSentence(a.finalReview, currency))}</p>`
    : a.reviewStatus === ReviewStatus.PENDING
      ? '<p class="muted">Awaiting four-eyes review by a second person.</p>'
      : '';
  const superseded = a.supersededReviews.map(
    (r) =>
      `<li>${escapeHtml(`${reviewSentence(r, currency)} Superseded by ${SUPERSEDED_BY[r.supersededBy] ?? r.supersededBy} on ${when(r.supersededAt)}.`)}</li>`,
  );
  return current + (superseded.length ? `<p><strong>Earlier reviews:</strong></p><ul>${superseded.join('')}</ul>` : '');
}

/** The lists and versions checked, every hit with its score and why, and its review. */
function screeningSection(screening: ReportModel['assessment']['screening']): string {
  if (!screening) return '<p class="muted">Not screened: no list has been imported since it was assessed.</p>';
  const table = screening.hits.length
    ? `<table class="audit"><tr><th>Match</th><th>Screened name</th><th>Score</th><th>Why</th><th>Review</th></tr>${screening.hits
        .map(
          (h) =>
            `<tr><td><strong>${escapeHtml(h.caption)}</strong><br><span class="muted">${escapeHtml(`${h.listName} · ${h.entityId} · ${h.schema}`)}${
              h.matchedName !== h.caption ? `<br>matched: ${escapeHtml(h.matchedName)}` : ''
            }</span></td><td>${escapeHtml(`${h.subject.kind === 'person' ? 'Person' : 'Company'}: ${h.subject.name}`)}</td><td>${escapeHtml(formatInUnit(h.score, 'percent'))}</td><td>${escapeHtml(h.explanation.join(' '))}</td><td>${
              h.review
                ? escapeHtml(
                    `${REVIEW[h.review.decision] ?? h.review.decision} by ${h.review.reviewerName}, ${when(h.review.reviewedAt)}: ${h.review.reason}`,
                  )
                : 'Not reviewed'
            }</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const outcome = `<strong>${escapeHtml(screeningOutcome(screening))}</strong>`;
  const at = escapeHtml(when(screening.screenedAt));
  // Nothing read, nothing checked: only hits confirmed before, kept until someone reviews them again.
  if (screening.lists.length === 0)
    return `<p>${outcome}. Screening ran ${at} with no watchlist loaded: no name was checked against any list. The next list import screens it.</p>${table}`;
  const lists = screening.lists.map((l) => `${l.name} (version ${l.version})`).join(', ');
  return `<p>${outcome} — screened ${at} against ${escapeHtml(lists)}.</p>${table || '<p class="muted">No hits.</p>'}`;
}

type Credit = NonNullable<ReportModel['credit']>;
type Analysis = Credit['analysis'];

// Every unit prints through the one formatter the client uses too (api core/units.ts).
const amount = (v: number) => formatInUnit(v, 'amount');
const money = (currency: string, v: number | null | undefined) => (v === null || v === undefined ? NONE : `${currency} ${amount(v)}`);
const percent = (v: number | null | undefined) => formatInUnit(v, 'percent');
const times = (v: number | null | undefined) => formatInUnit(v, 'times');
/** Altman Z″ and its components: an index, not a multiple. */
const plain = (v: number | null | undefined) => formatInUnit(v, 'index');

const ZONE_COLOR: Record<string, string> = { safe: '#15803d', grey: '#a16207', distress: '#b91c1c' };
const GRADE_COLOR: Record<string, string> = { A: '#15803d', B: '#4d7c0f', C: '#a16207', D: '#c2410c', E: '#b91c1c' };
const BINDING: Record<string, string> = {
  net_worth: 'tangible net worth',
  working_capital: 'working capital',
  revenue: 'revenue over the payment terms',
  grade: 'the grade (E: no credit, cash in advance)',
};
const months = (n: number) => `${n} month${n === 1 ? '' : 's'}`;
/** "31 Dec 2024" from YYYY-MM-DD. */
const yearEnd = (d: string) =>
  new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * Z″ in a line: the score, its zone, and X1–X4. Without a zone, why: no liabilities, or (an
 * analysis stored before non-finite ratios were refused) a Z″ that could not be computed.
 */
function altmanText(credit: Credit, z: Analysis['altmanZ'], totalLiabilities: number | undefined): string {
  const zone = z.zone
    ? zoneName(credit, z.zone)
    : totalLiabilities === 0
      ? 'no zone (total liabilities are 0)'
      : 'no zone (Z″ could not be computed from these figures)';
  const terms = credit.altmanTerms.map((t) => `${t.label} ${plain(z[t.key])} (${inSentence(t.meaning)})`).join(', ');
  return `${plain(z.score)} — ${zone}. ${terms}`;
}

/** A zone's label from the credit catalog ("Safe"). */
const zoneName = (credit: Credit, zone: string) => credit.zones.find((c) => c.zone === zone)?.label ?? zone;

/** A catalog phrase inside a sentence: "Working capital / total assets" → "working capital / total assets", "EBIT …" kept. */
const inSentence = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text);

/** The suggested limit with the term that binds it, and the three terms it is the least of. */
function limitText(a: Analysis): string {
  const { suggestedLimit: l } = a;
  const terms = `Terms: net worth ${money(l.currency, l.terms.netWorth)}, working capital ${money(l.currency, l.terms.workingCapital)}, revenue ${money(
    l.currency,
    l.terms.revenue,
  )} (${a.paymentTermsDays}-day payment terms).`;
  return `${money(l.currency, l.amount)}, bound by ${BINDING[l.binding] ?? l.binding}. ${terms}`;
}

function requestedText(a: Analysis): string {
  if (a.requestedLimit === null) return 'None requested';
  const against =
    a.requestedAboveSuggested === true
      ? `above the suggested limit${a.requestedLimitMultiple !== null ? ` (${times(a.requestedLimitMultiple)} of it)` : ''}`
      : a.requestedLimitMultiple !== null
        ? `within the suggested limit (${times(a.requestedLimitMultiple)} of it)`
        : 'within the suggested limit';
  return `${money(a.suggestedLimit.currency, a.requestedLimit)} — ${against}`;
}

/**
 * The credit analysis: grade, score, PD, review interval, Z″, limits and risk flags, then the
 * spread — every year side by side, earliest to latest, figures then ratios. Nothing without
 * statements.
 */
/** When the decision is due for its periodic review, or that its approval expired (and with it the approved limit). */
function reviewLine(a: ReportModel['assessment']): string {
  if (a.approvalExpired && a.nextReviewAt) {
    return `<p><strong style="color:#b91c1c">Approval expired on ${escapeHtml(when(a.nextReviewAt))}</strong> — the approval and its limit no longer stand until a re-assessment renews them.</p>`;
  }
  return a.nextReviewAt ? `<p class="muted">Next periodic review: ${escapeHtml(when(a.nextReviewAt))}</p>` : '';
}

const KIB = 1024;
const fileSize = (bytes: number) =>
  bytes < KIB ? `${bytes} B` : bytes < KIB * KIB ? `${(bytes / KIB).toFixed(1)} KB` : `${(bytes / KIB / KIB).toFixed(1)} MB`;

/** The evidence kept on the counterparty and its cases, each with its SHA-256 so a copy can be checked against the record. */
function evidenceSection(evidence: ReportModel['evidence']): string {
  if (evidence.length === 0) return '';
  const items = evidence
    .map(
      (e) =>
        `<tr><td>${escapeHtml(e.fileName)}${e.deletedAt ? ` <span class="tag">deleted ${escapeHtml(when(e.deletedAt))}</span>` : ''}<br><span class="muted">${escapeHtml(
          `${fileSize(e.size)} · ${e.uploadedByName} · ${when(e.uploadedAt)}`,
        )}</span></td><td class="wrap">SHA-256 ${escapeHtml(e.sha256)}</td></tr>`,
    )
    .join('');
  return `<h2>Evidence</h2><table>${items}</table>`;
}

function creditSection(credit: ReportModel['credit']): string {
  if (!credit) return '';
  const { analysis: a, financials: f } = credit;
  const currency = f.currency;
  // The statements and their analysed years, earliest first (both are stored latest first).
  const statements = [...f.statements].reverse();
  const years = new Map(a.years.map((y) => [y.fiscalYearEnd, y]));
  const head = `<tr><th></th>${statements
    .map(
      (s, i) =>
        `<th class="num">FY ${escapeHtml(s.fiscalYearEnd.slice(0, 4))}<br><span class="muted">${escapeHtml(yearEnd(s.fiscalYearEnd))}${i === statements.length - 1 ? ', latest' : ''}</span></th>`,
    )
    .join('')}</tr>`;
  const line = (label: string, cells: string[], cls = '') =>
    `<tr${cls ? ` class="${cls}"` : ''}><td>${escapeHtml(label)}</td>${cells.map((c) => `<td class="num">${escapeHtml(c)}</td>`).join('')}</tr>`;
  const figureRows = credit.figures.map(({ key, label, unit }) =>
    line(
      label,
      statements.map((s) => formatInUnit(s[key], unit)),
    ),
  );
  const ratioRows = credit.ratios.map(({ key, label, unit }) =>
    line(
      label,
      statements.map((s) => formatInUnit(years.get(s.fiscalYearEnd)?.ratios[key] ?? null, unit)),
    ),
  );
  const altmanRow = line(
    'Altman Z″',
    statements.map((s) => {
      const z = years.get(s.fiscalYearEnd)?.altmanZ;
      return z ? `${plain(z.score)}${z.zone ? ` (${zoneName(credit, z.zone)})` : ''}` : NONE;
    }),
  );
  const points = credit.scoreInputs.map(({ key, label }) => `${label} ${formatInUnit(a.points[key] ?? 0, 'score')}`).join(' · ');
  const flags = a.riskFlags.length
    ? `<ul class="flags">${a.riskFlags.map((r) => `<li>${escapeHtml(r.message)}</li>`).join('')}</ul>`
    : '<p class="muted">No ticked box contradicts the figures.</p>';
  const zoneColor = (a.altmanZ.zone && ZONE_COLOR[a.altmanZ.zone]) ?? '#374151';
  return `<h2>Credit analysis</h2>
<p><span class="badge" style="background:${GRADE_COLOR[a.grade] ?? '#374151'}">Grade ${escapeHtml(a.grade)}</span>
 <span class="badge" style="background:${zoneColor}">Z″ ${escapeHtml(a.altmanZ.zone ? zoneName(credit, a.altmanZ.zone) : 'n/a')}</span></p>
<table>${rows([
    ['Score', `${formatInUnit(a.score, 'score')} of 100 (scorecard version ${a.scorecardVersion})`],
    ['Score points', points],
    ['Grade', gradeText(a)],
    ['Probability of default (12 months)', `${percent(a.pd)} — indicative, not calibrated`],
    ['Review interval', `Every ${months(a.reviewMonths)}`],
    [
      'Altman Z″ (latest year)',
      altmanText(credit, a.altmanZ, f.statements.find((s) => s.fiscalYearEnd === a.fiscalYearEnd)?.totalLiabilities),
    ],
    ['Suggested credit limit', limitText(a)],
    ['Requested credit limit', requestedText(a)],
    [
      'Statements',
      `${f.statements.length} fiscal year${f.statements.length === 1 ? '' : 's'} in ${currency}, latest ending ${yearEnd(a.fiscalYearEnd)}`,
    ],
  ])}</table>
<h3>Credit risk flags</h3>
${flags}
<h3>Spread (${escapeHtml(currency)})</h3>
<table class="spread">${head}${figureRows.join('')}<tr class="group"><td colspan="${statements.length + 1}">Ratios</td></tr>${ratioRows.join('')}${altmanRow}</table>`;
}

/** Statements in an audit entry, in a few words ("USD, fiscal years ending 2024-12-31, 2023-12-31") rather than their JSON. */
function statementsSummary(value: unknown): string {
  const f = value as { currency?: unknown; statements?: { fiscalYearEnd?: unknown }[] };
  if (typeof f !== 'object' || !Array.isArray(f.statements)) return plainText(value);
  const ends = f.statements.map((s) => plainText(s?.fiscalYearEnd)).join(', ');
  return `${plainText(f.currency)} statements, fiscal years ending ${ends}`;
}

/** The filed report: a self-contained HTML page (inline styles, no scripts, no external resources). */
export function reportHtml({ assessment: a, auditLogs, creator, generatedAt, credit, evidence, ownership }: ReportModel): string {
  const status = STATUS[a.status] ?? { label: a.status, color: '#374151' };
  const flag = (v: unknown) => yesNo(v === true);
  const flags = a.ruleTrace.length
    ? `<ul class="flags">${a.ruleTrace.map((f) => `<li><strong>${escapeHtml(f.name)}</strong> <span class="tag">${escapeHtml(f.ruleType.replace('_', ' '))}</span><br>${escapeHtml(f.message)}</li>`).join('')}</ul>`
    : '<p class="muted">No risk flags were raised.</p>';
  const audit = auditLogs.length
    ? `<table class="audit"><tr><th>When</th><th>Event</th><th>By</th><th>Changes</th></tr>${auditLogs
        .map(
          (l) =>
            `<tr><td>${escapeHtml(when(l.createdAt))}</td><td>${escapeHtml(ACTION[l.action] ?? l.action)}</td><td>${escapeHtml(l.userName ?? 'System')}</td><td>${
              l.action === AuditAction.UPDATED
                ? escapeHtml(
                    Object.entries(l.changes ?? {})
                      .map(([k, v]) => `${auditFieldLabel(k)}: ${k === 'financials' && v ? statementsSummary(v) : auditValueLabel(k, v)}`)
                      .join('; '),
                  )
                : ''
            }</td></tr>`,
        )
        .join('')}</table>`
    : '<p class="muted">No audit logs available</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Assessment ${escapeHtml(a.companyName)}</title>
<style>
  body { font-family: 'DejaVu Sans', Arial, sans-serif; color: #111827; font-size: 11px; line-height: 1.45; margin: 0; }
  header { border-bottom: 2px solid #1d4ed8; padding-bottom: 8px; margin-bottom: 16px; display: flex; justify-content: space-between; align-items: flex-end; }
  header .product { font-size: 18px; font-weight: bold; color: #1d4ed8; }
  header .meta { text-align: right; color: #4b5563; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  h2 { font-size: 13px; margin: 18px 0 6px; color: #1f2937; border-bottom: 1px solid #e5e7eb; padding-bottom: 3px; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; vertical-align: top; padding: 3px 6px; border-bottom: 1px solid #f3f4f6; }
  th { width: 38%; color: #4b5563; font-weight: normal; }
  .badge { display: inline-block; color: #fff; border-radius: 4px; padding: 3px 10px; font-weight: bold; font-size: 12px; }
  .flags { padding-left: 16px; margin: 0; } .flags li { margin-bottom: 6px; }
  .tag { font-size: 9px; text-transform: uppercase; color: #6b7280; }
  .muted { color: #6b7280; }
  .audit th { width: auto; font-weight: bold; }
  .wrap { white-space: pre-wrap; word-break: break-word; }
  h3 { font-size: 11px; margin: 10px 0 4px; color: #374151; }
  h2, h3 { break-after: avoid; }
  .spread { break-inside: avoid; }
  .spread th, .spread td { width: auto; padding: 2px 6px; }
  .spread tr > :first-child { width: 34%; }
  .spread .num { text-align: right; white-space: nowrap; }
  .spread .group td { font-weight: bold; color: #1f2937; padding-top: 6px; }
  .finding { border-left: 3px solid #b91c1c; background: #fef2f2; padding: 6px 8px; color: #7f1d1d; }
  .listed { color: #b91c1c; }
  .graph { break-inside: avoid; overflow: hidden; }
</style></head>
<body>
<header><div class="product">Counterparty — Due Diligence Report</div><div class="meta">Generated ${escapeHtml(when(generatedAt))}</div></header>
<h1>${escapeHtml(a.companyName)}</h1>
<p class="muted">Assessed ${escapeHtml(when(a.createdAt))} by ${escapeHtml(name(creator))} (${escapeHtml(creator.email)})</p>
<h2>Decision</h2>
<p><span class="badge" style="background:${status.color}">${escapeHtml(status.label)}</span>${
    a.ruleStatus === a.status ? '' : ` <span class="muted">Rules: ${escapeHtml(STATUS[a.ruleStatus]?.label ?? a.ruleStatus)}</span>`
  }</p>
<p class="wrap">${escapeHtml(a.rationale)}</p>
${fourEyes(a)}
${reviewLine(a)}
<h2>Risk flags</h2>
${flags}
<h2>Company information</h2>
<table>${rows([
    ['Company name', a.companyName],
    ['Country of registration', a.countryOfRegistration],
    ['Country of business', a.countryOfBusiness],
    ['Business address', a.address],
    ['Service type', a.serviceType],
    ['Business rationale', a.businessRationale],
    ['Alternative contacts', a.alternativeContacts || 'N/A'],
    ['Directors and beneficial owners', a.keyPeople?.length ? a.keyPeople.join('; ') : 'None named'],
  ])}</table>
<h2>Sanctions and watchlist screening</h2>
${screeningSection(a.screening)}
<h2>Ownership</h2>
${ownershipSection(ownership)}
<h2>Assessment criteria</h2>
<table>${rows([
    ['Legal actions, fines or sanctions', flag(a.hasLegalActions)],
    ['Can provide two recent project references', flag(a.canProvideReferences)],
    ['Management reputation', answer(String(a.managementReputation))],
    ['Management capacity', answer(String(a.managementCapacity))],
    ['Trading years', TRADING[String(a.tradingYears)] ?? a.tradingYears],
    ['Two years audited financials', flag(a.hasAuditedFinancials)],
    ['Sufficient liquidity', flag(a.hasSufficientLiquidity)],
    ['Profitable in the last two years', flag(a.isProfitable)],
    ['Equity above $1 million', flag(a.hasEquityAbove1M)],
    ['Consistent or growing revenue', flag(a.hasConsistentRevenue)],
  ])}</table>
${creditSection(credit)}
${a.newsSummary ? `<h2>News summary</h2><p class="wrap">${escapeHtml(a.newsSummary)}</p>${a.newsArticleUrl ? `<p class="muted">Source: ${escapeHtml(a.newsArticleUrl)}</p>` : ''}` : ''}
${evidenceSection(evidence)}
<h2>Audit trail</h2>
${audit}
</body></html>`;
}
