/**
 * Screens a query against every entity of a FollowTheMoney test list, in memory: the reference the
 * database-backed screening is measured against, and the harness MATCH_THRESHOLD was tuned with.
 * Every name and alias of an entity is scored; the best one is the entity's score.
 */
import { readFileSync } from 'node:fs';
import { countryCodes } from '../matching/countries.js';
import { normalizeName, type NormalizedName } from '../matching/normalize-name.js';
import { scoreMatch, type MatchSchema } from '../matching/score-match.js';
import type { EvaluationCase, ScreeningHit } from './evaluate.js';
import { buildTokenIndex, retrieveCandidates } from './in-memory-retrieval.js';

export interface FtmEntity {
  id: string;
  schema: MatchSchema;
  properties: { name?: string[]; alias?: string[]; country?: string[] };
}

interface PreparedEntity {
  id: string;
  schema: MatchSchema;
  names: NormalizedName[];
  countries: string[];
}

export function readFtmEntities(path: URL): FtmEntity[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as FtmEntity);
}

/**
 * @param options.retrieval score only the names the token index would return (in-memory-retrieval.ts), as
 *   the database-backed search does; by default every name is scored.
 */
export function createInMemoryScreen(
  entities: readonly FtmEntity[],
  options: { retrieval?: boolean } = {},
): (testCase: EvaluationCase) => Promise<ScreeningHit[]> {
  const prepared: PreparedEntity[] = entities.map((entity) => ({
    id: entity.id,
    schema: entity.schema,
    names: [...(entity.properties.name ?? []), ...(entity.properties.alias ?? [])].map(normalizeName),
    countries: (entity.properties.country ?? []).map((code) => code.toLowerCase()),
  }));
  const names = prepared.flatMap((entity) => entity.names.map((name) => ({ entity, name })));
  const index = options.retrieval ? buildTokenIndex(names.map((n) => n.name)) : undefined;
  return (testCase) => {
    const query = { name: normalizeName(testCase.query), countries: countryCodes(testCase.country ?? ''), schema: testCase.schema };
    const scored = index ? retrieveCandidates(index, query.name).map((i) => names[i]) : names;
    const best = new Map<string, number>();
    for (const { entity, name } of scored) {
      const score = scoreMatch(query, { name, countries: entity.countries, schema: entity.schema }).score;
      best.set(entity.id, Math.max(best.get(entity.id) ?? 0, score));
    }
    const hits = [...best].map(([entityId, score]) => ({ entityId, score }));
    return Promise.resolve(hits.sort((a, b) => b.score - a.score));
  };
}
