import { describe, expect, it } from 'vitest';
import { chunks, collect, fixture } from '../../../../test/fixtures/watchlists/watchlist-fixtures.js';
import { readWatchlist, WATCHLIST_FORMATS } from './read-watchlist.js';

describe('readWatchlist', () => {
  it.each([
    ['ftm', 'entities.ftm.json', undefined],
    ['opensanctions_csv', 'targets.simple.csv', undefined],
    ['ofac_sdn_csv', 'sdn.csv', 'alt.csv'],
  ] as const)('reads %s', async (format, file, altFile) => {
    const records = await collect(readWatchlist(format, chunks(fixture(file)), altFile && chunks(fixture(altFile))));
    expect(records.length).toBeGreaterThan(10);
    expect(records.map(({ names }) => names.join(' ')).join(' ')).toMatch(/orion shipping trading llc/i);
  });

  it('lists every format it reads', () => {
    expect(WATCHLIST_FORMATS).toEqual(['ftm', 'opensanctions_csv', 'ofac_sdn_csv']);
  });

  it('refuses an alias file for a format that has none', () => {
    expect(() => readWatchlist('ftm', chunks(''), chunks(''))).toThrow('An alias file is only read with ofac_sdn_csv, not ftm');
  });
});
