/** A calendar day (YYYY-MM-DD) where the reader is, as a date input holds one. */
export function localDay(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The reader's day `days` from today. */
export function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return localDay(d);
}

/** The start of a day (YYYY-MM-DD) where the reader is, as the ISO time the API takes. */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();
