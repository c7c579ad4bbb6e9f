/** A threshold as the page shows it: "25 %", "12.5 %" (at most four decimals, as typed). */
export const formatPercent = (value: number): string => `${value.toLocaleString('en-US', { maximumFractionDigits: 4 })} %`;

/** The two thresholds in one line: "UBO 25 %, blocked 50 %". */
export const formatThresholds = (t: { uboThresholdPercent: number; blockedOwnershipPercent: number }): string =>
  `UBO ${formatPercent(t.uboThresholdPercent)}, blocked ${formatPercent(t.blockedOwnershipPercent)}`;

/** The client's check of a threshold, as the server's: a number above 0 and at most 100. */
export function percentProblem(value: unknown): string | true {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'Enter a number';
  if (value <= 0 || value > 100) return 'Enter a percentage above 0 and at most 100';
  return true;
}
