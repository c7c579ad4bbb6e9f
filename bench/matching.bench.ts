/**
 * Issue 26: the wall-clock bounds the unit tests used to hold pure functions to on hostile input,
 * measured here instead, where a busy machine cannot fail them. The tests keep the inputs and check
 * what the bound was about without a clock: the work counted (calls, characters read) on n and 2n,
 * the answer on the input, and a test timeout a backtracking pattern would outlive.
 *
 * - scoreMatch on two 200-word names (score-match.test.ts, 100 ms)
 * - countryCodes on 500,000 characters of "and ," (countries.test.ts, 200 ms)
 * - normalizeName on 600,000 hostile characters and seven names at the length cap (normalize-name.test.ts, 200 ms)
 * - alignTokens on 3 × MAX_ALIGNED_TOKENS tokens a side (align-tokens.test.ts, 50 ms)
 * - withoutSuggestion on 50,000 repeated " Did you mean" (graphql/format-error.test.ts, 50 ms)
 *
 * Each row: the median and slowest time of the guarded call, the bound the test held it to, a raw
 * baseline measured in the same run (the work that is left once the input is capped, or a plain
 * scan of the same text) with the ratio to it, and the time on twice the input over the time on
 * the input (about 1 when capped, about 2 when linear).
 */
import { withoutSuggestion } from '../api/src/graphql/format-error.js';
import { alignTokens, MAX_ALIGNED_TOKENS } from '../api/src/modules/screening/matching/align-tokens.js';
import { countryCodes } from '../api/src/modules/screening/matching/countries.js';
import { MAX_NAME_LENGTH, normalizeName } from '../api/src/modules/screening/matching/normalize-name.js';
import { scoreMatch } from '../api/src/modules/screening/matching/score-match.js';
import { median, table } from './support.js';

const RUNS = Number(process.env.BENCH_MATCHING_RUNS ?? 21);

interface Guard {
  name: string;
  boundMs: number;
  /** The guarded call on the test's input (scale 1) or on twice that input, built before timing. */
  prepare(scale: 1 | 2): () => unknown;
  /** What the same run measures as the floor: the capped work, or a plain scan of the input. */
  baselineName: string;
  baseline(): () => unknown;
}

/** Milliseconds of each of RUNS calls, after one warm-up call (JIT, lazily built tables). */
function times(fn: () => unknown): number[] {
  fn();
  const out: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    fn();
    out.push(performance.now() - started);
  }
  return out;
}

/** Reads every character once: the least any function of the text can do. */
function scan(text: string): number {
  let sum = 0;
  for (let i = 0; i < text.length; i += 1) sum += text.charCodeAt(i);
  return sum;
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const alignWords = (n: number) => ({ tokens: Array.from({ length: n }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${i}`) });
const subject = (name: string) => ({ name: normalizeName(name), countries: [] });

const COUNTRIES_HOSTILE = 'and ,'.repeat(100_000);
const NAME_HOSTILE = '.-'.repeat(200_000) + 'a'.repeat(200_000);
/** The names at the length cap of normalize-name.test.ts. */
const NAMES_AT_CAP = [
  'a.'.repeat(250),
  'aB'.repeat(250),
  'one '.repeat(125),
  'dr '.repeat(166),
  'a1b'.repeat(166),
  '김'.repeat(500),
  'x'.repeat(499) + 'y',
];
const SUGGESTION_HOSTILE = `x${' Did you mean "'.repeat(50_000)}`;

const GUARDS: Guard[] = [
  {
    name: 'scoreMatch, two 200-word names',
    boundMs: 100,
    prepare: (scale) => {
      const long = subject(words(200 * scale));
      return () => scoreMatch(long, long);
    },
    baselineName: `scoreMatch, ${MAX_ALIGNED_TOKENS} words`,
    baseline: () => {
      const head = subject(words(MAX_ALIGNED_TOKENS));
      return () => scoreMatch(head, head);
    },
  },
  {
    name: 'countryCodes, "and ," × 100,000',
    boundMs: 200,
    prepare: (scale) => {
      const text = COUNTRIES_HOSTILE.repeat(scale);
      return () => countryCodes(text);
    },
    baselineName: `countryCodes, its first ${MAX_NAME_LENGTH} characters`,
    baseline: () => {
      const text = COUNTRIES_HOSTILE.slice(0, MAX_NAME_LENGTH);
      return () => countryCodes(text);
    },
  },
  {
    name: 'normalizeName, 600,000 hostile characters + 7 names at the cap',
    boundMs: 200,
    prepare: (scale) => {
      const hostile = NAME_HOSTILE.repeat(scale);
      return () => {
        normalizeName(hostile);
        for (const name of NAMES_AT_CAP) normalizeName(name);
      };
    },
    baselineName: `normalizeName, ${NAMES_AT_CAP.length + 1} ordinary names at the cap`,
    baseline: () => {
      const ordinary = 'Orion Shipping Holdings '.repeat(30).slice(0, MAX_NAME_LENGTH);
      return () => {
        for (let i = 0; i <= NAMES_AT_CAP.length; i += 1) normalizeName(ordinary);
      };
    },
  },
  {
    name: `alignTokens, ${3 * MAX_ALIGNED_TOKENS} tokens a side`,
    boundMs: 50,
    prepare: (scale) => {
      const side = alignWords(3 * MAX_ALIGNED_TOKENS * scale);
      return () => alignTokens(side, side);
    },
    baselineName: `alignTokens, ${MAX_ALIGNED_TOKENS} tokens a side`,
    baseline: () => {
      const side = alignWords(MAX_ALIGNED_TOKENS);
      return () => alignTokens(side, side);
    },
  },
  {
    name: 'withoutSuggestion, " Did you mean \\"" × 50,000',
    boundMs: 50,
    prepare: (scale) => {
      const message = scale === 1 ? SUGGESTION_HOSTILE : `x${SUGGESTION_HOSTILE.repeat(2)}`;
      return () => withoutSuggestion(message);
    },
    baselineName: 'a scan of the message',
    baseline: () => () => scan(SUGGESTION_HOSTILE),
  },
];

export async function benchMatching(): Promise<void> {
  const ms = (x: number) => x.toFixed(x < 1 ? 4 : 1);
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '–');
  const rows: (string | number)[][] = [
    ['guard (test)', 'median ms', 'slowest ms', 'bound ms', 'within', 'baseline', 'baseline ms', '× baseline', '2× input / input'],
  ];
  for (const guard of GUARDS) {
    const once = times(guard.prepare(1));
    const twice = times(guard.prepare(2));
    const base = times(guard.baseline());
    const slowest = Math.max(...once);
    rows.push([
      guard.name,
      ms(median(once)),
      ms(slowest),
      guard.boundMs,
      slowest <= guard.boundMs ? 'yes' : 'no',
      guard.baselineName,
      ms(median(base)),
      ratio(median(once), median(base)),
      ratio(median(twice), median(once)),
    ]);
  }
  table(`Hostile-input guards of the matching and error functions, ${RUNS} runs each (same process, same run)`, rows);
  console.log(
    '\nThe last column stays near 1 for a capped input and near 2 for a linear one; a backtracking regression shows as 4 or more.',
  );
}
