/**
 * Strings to store and index for pg_trgm candidate retrieval, and to query with. A candidate is retrieved
 * when any query key is trigram-similar to any stored key of the same kind (same array position).
 *
 *   [0] the name key: tokens in order (normalize-name.ts)
 *   [1] the consonant skeleton of each token: Arabic script is written without short vowels, so محمد
 *       arrives as "mhmd", which shares a single trigram with "mohammed"; both skeletons are "mhmd".
 */
import type { NormalizedName } from './normalize-name.js';
import { consonantSkeleton } from './token-similarity.js';

export function retrievalKeys(name: NormalizedName): [key: string, skeletonKey: string] {
  return [name.key, name.tokens.map(consonantSkeleton).join(' ')];
}
