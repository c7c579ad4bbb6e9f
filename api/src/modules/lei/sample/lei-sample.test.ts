import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isValidLei } from '../../kernel/lei-code.js';
import { LEI_SAMPLE_LEVEL1, LEI_SAMPLE_LEVEL2 } from './lei-sample.js';

describe('the LEI register sample', () => {
  it('is the same in the CSV files and in the build', () => {
    expect(readFileSync(new URL('level1.csv', import.meta.url), 'utf8')).toBe(LEI_SAMPLE_LEVEL1);
    expect(readFileSync(new URL('level2.csv', import.meta.url), 'utf8')).toBe(LEI_SAMPLE_LEVEL2);
  });

  it('holds only fictional LEIs with valid check digits', () => {
    const leis = [...`${LEI_SAMPLE_LEVEL1}${LEI_SAMPLE_LEVEL2}`.matchAll(/"(FAKE00[0-9A-Z]{14})"/g)].map((m) => m[1]);
    expect(leis.length).toBeGreaterThan(20);
    for (const lei of leis) expect(isValidLei(lei), lei).toBe(true);
  });
});
