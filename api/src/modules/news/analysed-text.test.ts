import { describe, expect, it } from 'vitest';
import { analysedPart, MAX_ANALYSED_CHARS, squish } from './analysed-text.js';

describe('analysedPart', () => {
  it('leaves short text alone and cuts long text to MAX_ANALYSED_CHARS', () => {
    expect(analysedPart('short')).toBe('short');
    const long = 'word '.repeat(1_000_000);
    expect(analysedPart(long)).toBe(long.slice(0, MAX_ANALYSED_CHARS));
  });

  it('never cuts a surrogate pair in half', () => {
    const text = `${'a'.repeat(MAX_ANALYSED_CHARS - 1)}😀 and more`;
    expect(analysedPart(text)).toBe('a'.repeat(MAX_ANALYSED_CHARS - 1));
  });
});

describe('squish', () => {
  it('collapses whitespace runs, 2 MB of them included', () => {
    expect(squish('  a \n\t b  ')).toBe('a b');
    expect(squish(` ${'\n '.repeat(1024 * 1024)}x`)).toBe('x');
  });
});
