import { AlertKind, type Alert } from './alert.entity.js';

/** The key of the screening finding an alert was raised for (the hit's list, entity and subject), or null. */
export function findingOf(alert: Pick<Alert, 'kind' | 'dedupeKey'>): string | null {
  if (alert.kind === AlertKind.SCREENING_HIT && alert.dedupeKey.startsWith('hit:')) return alert.dedupeKey.slice('hit:'.length);
  if (alert.kind === AlertKind.SCREENING_HIT_GONE && alert.dedupeKey.startsWith('gone:')) {
    // gone:<hit key>:<ISO time>; the hit key is a JSON array and the time holds no "]".
    const rest = alert.dedupeKey.slice('gone:'.length);
    return rest.slice(0, rest.lastIndexOf(']') + 1);
  }
  return null;
}
