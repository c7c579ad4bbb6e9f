import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput } from '../../../core/validation.js';
import { ScreenInput } from '../dto/screen.input.js';
import type { ScreeningSearchResult } from '../dto/screening.types.js';
import { MATCH_THRESHOLD } from '../matching/score-match.js';
import type { ScreeningService } from '../screening.service.js';

/** Hits returned by a search: more is noise for a reviewer and work for a hostile caller. */
export const MAX_SEARCH_HITS = 50;

/** Any signed-in user: screens one name, down to `minScore` (the match threshold by default). BAD_USER_INPUT naming the field. */
export async function screenCommand(em: EntityManager, screening: ScreeningService, raw: unknown): Promise<ScreeningSearchResult> {
  const input = await parseInput(ScreenInput, raw);
  const { lists, matches } = await screening.search(em, input);
  return {
    minScore: input.minScore ?? MATCH_THRESHOLD,
    lists: lists.map((l) => ({ name: l.name, version: l.version })),
    hits: matches.slice(0, MAX_SEARCH_HITS).map((m) => ({
      entityId: m.entityId,
      caption: m.caption,
      matchedName: m.matchedName,
      score: m.score,
      listName: m.listName,
      schema: m.schema,
      countries: m.countries,
      topics: m.topics,
      explanation: m.explanation,
    })),
  };
}
