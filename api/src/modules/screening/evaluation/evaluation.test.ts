import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MATCH_THRESHOLD } from '../matching/score-match.js';
import { evaluate, type EvaluationCase } from './evaluate.js';
import { createInMemoryScreen, readFtmEntities } from './in-memory-screen.js';

const entities = readFtmEntities(new URL('./test-list.ftm.jsonl', import.meta.url));
const cases = JSON.parse(readFileSync(new URL('./cases.json', import.meta.url), 'utf8')) as EvaluationCase[];

describe('screening evaluation set', () => {
  it('is large enough and labels real entities', () => {
    const ids = new Set(entities.map((entity) => entity.id));
    expect(cases.length).toBeGreaterThanOrEqual(350);
    expect(cases.filter((testCase) => testCase.expected === null).length).toBeGreaterThanOrEqual(100);
    for (const testCase of cases) if (testCase.expected !== null) expect(ids).toContain(testCase.expected);
  });

  it(`reaches recall and precision of 0.95 at MATCH_THRESHOLD ${MATCH_THRESHOLD}`, { timeout: 60_000 }, async () => {
    const result = await evaluate(cases, createInMemoryScreen(entities), MATCH_THRESHOLD);
    expect(result.recall).toBeGreaterThanOrEqual(0.95);
    expect(result.precision).toBeGreaterThanOrEqual(0.95);
  });
});

describe('evaluate', () => {
  const testCases: EvaluationCase[] = [
    { query: 'a', expected: 'A', kind: 'exact' },
    { query: 'b', expected: 'B', kind: 'exact' },
    { query: 'c', expected: null, kind: 'unrelated' },
  ];
  const hits: Record<string, { entityId: string; score: number }[]> = {
    a: [
      { entityId: 'A', score: 0.9 },
      { entityId: 'X', score: 0.85 },
    ],
    b: [{ entityId: 'B', score: 0.5 }],
    c: [{ entityId: 'Y', score: 0.95 }],
  };

  it('counts found, missed and every wrong hit above the threshold', async () => {
    const result = await evaluate(testCases, (testCase) => Promise.resolve(hits[testCase.query]), 0.8);
    expect(result).toMatchObject({ truePositives: 1, falseNegatives: 1, falsePositives: 2, recall: 0.5, precision: 1 / 3 });
    expect(result.perKind.unrelated).toEqual({ cases: 1, truePositives: 0, falsePositives: 1, falseNegatives: 0 });
  });
});
