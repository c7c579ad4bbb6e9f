/**
 * A list built to make retrieval work hard (issue 16): every name is made of words from a small dense
 * vocabulary, so each word is in hundreds of names (just under the "common word" cut, so every one of
 * them finds candidates) and has a dozen neighbours one edit away (so a word that is not listed expands
 * to all of them). Crafted names are words of the same shape, most of them listed.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { random } from './synthetic-watchlist.js';

/** 16 two-letter syllables: four consonants times four vowels, none of which transliteration folds. */
const SYLLABLES = ['b', 'd', 'm', 'r'].flatMap((c) => ['a', 'e', 'o', 'u'].map((v) => c + v));
const COMMON_WORDS = ['Trading', 'Holding', 'Group', 'Capital', 'Industries', 'Logistics', 'Partners', 'Ventures'];
const VOCABULARY_SIZE = 3000;
const NAMES_PER_ENTITY = 4;

type Rng = () => number;
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)];
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A word of three random syllables (6 letters: one typo allowed, so it has neighbours). */
const craftedWord = (rng: Rng) => cap(pick(rng, SYLLABLES) + pick(rng, SYLLABLES) + pick(rng, SYLLABLES));

/** The list's vocabulary: VOCABULARY_SIZE distinct three-syllable words (of the 4,096 possible). */
function vocabulary(seed: number): string[] {
  const rng = random(seed);
  const words = new Set<string>();
  while (words.size < VOCABULARY_SIZE) words.add(craftedWord(rng));
  return [...words];
}

/** Writes `count` entities, each with NAMES_PER_ENTITY names of 2–4 vocabulary words and a common word, as FtM JSON lines. */
export function writeDenseList(path: string, seed: number, count: number): void {
  const words = vocabulary(seed);
  const rng = random(seed + 1);
  const name = () => {
    const parts = Array.from({ length: 2 + Math.floor(rng() * 3) }, () => pick(rng, words));
    return `${parts.join(' ')} ${pick(rng, COMMON_WORDS)}`;
  };
  const fd = openSync(path, 'w');
  let buffer = '';
  try {
    for (let i = 0; i < count; i++) {
      const [first, ...aliases] = Array.from({ length: NAMES_PER_ENTITY }, name);
      const schema = i % 2 === 0 ? 'Company' : 'Person';
      const entity = { id: `dense-${i}`, schema, caption: first, properties: { name: [first], alias: aliases, topics: ['sanction'] } };
      buffer += `${JSON.stringify(entity)}\n`;
      if (buffer.length > 1 << 20) {
        writeSync(fd, buffer);
        buffer = '';
      }
    }
    writeSync(fd, buffer);
  } finally {
    closeSync(fd);
  }
}

/** A crafted name: `tokens` words of three random syllables (about three in four are listed words). */
export function craftedName(rng: Rng, tokens = 12): string {
  return Array.from({ length: tokens }, () => craftedWord(rng)).join(' ');
}
