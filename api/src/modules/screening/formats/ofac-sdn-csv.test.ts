import { describe, expect, it } from 'vitest';
import { chunks, collect, fixture } from '../../../../test/fixtures/watchlists/watchlist-fixtures.js';
import { MAX_ALIAS_CHARS, readOfacSdnCsv } from './ofac-sdn-csv.js';
import { WatchlistFormatError } from './watchlist-record.js';

const readFixture = (size?: number) => collect(readOfacSdnCsv(chunks(fixture('sdn.csv'), size), chunks(fixture('alt.csv'), size)));
const EMPTY = '"-0- "';
const sdnRow = (entNum: string, name: string, type: string, remarks = EMPTY) =>
  [entNum, `"${name}"`, type, '"SDGT"', ...Array<string>(7).fill(EMPTY), remarks].join(',');

describe('readOfacSdnCsv', () => {
  it('reads the fixture with its aliases, skipping the aircraft and the SUB at the end', async () => {
    const records = await readFixture();
    expect(records.map((record) => [record.line, record.externalId, record.schema])).toEqual([
      [1, '36', 'Company'],
      [2, '7160', 'Company'],
      [3, '15036', 'Person'],
      [4, '31502', 'Company'],
      [5, '31503', 'Vessel'],
      [6, '31504', 'Person'],
      [8, '31505', 'Company'],
      [9, '31506', 'Company'],
      [10, '31507', 'Person'],
      [11, '31508', 'Company'],
      [12, '31509', 'Company'],
      [13, '31510', 'Company'],
    ]);
    expect(records[2]).toEqual({
      externalId: '15036',
      schema: 'Person',
      caption: 'Mohammed AL-RASHID',
      names: ['Mohammed AL-RASHID', 'Muhammad AL RASHID', 'Mohammed al- RASHID'],
      countries: [],
      topics: ['sanction', 'program:SDGT'],
      identifiers: [],
      line: 3,
    });
    expect(records[4]).toEqual({
      externalId: '31503',
      schema: 'Vessel',
      caption: 'SEA FALCON',
      names: ['SEA FALCON', 'NORDIC STAR'],
      countries: [],
      topics: ['sanction', 'program:IRAN-EO13846'],
      identifiers: ['IMO9321483'],
      line: 5,
    });
    // Every alias type is a name; programs are split out of "A] [B".
    expect(records[7]).toMatchObject({
      names: ['TECHNO-PROM EXPORT OOO', 'TPE', 'TEKHNO-PROM EKSPORT'],
      topics: ['sanction', 'program:RUSSIA-EO14024', 'program:UKRAINE-EO13662'],
    });
    expect(records[3].names).toEqual(['ORION SHIPPING TRADING LLC', 'OOO ORION SHIPPING TRADING', 'ORION MARINE SERVICES LLC']);
  });

  it.each([1, 7])('reads the same records from %i-byte chunks', async (size) => {
    expect(await readFixture(size)).toEqual(await readFixture());
  });

  it('reads without an alias file', async () => {
    const records = await collect(readOfacSdnCsv(chunks(fixture('sdn.csv'))));
    expect(records).toHaveLength(12);
    expect(records[5].names).toEqual(['Ivan Petrovich SOKOLOV']);
  });

  it.each([
    [
      'a header row',
      'ent_num,SDN_Name,SDN_Type,Program,Title,Call_Sign,Vess_type,Tonnage,GRT,Vess_flag,Vess_owner,Remarks',
      'the ent_num is not a number',
    ],
    ['a row of another width', '36,"AEROCARIBBEAN AIRLINES","-0- "', 'the row has 3 cells, not 12'],
    ['an unknown SDN_Type', sdnRow('37', 'A', '"organisation"'), 'the SDN_Type is not individual, vessel, aircraft or empty'],
    ['an entry without a name', sdnRow('37', '-0-', EMPTY), 'the Company has no name'],
  ])('refuses %s', async (_label, row, reason) => {
    const records = collect(readOfacSdnCsv(chunks(`${sdnRow('36', 'A', EMPTY)}\r\n${row}\r\n`)));
    await expect(records).rejects.toEqual(new WatchlistFormatError(2, reason));
  });

  it('says when the error is in the alias file', async () => {
    const alt = '36,12,"aka","AERO-CARIBBEAN","-0- "\r\n36,13,"aka"\r\n';
    const records = collect(readOfacSdnCsv(chunks(fixture('sdn.csv')), chunks(alt)));
    await expect(records).rejects.toEqual(new WatchlistFormatError(2, 'ALT.CSV: the row has 3 cells, not 5'));
  });

  it('bounds the alias file before reading the list', async () => {
    const name = 'A'.repeat(500_000);
    const alt = Array.from({ length: 11 }, (_, index) => `36,${index},"aka","${name}","-0- "`).join('\n');
    const records = collect(readOfacSdnCsv(chunks(fixture('sdn.csv')), chunks(alt)));
    await expect(records).rejects.toEqual(
      new WatchlistFormatError(11, `ALT.CSV: the aliases are longer than ${MAX_ALIAS_CHARS} characters in all`),
    );
  });

  it('reads IMO numbers from the remarks, and nothing else', async () => {
    const remarks = '"Vessel Registration Identification IMO 9187629; IMO 12345678; former IMO 918762; Tax ID No. 7701234567."';
    const [record] = await collect(readOfacSdnCsv(chunks(sdnRow('40', 'OCEAN PEARL', '"vessel"', remarks))));
    expect(record.identifiers).toEqual(['IMO9187629']);
  });
});
