/**
 * FollowTheMoney JSON lines: OpenSanctions' `entities.ftm.json`, one entity per line, e.g.
 *   {"id":"NK-…","schema":"Company","caption":"…","properties":{"name":["…"],"alias":["…"],"country":["ru"],…},…}
 * Download: https://data.opensanctions.org/datasets/latest/default/entities.ftm.json (several GB).
 *
 * Every property value is an array of strings. The export also holds the entities around the
 * targets (Address, Sanction, Ownership, Identification, …): those schemas are skipped silently.
 */
import { readLines, type Chunks } from './read-lines.js';
import { distinctCountries, distinctIdentifiers, distinctNames, distinctTopics, externalId } from './record-values.js';
import { WATCHLIST_SCHEMAS, WatchlistFormatError, type WatchlistRecord, type WatchlistSchema } from './watchlist-record.js';

/** In the order they are listed after the caption. */
const NAME_PROPERTIES = ['name', 'alias', 'previousName', 'weakAlias'];
/** `mainCountry` and a vessel's `flag` are countries too; all are FtM's lower-case alpha-2 (or longer pseudo-codes). */
const COUNTRY_PROPERTIES = ['country', 'jurisdiction', 'nationality', 'citizenship', 'mainCountry', 'flag'];
const IDENTIFIER_PROPERTIES = [
  'registrationNumber',
  'idNumber',
  'passportNumber',
  'taxNumber',
  'vatCode',
  'innCode',
  'ogrnCode',
  'okpoCode',
  'leiCode',
  'swiftBic',
  'imoNumber',
  'mmsi',
];

type Properties = Record<string, unknown>;

export async function* readFtm(content: Chunks): AsyncGenerator<WatchlistRecord> {
  for await (const { line, text } of readLines(content)) {
    if (text.trim() === '') continue;
    const record = toRecord(line, parseObject(line, text));
    if (record) yield record;
  }
}

function parseObject(line: number, text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // JSON.parse quotes the input in its message; the reason stays free of file content.
    throw new WatchlistFormatError(line, 'the line is not valid JSON');
  }
  if (!isObject(value)) throw new WatchlistFormatError(line, 'the line is not a JSON object');
  return value;
}

function toRecord(line: number, entity: Record<string, unknown>): WatchlistRecord | undefined {
  const id = externalId(line, typeof entity.id === 'string' ? entity.id : undefined);
  if (typeof entity.schema !== 'string' || entity.schema === '') throw new WatchlistFormatError(line, 'the entity has no schema');
  if (!WATCHLIST_SCHEMAS.has(entity.schema)) return undefined;
  const schema = entity.schema as WatchlistSchema;
  const properties = entity.properties ?? {};
  if (!isObject(properties)) throw new WatchlistFormatError(line, 'properties is not an object');
  if (entity.caption !== undefined && typeof entity.caption !== 'string') throw new WatchlistFormatError(line, 'caption is not a string');

  const names = distinctNames([entity.caption ? [entity.caption] : [], ...values(line, properties, NAME_PROPERTIES)]);
  if (names.length === 0) throw new WatchlistFormatError(line, `the ${schema} has no name`);
  return {
    externalId: id,
    schema,
    caption: names[0],
    names,
    countries: distinctCountries(values(line, properties, COUNTRY_PROPERTIES)),
    topics: distinctTopics(values(line, properties, ['topics'])),
    identifiers: distinctIdentifiers(values(line, properties, IDENTIFIER_PROPERTIES)),
    line,
  };
}

/** The values of the properties read; an absent property has none, a malformed one breaks the file. */
function values(line: number, properties: Properties, keys: readonly string[]): string[][] {
  return keys.map((key) => {
    const value = properties[key];
    if (value === undefined) return [];
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
      throw new WatchlistFormatError(line, `property ${key} is not an array of strings`);
    }
    return value;
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
