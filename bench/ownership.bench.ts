/**
 * Issue 30: beneficial owners and blocked ownership over a 200-holding, 6-level chain, aim under
 * 20 ms. The chain is the worst this limit allows a reviewer to meet: five levels of five holding
 * companies, each holding 20 % of two companies below it (so paths double at every level), and 75
 * persons on top each holding in two level-5 companies (64 paths to the company each); ten of them
 * listed, so the blocked share propagates through every level.
 *
 * Rows: parseOwners (validation, loops, depth), analyseOwnership (shares along every path, the
 * strongest paths, OFAC propagation, layout), and both together, against a raw baseline measured in
 * the same run: walking each row up to the company multiplying its shares (no merging, no paths, no
 * checks) — the least a computation of indirect shares does.
 */
import { analyseOwnership } from '../api/src/modules/ownership/ownership-analysis.js';
import { OwnerKind, parseOwners, type Owner } from '../api/src/modules/ownership/ownership.js';
import { table } from './support.js';

const RUNS = Number(process.env.BENCH_OWNERSHIP_RUNS ?? 200);

function worstChain(): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  const company = (level: number, i: number) => `L${level}C${i}`;
  for (let level = 1; level <= 5; level++) {
    for (let i = 0; i < 5; i++) {
      for (const below of [i, (i + 1) % 5]) {
        rows.push({
          id: `${company(level, i)}-${below}`,
          parentId: level === 1 ? null : `${company(level - 1, below)}-${below}`,
          name: `Level ${level} Holding ${i} Ltd`,
          kind: OwnerKind.COMPANY,
          percent: level === 1 ? 10 : 20,
        });
      }
    }
  }
  for (let p = 0; p < 75; p++) {
    for (const k of [p % 5, (p + 2) % 5]) {
      rows.push({
        id: `P${p}-${k}`,
        parentId: `${company(5, k)}-${k}`,
        name: `Person Number ${p}`,
        kind: OwnerKind.PERSON,
        percent: 1,
      });
    }
  }
  return rows;
}

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function times(fn: () => unknown): number[] {
  for (let i = 0; i < 10; i++) fn();
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    fn();
    out.push(performance.now() - started);
  }
  return out;
}

/** Each row's share of the company, walking its parents: no merging of holders, no paths, no checks. */
function rawShares(rows: readonly Owner[]): number {
  const byId = new Map(rows.map((r) => [r.id, r]));
  let total = 0;
  for (const row of rows) {
    let share = row.percent / 100;
    for (let at = row.parentId; at; at = byId.get(at)!.parentId) share *= byId.get(at)!.percent / 100;
    total += share;
  }
  return total;
}

export async function benchOwnership(): Promise<void> {
  const raw = worstChain();
  const owners = parseOwners(raw, 'Benchmark Target Ltd');
  const context = {
    hits: Array.from({ length: 10 }, (_, i) => ({ subject: { kind: 'person' as const, name: `Person Number ${i * 7}` }, review: null })),
    screened: true,
    uboThresholdPercent: 0.001,
    blockedThresholdPercent: 50,
    leiStatus: 'ISSUED',
    companyName: 'Benchmark Target Ltd',
  };
  const analysis = analyseOwnership(owners, context);
  const baseline = times(() => rawShares(owners));
  const rows: [string, number[]][] = [
    ['parseOwners (validation, loops, depth)', times(() => parseOwners(raw, 'Benchmark Target Ltd'))],
    ['analyseOwnership (UBOs with paths, blocked, graph)', times(() => analyseOwnership(owners, context))],
    ['both', times(() => analyseOwnership(parseOwners(raw, 'Benchmark Target Ltd'), context))],
  ];
  const base = median(baseline);
  table(
    `Ownership over ${owners.length} holdings, 6 levels, ${analysis.beneficialOwners.length} persons with ${analysis.beneficialOwners[0]?.paths.length ?? 0}+${analysis.beneficialOwners[0]?.morePaths ?? 0} paths each; blocked ${analysis.blockedPercent} % (${RUNS} runs)`,
    [
      ['call', 'median ms', 'p95 ms', 'aim', 'median ÷ raw walk'],
      ['raw walk (baseline)', base.toFixed(3), p95(baseline).toFixed(3), '', '1'],
      ...rows.map(([name, xs]) => [name, median(xs).toFixed(3), p95(xs).toFixed(3), '< 20 ms', (median(xs) / base).toFixed(1)]),
    ],
  );
}
