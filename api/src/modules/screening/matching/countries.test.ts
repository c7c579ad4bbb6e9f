import { describe, expect, it } from 'vitest';
import { countryCodes } from './countries.js';

describe('countryCodes', () => {
  it.each([
    ['Russia', ['ru']],
    ['Russian Federation', ['ru']],
    ['RU', ['ru']],
    ['rus', ['ru']],
    ['United Kingdom', ['gb']],
    ['UK', ['gb']],
    ['U.K.', ['gb']],
    ['England', ['gb']],
    ['Deutschland', ['de']],
    ['Germany, France', ['de', 'fr']],
    ['Germany and France', ['de', 'fr']],
    ['Germany / France; Italy', ['de', 'fr', 'it']],
    ["Côte d'Ivoire", ['ci']],
    ['Ivory Coast', ['ci']],
    ['Trinidad and Tobago', ['tt']],
    ['Korea, Republic of', ['kr']],
    ['Iran (Islamic Republic of)', ['ir']],
    ['Россия', ['ru']],
    ['Niger', ['ne']],
    ['Nigeria', ['ng']],
  ])('%s', (text, codes) => {
    expect(countryCodes(text)).toEqual(codes);
  });

  it('ignores unknown parts and empty input', () => {
    expect(countryCodes('Atlantis, Russia, somewhere')).toEqual(['ru']);
    expect(countryCodes('')).toEqual([]);
  });

  it('stays fast on long hostile input', () => {
    const started = performance.now();
    countryCodes('and ,'.repeat(100_000));
    expect(performance.now() - started).toBeLessThan(200);
  });
});
