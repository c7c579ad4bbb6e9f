import { processBatchChunkCommand, type BatchChunkJob, type Services } from '@counterparty/api';

/** pg-boss's transactional job handle: statements through it commit with the job's completion. */
interface JobTransaction {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** One CSV chunk → assessments, inside the job's own transaction (exactly once), with an EntityManager of its own. */
export async function handleBatchChunk(services: Services, job: BatchChunkJob, tx: JobTransaction): Promise<void> {
  const run = async (sql: string, params: unknown[]) => (await tx.executeSql(sql, params)).rows;
  const result = await processBatchChunkCommand(services.orm.em.fork(), services.rules, services.screening, job, run);
  console.log(
    `worker ${process.pid}: batch ${job.batchId} rows ${job.firstRow}-${job.lastRow}: ${result.succeeded} assessed, ${result.failed} failed (${result.status})`,
  );
}
