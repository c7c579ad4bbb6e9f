import type { Answer, TradingYears } from '../../generated/graphql';

export const TRADING_YEARS: { value: TradingYears; label: string }[] = [
  { value: 'LESS_THAN_2', label: 'Less than 2 years' },
  { value: 'TWO_TO_3', label: '2 to 3 years' },
  { value: 'THREE_TO_5', label: '3 to 5 years' },
  { value: 'MORE_THAN_5', label: 'More than 5 years' },
];

export const ANSWERS: { value: Answer; label: string }[] = [
  { value: 'YES', label: 'Yes' },
  { value: 'UNKNOWN', label: 'Unknown' },
  { value: 'NO', label: 'No' },
];

export const tradingYearsLabel = (v: string) => TRADING_YEARS.find((t) => t.value === v)?.label ?? v;
export const answerLabel = (v: string) => ANSWERS.find((a) => a.value === v)?.label ?? v;
export const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

/**
 * Who made an audited change: "by Jane Doe" (the name is kept after the account is deleted), "by
 * the system (monitoring)" for a re-screening, or "by a deleted account" for an entry without a name.
 */
export function auditAuthor(log: { userId?: string | null; userName?: string | null }): string {
  if (log.userName) return `by ${log.userName}`;
  return log.userId ? 'by a deleted account' : 'by the system (monitoring)';
}
