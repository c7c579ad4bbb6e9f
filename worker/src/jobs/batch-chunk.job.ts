import type { BatchChunkJob, Services } from '@counterparty/api';

/** pg-boss's transactional job handle: statements through it commit with the job's completion. */
interface JobTransaction {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** One CSV chunk → assessments, inside the job's own transaction (exactly once). */
export async function handleBatchChunk(services: Services, job: BatchChunkJob, tx: JobTransaction): Promise<void> {
  const result = await services.batches.processChunk(job, async (sql, params) => (await tx.executeSql(sql, params)).rows);
  console.log(`worker ${process.pid}: batch ${job.batchId} rows ${job.firstRow}-${job.lastRow}: ${result.succeeded} assessed, ${result.failed} failed (${result.status})`);
}
