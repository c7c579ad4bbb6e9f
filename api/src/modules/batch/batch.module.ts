import type { DomainModule } from '../../core/module.js';
import type { BatchJobDeps } from './batch.ports.js';
import { batchChunkFailedJob } from './batch-chunk-failed.job.js';
import { batchChunkJob } from './batch-chunk.job.js';
import { BatchRow } from './batch-row.entity.js';
import { BatchUpload } from './batch-upload.entity.js';
import { BATCH_CHUNK_EXPIRE_SECONDS, BATCH_CHUNK_FAILED_QUEUE, BATCH_CHUNK_QUEUE } from './batch.jobs.js';

/** CSV batch uploads, processed chunk by chunk by the workers. */
export const batchModule: DomainModule<BatchJobDeps> = {
  entities: [BatchUpload, BatchRow],
  // A chunk that a dead worker held is retried after its expiry; one that fails on its last retry
  // is dead-lettered (the dead-letter queue comes first: the chunk queue names it).
  queues: {
    [BATCH_CHUNK_FAILED_QUEUE]: { expireInSeconds: 60, retryLimit: 5 },
    [BATCH_CHUNK_QUEUE]: { expireInSeconds: BATCH_CHUNK_EXPIRE_SECONDS, retryLimit: 5, deadLetter: BATCH_CHUNK_FAILED_QUEUE },
  },
  jobs: [batchChunkJob, batchChunkFailedJob],
};
