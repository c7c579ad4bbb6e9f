import { buildStale, type BuildPart } from '../../../scripts/build-freshness.js';
import { ROOT } from './processes.js';

/**
 * Makes the compiled build current for the tests that run it: builds the stale parts (by default
 * api/dist and worker/dist; with the client for `npm start`), exactly as `npm start` decides.
 */
export function ensureBuild(parts: readonly BuildPart[] = ['api', 'worker']): void {
  buildStale(ROOT, parts);
}
