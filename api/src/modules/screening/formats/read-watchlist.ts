import { readFtm } from './ftm.js';
import { readOfacSdnCsv } from './ofac-sdn-csv.js';
import { readOpenSanctionsCsv } from './opensanctions-csv.js';
import type { Chunks } from './read-lines.js';
import type { WatchlistFormat, WatchlistRecord } from './watchlist-record.js';

export const WATCHLIST_FORMATS: readonly WatchlistFormat[] = ['ftm', 'opensanctions_csv', 'ofac_sdn_csv'];

/**
 * Streams the entities of a watchlist file, one record at a time, in file order; skipped schemas
 * are left out. `altContent` is OFAC's ALT.CSV (aliases) and only read for ofac_sdn_csv.
 * Throws WatchlistFormatError, with the line, at the first thing in the file that is not the format.
 */
export function readWatchlist(format: WatchlistFormat, content: Chunks, altContent?: Chunks): AsyncGenerator<WatchlistRecord> {
  if (altContent && format !== 'ofac_sdn_csv') throw new Error(`An alias file is only read with ofac_sdn_csv, not ${format}`);
  switch (format) {
    case 'ftm':
      return readFtm(content);
    case 'opensanctions_csv':
      return readOpenSanctionsCsv(content);
    case 'ofac_sdn_csv':
      return readOfacSdnCsv(content, altContent);
  }
}
