import { describe, expect, it } from 'vitest';
import { splitSentences, summarizeOffline, wordsOf } from './offline-summarizer.js';

// 2 MB, the most a fetched page may hold. The old sentence regex backtracked quadratically on
// text without sentence punctuation (96 KB took 9 s), so these would outlive the test timeout.
const MB2 = 2 * 1024 * 1024;
const unpunctuated = 'lorem ipsum dolor sit amet '.repeat(Math.ceil(MB2 / 27)).slice(0, MB2);
const giantWord = 'x'.repeat(MB2);
// Linear work on 2 MB takes about a second, longer on a busy machine: a generous timeout keeps that
// green while a quadratic regression (hours at 2 MB) still fails.
const BIG_INPUT_TIMEOUT_MS = 30_000;

describe('splitSentences', () => {
  it('keeps complete sentences, trimmed, in order', () => {
    expect(splitSentences('Acme was fined 3.5 million euros. Will it appeal? "It will!" Shares fell')).toEqual([
      'Acme was fined 3.5 million euros.',
      'Will it appeal?',
      '"It will!"',
    ]);
  });

  it(
    'splits 2 MB without sentence punctuation, or one giant word, into no sentence',
    () => {
      expect(splitSentences(unpunctuated)).toEqual([]);
      expect(splitSentences(giantWord)).toEqual([]);
    },
    BIG_INPUT_TIMEOUT_MS,
  );

  it(
    'splits 2 MB of dots, and 2 MB of sentences',
    () => {
      expect(splitSentences('.'.repeat(MB2))).toHaveLength(1);
      const sentence = 'This counterparty was fined again. ';
      const count = Math.floor(MB2 / sentence.length);
      expect(splitSentences(sentence.repeat(count))).toHaveLength(count);
    },
    BIG_INPUT_TIMEOUT_MS,
  );
});

describe('wordsOf', () => {
  it('gives lower-cased words of two letters or more, without numbers or punctuation', () => {
    expect(wordsOf("Acme's 40 price-fixing fines, a Bußgeld!")).toEqual(["acme's", 'price', 'fixing', 'fines', 'bußgeld']);
  });

  it(
    'reads 2 MB of words and one 2 MB word',
    () => {
      const count = Math.floor(MB2 / 'counterparty '.length);
      expect(wordsOf('counterparty '.repeat(count))).toHaveLength(count);
      expect(wordsOf(giantWord)).toEqual([giantWord]);
    },
    BIG_INPUT_TIMEOUT_MS,
  );
});

describe('summarizeOffline', () => {
  const sentences = [
    'Regulators fined Acme Trading Ltd 40 million euros on Tuesday for taking part in a price-fixing cartel.',
    'The weather in the capital was mild and sunny for most of the week.',
    'Acme Trading said it would appeal the fine and had cooperated with the cartel investigation.',
    'Shares in Acme Trading fell after the cartel fine was announced by the regulators.',
    'Too short.',
  ];

  it('keeps the sentences that carry the most frequent words, in their order', () => {
    const [fined, , appeal, shares] = sentences;
    expect(summarizeOffline(sentences.join(' '))).toBe(`${fined} ${appeal} ${shares}`);
  });

  it(
    'answers the first 600 characters of 2 MB without a sentence, or of one giant word',
    () => {
      expect(summarizeOffline(unpunctuated)).toBe(unpunctuated.slice(0, 600));
      expect(summarizeOffline(giantWord)).toBe('x'.repeat(600));
    },
    BIG_INPUT_TIMEOUT_MS,
  );
});
