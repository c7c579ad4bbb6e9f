import { describe, expect, it } from 'vitest';
import { normalizeName } from './normalize-name.js';
import { retrievalKeys } from './retrieval-keys.js';

describe('retrievalKeys', () => {
  it('gives the name key and a skeleton key that is equal for Arabic script and Latin spellings', () => {
    const arabic = retrievalKeys(normalizeName('محمد حسين'));
    const latin = retrievalKeys(normalizeName('Mohammed Hussein'));
    expect(arabic).toEqual(['mhmd hsyn', 'mhmd hsn']);
    expect(latin[0]).toBe('mohammed hussein');
    expect(latin[1]).toBe(arabic[1]);
  });
});
