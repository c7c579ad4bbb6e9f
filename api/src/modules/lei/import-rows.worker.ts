/** Worker-thread entry: turns chunks of a register file into rows (import-rows.ts; see run-lei-import.command.ts). */
import { parentPort } from 'node:worker_threads';
import { serveThreadJobs } from '../../core/thread-pool.js';
import { importRows, type RowsJob } from './import-rows.js';

serveThreadJobs(parentPort!, (job: RowsJob) => importRows(job));
