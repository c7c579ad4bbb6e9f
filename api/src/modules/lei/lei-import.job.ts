import type { JobDefinition } from '../../core/jobs.js';
import { runLeiImportCommand } from './commands/run-lei-import.command.js';
import { LEI_IMPORT_QUEUE, type LeiImportJob } from './lei.jobs.js';
import type { LeiJobDeps } from './lei.ports.js';

/**
 * One register version's files → the active register (or a failed import with the record and
 * reason). One import at a time per worker: each streams millions of records.
 */
export const leiImportJob: JobDefinition<LeiImportJob, LeiJobDeps> = {
  queue: LEI_IMPORT_QUEUE,
  options: { batchSize: 1, localConcurrency: 1 },
  async handler(deps, { data: job }) {
    const started = Date.now();
    const outcome = await runLeiImportCommand(deps.orm.em.fork(), job, {
      knownLeis: deps.knownLeis,
      leiChangeAlerts: deps.leiChangeAlerts,
      allowLoopback: deps.config.ALLOW_LOOPBACK_URLS,
    });
    console.log(`worker ${process.pid}: LEI register version ${job.version}: ${outcome} in ${Date.now() - started} ms`);
  },
};
