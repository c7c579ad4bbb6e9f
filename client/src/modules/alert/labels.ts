import type { AlertKind, AlertStatus, HitReviewDecision } from '../../generated/graphql';

/** Each kind's badge. A gone hit's alert names its finding in the summary; the badge is true of either. */
export const ALERT_KIND: Record<AlertKind, { label: string; palette: string }> = {
  SCREENING_HIT: { label: 'Screening hit', palette: 'red' },
  SCREENING_HIT_GONE: { label: 'Reviewed hit no longer listed', palette: 'orange' },
  NEGATIVE_NEWS: { label: 'Negative news', palette: 'purple' },
  COUNTERPARTY_CHANGED: { label: 'LEI register change', palette: 'blue' },
};

export const ALERT_STATUS: Record<AlertStatus, { label: string; palette: string }> = {
  OPEN: { label: 'Open', palette: 'orange' },
  RESOLVED: { label: 'Resolved', palette: 'green' },
};

/** The header link's accessible name: "Alerts (3 open)", or just "Alerts". */
export const alertsLinkLabel = (open: number) => (open > 0 ? `Alerts (${open} open)` : 'Alerts');

/** Whether an alert is about a screening hit (whose finding its resolution may record). */
export const isScreeningAlert = (kind: AlertKind) => kind === 'SCREENING_HIT' || kind === 'SCREENING_HIT_GONE';

const FINDINGS: { value: HitReviewDecision; label: string }[] = [
  { value: 'CONFIRMED', label: 'Confirmed match' },
  { value: 'FALSE_POSITIVE', label: 'False positive' },
];

/**
 * The findings the Resolve dialog offers, from the alert's `viewerCan.hitDecisions`: none when
 * resolving takes no finding (not a screening alert, or its hit has one already); else both, those
 * the server refuses the viewer (clearing a confirmed match, an admin's call) disabled.
 */
export function findingChoices(allowed: readonly HitReviewDecision[]): { value: HitReviewDecision; label: string; disabled: boolean }[] {
  if (allowed.length === 0) return [];
  return FINDINGS.map((f) => ({ ...f, disabled: !allowed.includes(f.value) }));
}

/** The accessible name of an alert's Resolve button, unique among the alerts listed with it. */
export const resolveButtonLabel = (alert: { companyName: string; summary: string }) =>
  `Resolve alert for ${alert.companyName}: ${alert.summary}`;
