import { normalizeName } from '../screening/matching/normalize-name.js';

/** What a register name search compares: the screening normaliser's key and its distinct tokens. */
export interface NameKeys {
  /** normalizeName(name).key per name. */
  keys: string[];
  /** Its distinct tokens per name, as a PostgreSQL array literal (tokens are [a-z0-9]+: nothing to quote). */
  tokens: string[];
}

/** What an array literal may hold unquoted. */
const TOKEN = /^[a-z0-9]+$/;

/** The keys of a batch of names (the CPU part of an import: run on worker threads, name-keys.worker.ts). */
export function nameKeys(names: readonly string[]): NameKeys {
  const keys: string[] = [];
  const tokens: string[] = [];
  for (const name of names) {
    const normalized = normalizeName(name);
    keys.push(normalized.key);
    tokens.push(`{${[...new Set(normalized.tokens.filter((token) => TOKEN.test(token)))].join(',')}}`);
  }
  return { keys, tokens };
}
