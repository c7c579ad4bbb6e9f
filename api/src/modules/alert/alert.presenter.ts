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
  resolvedBy: a.resolvedBy ? { id: a.resolvedBy.id, firstName: a.resolvedBy.firstName, lastName: a.resolvedBy.lastName ?? null } : null,
  resolvedAt: a.resolvedAt ?? null,
  note: a.note ?? null,
});
