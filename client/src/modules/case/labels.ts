import { type CaseKind, type CaseOutcome, type CaseStatus } from './generated/graphql';

/** Each kind of case: its name and badge colour. */
export const CASE_KIND: Record<CaseKind, { label: string; palette: string }> = {
  FOUR_EYES: { label: 'Four-eyes review', palette: 'blue' },
  ALERT: { label: 'Alert', palette: 'red' },
  PERIODIC_REVIEW: { label: 'Periodic review', palette: 'purple' },
  MANUAL: { label: 'Manual', palette: 'gray' },
};

export const CASE_KINDS = Object.keys(CASE_KIND) as CaseKind[];

export const CASE_STATUS: Record<CaseStatus, { label: string; palette: string }> = {
  OPEN: { label: 'Open', palette: 'orange' },
  SNOOZED: { label: 'Snoozed', palette: 'gray' },
  CLOSED: { label: 'Closed', palette: 'green' },
};

export const CASE_OUTCOME: Record<CaseOutcome, string> = {
  NO_ACTION: 'No action',
  FALSE_POSITIVE: 'False positive',
  RISK_CONFIRMED: 'Risk confirmed',
  ESCALATED: 'Escalated',
};

export const CASE_OUTCOMES = (Object.keys(CASE_OUTCOME) as CaseOutcome[]).map((value) => ({ value, label: CASE_OUTCOME[value] }));

/** A kind, status or outcome this client does not know shows as its raw value. */
export const kindLabel = (kind: string) => CASE_KIND[kind as CaseKind]?.label ?? kind;
export const outcomeLabel = (outcome: string) => CASE_OUTCOME[outcome as CaseOutcome] ?? outcome;

/** What each entry of a case's history says it was. */
const HISTORY_ACTION: Record<string, string> = {
  opened: 'Opened',
  attached: 'Attached',
  assigned: 'Assigned',
  commented: 'Commented',
  evidence_added: 'Evidence added',
  evidence_deleted: 'Evidence deleted',
  snoozed: 'Snoozed',
  reopened: 'Reopened',
  closed: 'Closed',
  tagged: 'Tags changed',
};

export const historyActionLabel = (action: string) => HISTORY_ACTION[action] ?? action.replace(/_/g, ' ');

/** The largest evidence file the server takes: 25 MB. */
export const MAX_EVIDENCE_BYTES = 25 * 1024 * 1024;

/** The server's own refusal of a larger file. */
export const EVIDENCE_TOO_LARGE = 'file is larger than 25 MB; at most 25 MB can be uploaded';

/** A file size for people: "812 B", "14.2 KB", "3.1 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A SHA-256 shortened for a table: its first 12 hex digits and an ellipsis. */
export const shortHash = (sha256: string) => (sha256.length > 12 ? `${sha256.slice(0, 12)}…` : sha256);

/** A case's tags from what someone typed: split on commas, trimmed, blanks and repeats dropped. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}
