/** One assessment of a counterparty as its history chart draws it (the timeline's 'assessment' entries). */
export interface HistoryPoint {
  id: string;
  at: string;
  status: string | null;
  grade: string | null;
  zScore: number | null;
  approvedLimit: number | null;
}

const num = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : null;
const str = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The assessments of a timeline (newest first), oldest first, with what the chart draws. */
export function historyOf(
  timeline: readonly { type: string; refId: string; at: string; detail: Record<string, unknown> }[],
): HistoryPoint[] {
  return timeline
    .filter((entry) => entry.type === 'assessment')
    .map((entry) => ({
      id: entry.refId,
      at: entry.at,
      status: str(entry.detail.status),
      grade: str(entry.detail.grade),
      zScore: num(entry.detail.zScore),
      approvedLimit: num(entry.detail.approvedLimit),
    }))
    .reverse();
}
