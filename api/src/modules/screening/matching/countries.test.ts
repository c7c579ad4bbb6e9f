import { describe, expect, it, vi } from 'vitest';
import { countryCodes } from './countries.js';
import { latinWords, MAX_NAME_LENGTH } from './normalize-name.js';

// What countryCodes reads is what it hands to latinWords: counted, not timed, so a busy machine
// cannot fail the bound (the time is in `npm run bench -- matching`).
vi.mock('./normalize-name.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./normalize-name.js')>();
  return { ...actual, latinWords: vi.fn(actual.latinWords) };
});

/** Characters countryCodes transliterated for `text`. */
function charactersRead(text: string): number {
  vi.mocked(latinWords).mockClear();
  countryCodes(text);
  return vi.mocked(latinWords).mock.calls.reduce((sum, [segment]) => sum + segment.length, 0);
}

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

  it("reads no more than a name's length of long hostile input", () => {
    const hostile = 'and ,'.repeat(100_000);
    // "and" is Andorra's alpha-3 code.
    expect(countryCodes(hostile)).toEqual(['ad']);
    expect(charactersRead(hostile)).toBeLessThanOrEqual(MAX_NAME_LENGTH);
    expect(charactersRead(hostile.repeat(2))).toBe(charactersRead(hostile));
    expect(charactersRead('Russia, '.repeat(10_000))).toBeLessThanOrEqual(MAX_NAME_LENGTH);
  });
});
