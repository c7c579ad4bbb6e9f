const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A review or assessment date as the counterparty screens print it, e.g. "28 Nov 2026" (UTC, as the server dates reviews). */
export const formatDay = (iso: string | null | undefined): string => (iso ? DATE.format(new Date(iso)) : '—');

/** The words beside a counterparty's or an assessment's expired approval. */
export const expiredText = (nextReviewAt: string | null | undefined) => `Approval expired on ${formatDay(nextReviewAt)}`;
