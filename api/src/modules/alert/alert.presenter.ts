import { authorSummary } from '../user/user-summary.js';
import type { Alert } from './alert.entity.js';

/** The REST shape of an alert. */
export const presentAlert = (a: Alert) => ({
  id: a.id,
  assessmentId: a.assessmentId,
  companyName: a.companyName,
  kind: a.kind,
  summary: a.summary,
  createdAt: a.createdAt,
  status: a.status,
  resolvedBy: authorSummary(a.resolvedBy, a.resolvedByDeleted),
  resolvedAt: a.resolvedAt ?? null,
  note: a.note ?? null,
});
