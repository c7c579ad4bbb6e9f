/**
 * `node --import tsx bench/peer-names-inmemory.ts [dir] [--misses] [--verbose]`: screening quality on the
 * peer-asserted name pairs (../shared/eval/peer-names by default), in memory: every case scored (all names)
 * and through the token-index retrieval replayed in memory, the 284-pair subset nomenklatura scored, the
 * rankings, our own evaluation set, and how many retrieval keys a name has.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluate, type EvaluationCase } from '../api/src/modules/screening/evaluation/evaluate.js';
import { createInMemoryScreen, readFtmEntities } from '../api/src/modules/screening/evaluation/in-memory-screen.js';
import {
  checkRankings,
  evaluatePairCases,
  type PairCase,
  type PairEvaluation,
  type PairRanking,
} from '../api/src/modules/screening/evaluation/pair-cases.js';
import { normalizeName } from '../api/src/modules/screening/matching/normalize-name.js';
import { indexTokens, queryTokens } from '../api/src/modules/screening/matching/retrieval-keys.js';
import { MATCH_THRESHOLD } from '../api/src/modules/screening/matching/score-match.js';

const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith('-')) ?? path.join(import.meta.dirname, '../../shared/eval/peer-names');
const read = <T>(file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as T;
const cases = read<PairCase[]>('cases.json');
const rankings = read<PairRanking[]>('rankings.json');
const logicV2 = read<Record<string, { predicted: boolean }>>('logicv2-predictions.json');

const fmt = (x: number) => x.toFixed(3);
const subsetAccuracy = (evaluation: PairEvaluation) => {
  const subset = evaluation.results.filter((r) => r.case.id in logicV2);
  return { n: subset.length, accuracy: subset.filter((r) => r.matched === (r.case.expect === 'match')).length / subset.length };
};

const started = performance.now();
const modes = [
  { label: 'score all      ', retrieval: false },
  { label: 'retrieval+score', retrieval: true },
  { label: 'retrieval, typos of listed words too', retrieval: true, typoWhenListed: true },
];
for (const mode of modes) {
  const { retrieval } = mode;
  const evaluation = evaluatePairCases(cases, mode);
  const subset = subsetAccuracy(evaluation);
  const crossHits = evaluation.results.reduce((n, r) => n + r.otherHits.length, 0);
  console.log(
    `${mode.label}  all ${evaluation.cases}: accuracy ${fmt(evaluation.accuracy)} precision ${fmt(evaluation.precision)} ` +
      `recall ${fmt(evaluation.recall)} (tp ${evaluation.truePositives} fp ${evaluation.falsePositives} tn ${evaluation.trueNegatives} fn ${evaluation.falseNegatives}); ` +
      `${subset.n}-subset accuracy ${fmt(subset.accuracy)}; hits on other cases' entities ${crossHits}`,
  );
  if (args.includes('--misses') && !mode.typoWhenListed) {
    for (const r of evaluation.results.filter((x) => x.matched !== (x.case.expect === 'match'))) {
      console.log(
        `  ${r.case.expect === 'match' ? 'FN' : 'FP'} ${fmt(r.score)} ${r.case.id} ${JSON.stringify(r.case.query)} | ${JSON.stringify(r.case.listed)}`,
      );
      if (args.includes('--verbose')) for (const line of r.explanation) console.log(`        ${line}`);
    }
  }
  if (args.includes('--cross') && retrieval && !mode.typoWhenListed) {
    for (const r of evaluation.results.filter((x) => x.otherHits.length > 0)) {
      const others = r.otherHits.map((id) => JSON.stringify(cases.find((c) => c.id === id)!.listed));
      console.log(`  X ${JSON.stringify(r.case.query)} -> ${others.join(', ')}`);
    }
  }
}

const ranked = checkRankings(rankings);
console.log(`rankings held ${ranked.filter((r) => r.held).length} of ${ranked.length}`);
for (const r of ranked.filter((x) => !x.held)) {
  console.log(`  ${fmt(r.better)} !> ${fmt(r.worse)}  ${JSON.stringify(r.ranking.better)} > ${JSON.stringify(r.ranking.worse)}`);
}

const own = path.join(import.meta.dirname, '../api/src/modules/screening/evaluation');
const ownCases = JSON.parse(readFileSync(path.join(own, 'cases.json'), 'utf8')) as EvaluationCase[];
const ownResult = await evaluate(
  ownCases,
  createInMemoryScreen(readFtmEntities(new URL(`file://${own}/test-list.ftm.jsonl`))),
  MATCH_THRESHOLD,
);
console.log(
  `own set ${ownResult.cases}: recall ${fmt(ownResult.recall)} precision ${fmt(ownResult.precision)} (fp ${ownResult.falsePositives} fn ${ownResult.falseNegatives})`,
);
if (args.includes('--own')) {
  for (const f of ownResult.failures) {
    console.log(`  ${JSON.stringify(f.case.query)} expected ${f.case.expected} hits ${JSON.stringify(f.hits.slice(0, 3))}`);
  }
}

const names = [
  ...cases.flatMap((c) => [c.query, c.listed, ...(c.listedAliases ?? [])]),
  ...readFileSync(path.join(own, 'test-list.ftm.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      const e = JSON.parse(line) as { properties: { name?: string[]; alias?: string[] } };
      return [...(e.properties.name ?? []), ...(e.properties.alias ?? [])];
    }),
].map(normalizeName);
const indexKeys = names.reduce((n, name) => n + indexTokens(name).length, 0) / names.length;
const lookupKeys = names.reduce((n, name) => n + queryTokens(name).length, 0) / names.length;
const maxLookup = Math.max(...names.map((name) => queryTokens(name).length));
console.log(
  `keys per name over ${names.length} names: index tokens ${indexKeys.toFixed(2)}, query lookups ${lookupKeys.toFixed(2)} (max ${maxLookup})`,
);
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
