const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "5 minutes ago", "yesterday", "just now". */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** When something is due, from now: "in 45 seconds", "in 5 minutes", "tomorrow"; "now" once it is due. */
export function dueIn(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (seconds <= 0) return 'now';
  return seconds < 60 ? format.format(seconds, 'second') : relativeTime(iso, now);
}

/** How long ago, in the largest whole unit, compactly: "just now", "5 min", "3 h", "2 d". */
export function shortAge(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 1000));
  if (seconds >= 24 * 3600) return `${Math.floor(seconds / (24 * 3600))} d`;
  if (seconds >= 3600) return `${Math.floor(seconds / 3600)} h`;
  if (seconds >= 60) return `${Math.floor(seconds / 60)} min`;
  return 'just now';
}

/** A duration in minutes, compactly: "45.5 min", "3.2 h", "2.1 d". */
export function minutesText(minutes: number): string {
  if (minutes >= 24 * 60) return `${(minutes / (24 * 60)).toFixed(1)} d`;
  if (minutes >= 60) return `${(minutes / 60).toFixed(1)} h`;
  return `${minutes.toFixed(1)} min`;
}
