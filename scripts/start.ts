/**
 * `npm start`: builds what is missing or older than its sources (the client bundle, the api and
 * the worker), then runs the compiled supervisor (api/dist/cli/start-all.js) in this very process.
 * One process, started by npm with `exec`, so a signal npm forwards (SIGTERM, SIGINT) reaches the
 * supervisor itself, which stops its children in order. Runs on plain Node 22.18 or newer (type stripping on by default).
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildStale, staleParts } from './build-freshness.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (staleParts(ROOT).length > 0) {
  console.log('Building what is missing or older than its sources…');
  try {
    buildStale(ROOT, undefined, true);
  } catch {
    process.exit(1);
  }
}
await import(pathToFileURL(path.join(ROOT, 'api/dist/cli/start-all.js')).href);
