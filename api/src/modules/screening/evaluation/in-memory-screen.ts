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

export function createInMemoryScreen(entities: readonly FtmEntity[]): (testCase: EvaluationCase) => Promise<ScreeningHit[]> {
  const prepared: PreparedEntity[] = entities.map((entity) => ({
    id: entity.id,
    schema: entity.schema,
    names: [...(entity.properties.name ?? []), ...(entity.properties.alias ?? [])].map(normalizeName),
    countries: (entity.properties.country ?? []).map((code) => code.toLowerCase()),
  }));
  return (testCase) => {
    const query = { name: normalizeName(testCase.query), countries: countryCodes(testCase.country ?? ''), schema: testCase.schema };
    const hits = prepared.map((entity) => ({
      entityId: entity.id,
      score: Math.max(...entity.names.map((name) => scoreMatch(query, { name, countries: entity.countries, schema: entity.schema }).score)),
    }));
    return Promise.resolve(hits.sort((a, b) => b.score - a.score));
  };
}
