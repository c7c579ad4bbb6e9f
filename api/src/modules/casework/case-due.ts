import type { Config } from '../../core/config.js';
import { CaseKind } from './case.entity.js';

/** How long each kind of case has, from configuration (defaults: four-eyes 2 business days, alert 5, periodic review 30 days). */
export type CaseDueConfig = Pick<
  Config,
  'CASE_DUE_FOUR_EYES_BUSINESS_DAYS' | 'CASE_DUE_ALERT_BUSINESS_DAYS' | 'CASE_DUE_PERIODIC_REVIEW_DAYS' | 'CASE_DUE_MANUAL_BUSINESS_DAYS'
>;

/** `days` business days (Monday to Friday, UTC) after `from`, at the same time of day; a weekend start counts from Monday. */
export function addBusinessDays(from: Date, days: number): Date {
  const due = new Date(from);
  let left = days;
  while (left > 0) {
    due.setUTCDate(due.getUTCDate() + 1);
    const day = due.getUTCDay();
    if (day !== 0 && day !== 6) left--;
  }
  return due;
}

/** When a case of `kind` opened at `openedAt` is due. */
export function caseDueAt(config: CaseDueConfig, kind: CaseKind, openedAt: Date): Date {
  switch (kind) {
    case CaseKind.FOUR_EYES:
      return addBusinessDays(openedAt, config.CASE_DUE_FOUR_EYES_BUSINESS_DAYS);
    case CaseKind.ALERT:
      return addBusinessDays(openedAt, config.CASE_DUE_ALERT_BUSINESS_DAYS);
    case CaseKind.PERIODIC_REVIEW:
      return new Date(openedAt.getTime() + config.CASE_DUE_PERIODIC_REVIEW_DAYS * 86_400_000);
    case CaseKind.MANUAL:
      return addBusinessDays(openedAt, config.CASE_DUE_MANUAL_BUSINESS_DAYS);
  }
}
