/** Worker-thread entry: parses large request bodies off the API's event loop (see json-body.ts). */
import { parentPort } from 'node:worker_threads';
import { serveThreadJobs } from '../core/thread-pool.js';
import { parseJsonBytes } from './json-text.js';

serveThreadJobs(parentPort!, ({ bytes, maxTokens }: { bytes: Uint8Array; maxTokens: number }) => parseJsonBytes(bytes, maxTokens));
