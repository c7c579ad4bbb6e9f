import type { Assessment } from '../assessment/assessment.entity.js';
import type { BatchUpload } from './batch-upload.entity.js';

/** Row errors in row order (chunks finish in any order). */
export const sortedErrors = (batch: BatchUpload) => [...batch.errors].sort((a, b) => a.row - b.row);

/** A batch row's assessment, as both surfaces list them. */
export const batchAssessment = (a: Assessment) => ({
  row: a.batchRow ?? 0,
  assessmentId: a.id,
  companyName: a.companyName,
  status: a.status,
  reviewStatus: a.reviewStatus,
});

export function presentBatch(b: BatchUpload) {
  return {
    id: b.id,
    userId: b.user.id,
    fileName: b.fileName,
    totalRows: b.totalRows,
    processedRows: b.processedRows,
    successfulRows: b.successfulRows,
    failedRows: b.failedRows,
    status: b.status,
    errors: sortedErrors(b),
    createdAt: b.createdAt,
    completedAt: b.completedAt ?? null,
  };
}
