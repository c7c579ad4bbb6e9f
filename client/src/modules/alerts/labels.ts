import type { AlertKind, AlertStatus, HitReviewDecision } from '../../generated/graphql';

export const ALERT_KIND: Record<AlertKind, { label: string; palette: string }> = {
  SCREENING_HIT: { label: 'Screening hit', palette: 'red' },
  SCREENING_HIT_GONE: { label: 'Confirmed hit no longer listed', palette: 'orange' },
  NEGATIVE_NEWS: { label: 'Negative news', palette: 'purple' },
};

export const ALERT_STATUS: Record<AlertStatus, { label: string; palette: string }> = {
  OPEN: { label: 'Open', palette: 'orange' },
  RESOLVED: { label: 'Resolved', palette: 'green' },
};

/** The header link's accessible name: "Alerts (3 open)", or just "Alerts". */
export const alertsLinkLabel = (open: number) => (open > 0 ? `Alerts (${open} open)` : 'Alerts');

/** Whether an alert is about a screening hit (whose finding its resolution may record). */
export const isScreeningAlert = (kind: AlertKind) => kind === 'SCREENING_HIT' || kind === 'SCREENING_HIT_GONE';

/**
 * The findings the Resolve dialog offers for a screening alert: a new hit is a confirmed match or a
 * false positive; a confirmed hit gone from its list is confirmed again, or cleared as a false
 * positive — which only an admin may (disabled for anyone else, as the API refuses it).
 */
export function findingChoices(kind: AlertKind, admin: boolean): { value: HitReviewDecision; label: string; disabled: boolean }[] {
  if (!isScreeningAlert(kind)) return [];
  return [
    { value: 'CONFIRMED', label: 'Confirmed match', disabled: false },
    { value: 'FALSE_POSITIVE', label: 'False positive', disabled: kind === 'SCREENING_HIT_GONE' && !admin },
  ];
}

/** The accessible name of an alert's Resolve button, unique among the alerts listed with it. */
export const resolveButtonLabel = (alert: { companyName: string; summary: string }) =>
  `Resolve alert for ${alert.companyName}: ${alert.summary}`;
