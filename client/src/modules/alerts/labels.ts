import type { AlertKind, AlertStatus } from '../../generated/graphql';

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
