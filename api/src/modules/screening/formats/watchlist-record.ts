/** The watchlist file formats an import can read; see read-watchlist.ts for where each comes from. */
export type WatchlistFormat = 'ftm' | 'opensanctions_csv' | 'ofac_sdn_csv';

/** The FollowTheMoney schemas kept: the ones a counterparty can be. Others (Address, Sanction, Airplane, …) are skipped. */
export type WatchlistSchema = 'Company' | 'Organization' | 'LegalEntity' | 'Person' | 'Vessel';

export const WATCHLIST_SCHEMAS: ReadonlySet<string> = new Set<WatchlistSchema>([
  'Company',
  'Organization',
  'LegalEntity',
  'Person',
  'Vessel',
]);

/** One listed entity, as every format is read into. */
export interface WatchlistRecord {
  /** The entity's id in its source (FtM/OpenSanctions id, OFAC ent_num). */
  externalId: string;
  schema: WatchlistSchema;
  caption: string;
  /** The caption first, then the other names, aliases, previous names and weak aliases; distinct. */
  names: string[];
  /** ISO 3166-1 alpha-2 codes, lower case. */
  countries: string[];
  topics: string[];
  identifiers: string[];
  /** The 1-based line the record starts on in its file. */
  line: number;
}

/** A hostile or broken file: where it broke and why, never the offending text itself. */
export class WatchlistFormatError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
    this.name = 'WatchlistFormatError';
  }
}

/** A line (or CSV record) longer than this is refused before it is buffered any further. */
export const MAX_LINE_BYTES = 1024 * 1024;
/** Per-record caps: far above any real entity (the longest OpenSanctions entities have about 150 names). */
export const MAX_NAMES = 200;
export const MAX_COUNTRIES = 50;
export const MAX_TOPICS = 50;
export const MAX_IDENTIFIERS = 50;
/** Every name, topic and identifier is cut to this many characters; ids longer than this are refused. */
export const MAX_VALUE_CHARS = 500;
