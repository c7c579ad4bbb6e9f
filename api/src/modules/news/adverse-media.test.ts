import { describe, expect, it } from 'vitest';
import { classifyOffline } from './adverse-media.js';

const MB2 = 2 * 1024 * 1024;

describe('classifyOffline', () => {
  it('matches stems at word starts, in any case, multi-word stems included', () => {
    expect(classifyOffline('Acme SUED over an Export Ban; fraudsters charged')).toMatchObject({
      negative: true,
      categories: ['fraud', 'sanctions', 'litigation'],
      evidence: 'Matched: fraud, export ban, sued, charged',
    });
  });

  it('ignores stems inside words and reads good news as good', () => {
    expect(classifyOffline('Antifraud unit wins award for growth')).toEqual({
      negative: false,
      categories: [],
      evidence: 'No adverse-media terms found',
    });
  });

  it('reads 2 MB of near misses and of one giant word', () => {
    expect(classifyOffline('xfraud'.repeat(MB2 / 6)).negative).toBe(false);
    expect(classifyOffline('fraud'.repeat(MB2 / 5))).toMatchObject({ negative: true, categories: ['fraud'] });
    expect(classifyOffline('x'.repeat(MB2)).negative).toBe(false);
  });
});
