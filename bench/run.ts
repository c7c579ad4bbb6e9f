/**
 * `npm run bench [-- name…]`: runs the benchmarks (all by default) and prints their tables.
 * Each reports ratios against a raw baseline measured in the same run, because absolute times
 * drift on shared machines. Environment: BENCH_DURATION (s), BENCH_ROWS, BENCH_SCREENING_ENTITIES,
 * BENCH_SCREENING_DATABASE_URL, BENCH_SCREENING_PARTS, BENCH_SEARCH_RATE, BENCH_MONITORING_ROWS,
 * BENCH_MONITORING_ENTITIES, BENCH_ATTACK_ENTITIES, BENCH_FIRST_PAINT_RUNS, BENCH_GUARD_RUNS,
 * BENCH_SCORECARD_ROWS, BENCH_MATCHING_RUNS, BENCH_CASES, BENCH_INBOX_RUNS, BENCH_EVIDENCE_RUNS,
 * BENCH_REVIEW_COUNTERPARTIES, BENCH_LEI_RECORDS, BENCH_LEI_LOOKUPS, BENCH_OWNERSHIP_RUNS.
 */
import { benchAssessments } from './assessments.bench.js';
import { benchCasework } from './casework.bench.js';
import { benchCredit } from './credit.bench.js';
import { benchFirstPaint } from './first-paint.bench.js';
import { benchGuards } from './guards.bench.js';
import { benchHostile } from './hostile.bench.js';
import { benchLei } from './lei.bench.js';
import { benchMatching } from './matching.bench.js';
import { benchMonitoring } from './monitoring.bench.js';
import { benchOwnership } from './ownership.bench.js';
import { benchPeerNames } from './peer-names.bench.js';
import { benchRules } from './rules.bench.js';
import { benchScorecard } from './scorecard.bench.js';
import { benchScreening } from './screening.bench.js';
import { benchScreeningAttack } from './screening-attack.bench.js';
import { benchStartup } from './startup.bench.js';
import { benchWebhooks } from './webhooks.bench.js';
import { benchWorker } from './worker.bench.js';

const BENCHMARKS: Record<string, () => Promise<void>> = {
  assessments: benchAssessments,
  credit: benchCredit,
  worker: benchWorker,
  rules: benchRules,
  scorecard: benchScorecard,
  hostile: benchHostile,
  startup: benchStartup,
  screening: benchScreening,
  'peer-names': benchPeerNames,
  'screening-attack': benchScreeningAttack,
  webhooks: benchWebhooks,
  monitoring: benchMonitoring,
  'first-paint': benchFirstPaint,
  guards: benchGuards,
  matching: benchMatching,
  casework: benchCasework,
  lei: benchLei,
  ownership: benchOwnership,
};

const selected = process.argv.slice(2).filter((a) => !a.startsWith('-'));
for (const name of selected.length ? selected : Object.keys(BENCHMARKS)) {
  const run = BENCHMARKS[name];
  if (!run) throw new Error(`unknown benchmark ${name}; choose from ${Object.keys(BENCHMARKS).join(', ')}`);
  console.log(`\n# ${name}`);
  await run();
}
