import { describe, expect, it } from 'vitest';
import { chunks, collect, count, endless, fixture, generatedLines } from '../../../../test/fixtures/watchlists/watchlist-fixtures.js';
import { readOpenSanctionsCsv } from './opensanctions-csv.js';
import { WatchlistFormatError } from './watchlist-record.js';

const HEADER =
  'id,schema,name,aliases,birth_date,countries,addresses,identifiers,sanctions,phones,emails,program_ids,dataset,first_seen,last_seen,last_change';
const read = (text: string) => collect(readOpenSanctionsCsv(chunks(text)));
const readFixture = (size?: number) => collect(readOpenSanctionsCsv(chunks(fixture('targets.simple.csv'), size)));

describe('readOpenSanctionsCsv', () => {
  it('reads the kept schemas of the fixture, at the line each row starts on', async () => {
    const records = await readFixture();
    expect(records.map((record) => [record.line, record.externalId, record.schema])).toEqual([
      [2, 'NK-orion-shipping', 'Company'],
      [3, 'NK-sokolov-ivan', 'Person'],
      [4, 'NK-baltic-nord', 'Company'],
      // Line 5 is the second line of the Baltic Nord address; line 7 an Airplane, line 9 blank.
      [6, 'NK-sea-falcon', 'Vessel'],
      [8, 'NK-northern-crescent', 'Organization'],
      [10, 'NK-gulf-meridian', 'LegalEntity'],
      [11, 'NK-kovalenko-olena', 'Person'],
      [12, 'NK-techno-prom', 'Company'],
      [13, 'NK-al-rashid', 'Person'],
      [14, 'NK-arctic-polar', 'Company'],
      [16, 'NK-zolotoy-most', 'Company'],
    ]);
    expect(records[0]).toEqual({
      externalId: 'NK-orion-shipping',
      schema: 'Company',
      caption: 'Orion Shipping Trading LLC',
      names: ['Orion Shipping Trading LLC', 'ООО Орион Шиппинг Трейдинг', 'Orion Shipping'],
      countries: ['ru'],
      topics: ['sanction', 'program:US-OFAC-RUSSIA-EO14024'],
      identifiers: ['1177746012345', '7701234567'],
      line: 2,
    });
    expect(records[1]).toMatchObject({
      names: ['Ivan Petrovich Sokolov', 'Иван Петрович Соколов', 'SOKOLOV, Ivan'],
      topics: ['sanction', 'program:EU-UKR', 'program:US-OFAC-RUSSIA-EO14024'],
    });
    // No sanctions listed, no programs: no topics. Duplicate aliases and non-alpha-2 countries dropped.
    expect(records[6]).toMatchObject({ externalId: 'NK-kovalenko-olena', topics: [] });
    expect(records[7].names).toEqual(['Techno-Prom Export OOO', 'ООО Техно-Пром Экспорт', 'TPE']);
    expect(records[5].countries).toEqual(['ae']);
  });

  it.each([1, 7])('reads the same records from %i-byte chunks', async (size) => {
    expect(await readFixture(size)).toEqual(await readFixture());
  });

  it('reads CRLF line ends, inside quoted cells too, and a byte order mark', async () => {
    const crlf = `\ufeff${fixture('targets.simple.csv').toString().replaceAll('\n', '\r\n')}`;
    const records = await collect(readOpenSanctionsCsv(chunks(crlf, 5)));
    expect(records.map(({ line }) => line)).toEqual((await readFixture()).map(({ line }) => line));
  });

  it('finds columns by name, whatever their order, and needs only id, schema and name', async () => {
    const records = await read('name,schema,id,extra\n"Zolotoy Most JSC",Company,NK-1,whatever\n');
    expect(records).toEqual([
      {
        externalId: 'NK-1',
        schema: 'Company',
        caption: 'Zolotoy Most JSC',
        names: ['Zolotoy Most JSC'],
        countries: [],
        topics: [],
        identifiers: [],
        line: 2,
      },
    ]);
  });

  it('refuses a header without a required column at line 1', async () => {
    await expect(read('\nid,schema,caption\nNK-1,Company,A\n')).rejects.toEqual(
      new WatchlistFormatError(2, 'the header has no name column'),
    );
    await expect(read('identifier,type,label\n')).rejects.toEqual(new WatchlistFormatError(1, 'the header has no id, schema, name column'));
  });

  it('refuses the malformed fixture at the line of its unclosed quote', async () => {
    const records = collect(readOpenSanctionsCsv(chunks(fixture('malformed-targets.csv'), 7)));
    await expect(records).rejects.toEqual(new WatchlistFormatError(4, 'a quote is misplaced: quotes may only surround a whole cell'));
  });

  it.each([
    ['a row narrower than the header', 'NK-2,Company', 'the row has 2 cells, the header 3'],
    ['a row without an id', ',Company,A', 'the record has no id'],
    ['a row without a schema', 'NK-2,,A', 'the row has no schema'],
    ['a kept schema without a name', 'NK-2,Person,', 'the Person has no name'],
    ['a quote inside a cell', 'NK-2,Company,Orion "Shipping"', 'a quote is misplaced: quotes may only surround a whole cell'],
    ['a quote never closed', 'NK-2,Company,"Orion', 'a quote is not closed'],
    ['a row of many cells', `NK-2${','.repeat(100_000)}`, 'the record has more than 64 cells'],
  ])('refuses %s', async (_label, row, reason) => {
    await expect(read(`id,schema,name\nNK-1,Company,A\n${row}\n`)).rejects.toEqual(new WatchlistFormatError(3, reason));
  });

  it('refuses a record over 1 MB without reading on', async () => {
    const records = readOpenSanctionsCsv(endless('id,schema,name\nNK-1,Company,"', 'x'.repeat(4096)));
    await expect(collect(records)).rejects.toEqual(
      new WatchlistFormatError(2, 'the record is longer than 1048576 bytes (an unclosed quote?)'),
    );
  });

  it('streams 200,000 rows', { timeout: 60_000 }, async () => {
    const row = (index: number) =>
      `NK-${index},${index % 10 === 0 ? 'Address' : 'Company'},Company ${index} LLC,ООО Компания ${index};Company ${index},,ru;by,` +
      `"Moscow, ul. Tverskaya ${index}",77${index},"Blocked - Specially Designated Nationals (SDN) List",,,US-OFAC-SDGT,US OFAC,2023-01-01,2025-01-01,2024-01-01`;
    expect(await count(readOpenSanctionsCsv(generatedLines(200_000, row, HEADER)))).toBe(180_000);
  });
});
