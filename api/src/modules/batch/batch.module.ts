import type { AppModule } from '../app-module.js';
import { batchChunkJob } from './batch-chunk.job.js';
import { BatchRow } from './batch-row.entity.js';
import { BatchUpload } from './batch-upload.entity.js';
import { BATCH_CHUNK_QUEUE } from './batch.jobs.js';
import { BatchResolver } from './batch.resolver.js';
import { batchUploadBodyParser, registerBatchRoutes } from './batch.routes.js';

/** CSV batch uploads, processed chunk by chunk by the workers. */
export const batchModule: AppModule = {
  entities: [BatchUpload, BatchRow],
  // A chunk that a dead worker held is retried after its expiry.
  queues: { [BATCH_CHUNK_QUEUE]: { expireInSeconds: 15, retryLimit: 5 } },
  jobs: [batchChunkJob],
  resolvers: [BatchResolver],
  routes: registerBatchRoutes,
  bodyParsers: (router) => router.post('/batch/upload', batchUploadBodyParser),
};
