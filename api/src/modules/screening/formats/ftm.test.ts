import { describe, expect, it } from 'vitest';
import { chunks, collect, count, endless, fixture, generatedLines } from '../../../../test/fixtures/watchlists/watchlist-fixtures.js';
import { readFtm } from './ftm.js';
import { WatchlistFormatError } from './watchlist-record.js';

const read = (text: string) => collect(readFtm(chunks(text)));

describe('readFtm', () => {
  it('reads the kept schemas of the fixture and skips the others', async () => {
    const records = await collect(readFtm(chunks(fixture('entities.ftm.json'))));
    expect(records.map((record) => [record.line, record.externalId, record.schema])).toEqual([
      [1, 'NK-orion-shipping', 'Company'],
      [2, 'NK-sokolov-ivan', 'Person'],
      [4, 'NK-baltic-nord', 'Company'],
      [5, 'NK-sea-falcon', 'Vessel'],
      [7, 'NK-northern-crescent', 'Organization'],
      [9, 'NK-gulf-meridian', 'LegalEntity'],
      [10, 'NK-kovalenko-olena', 'Person'],
      [12, 'NK-techno-prom', 'Company'],
      [15, 'NK-al-rashid', 'Person'],
      [16, 'NK-arctic-polar', 'Company'],
      [17, 'NK-zolotoy-most', 'Company'],
    ]);
    expect(records[0]).toEqual({
      externalId: 'NK-orion-shipping',
      schema: 'Company',
      caption: 'Orion Shipping Trading LLC',
      names: ['Orion Shipping Trading LLC', 'ООО Орион Шиппинг Трейдинг'],
      countries: ['ru'],
      topics: ['sanction'],
      identifiers: ['7701234567', '1177746012345'],
      line: 1,
    });
    expect(records[3]).toEqual({
      externalId: 'NK-sea-falcon',
      schema: 'Vessel',
      caption: 'SEA FALCON',
      names: ['SEA FALCON', 'NORDIC STAR'],
      countries: ['pa'],
      topics: ['sanction'],
      identifiers: ['IMO9321483'],
      line: 5,
    });
  });

  it('puts the caption first, then names, aliases, previous names and weak aliases, each once', async () => {
    const [record] = await read(
      JSON.stringify({
        id: 'x',
        schema: 'Company',
        caption: 'Techno-Prom Export OOO',
        properties: {
          weakAlias: ['TPE'],
          previousName: ['Tekhnoprom'],
          alias: ['ООО Техно-Пром Экспорт', 'Techno-Prom  Export OOO '],
          name: ['Techno-Prom Export OOO', 'Techno Prom'],
        },
      }),
    );
    expect(record.names).toEqual(['Techno-Prom Export OOO', 'Techno Prom', 'ООО Техно-Пром Экспорт', 'Tekhnoprom', 'TPE']);
  });

  it('takes the first name as caption when there is none, and keeps only two-letter countries', async () => {
    const [record] = await read(
      JSON.stringify({
        id: 'x',
        schema: 'Person',
        properties: {
          name: ['Mohammed Al-Rashid'],
          country: ['suhh', 'YE'],
          nationality: ['ye', 'ge-ab'],
          citizenship: ['x-kosovo', 'xk'],
        },
      }),
    );
    expect(record).toMatchObject({ caption: 'Mohammed Al-Rashid', countries: ['ye', 'xk'] });
  });

  it.each([1, 7])('reads the same records from %i-byte chunks', async (size) => {
    const whole = await collect(readFtm(chunks(fixture('entities.ftm.json'))));
    expect(await collect(readFtm(chunks(fixture('entities.ftm.json'), size)))).toEqual(whole);
  });

  it('reads CRLF line ends and a byte order mark', async () => {
    const crlf = `\ufeff${fixture('entities.ftm.json').toString().replaceAll('\n', '\r\n')}`;
    expect(await read(crlf)).toEqual(await collect(readFtm(chunks(fixture('entities.ftm.json')))));
  });

  it('refuses the malformed fixture at its broken line, after the records before it', async () => {
    const records = readFtm(chunks(fixture('malformed.ftm.json'), 7));
    expect((await records.next()).value).toMatchObject({ line: 1 });
    expect((await records.next()).value).toMatchObject({ line: 2 });
    await expect(records.next()).rejects.toEqual(new WatchlistFormatError(4, 'the line is not valid JSON'));
  });

  it.each([
    ['a JSON array', '[1, 2]', 'the line is not a JSON object'],
    ['null', 'null', 'the line is not a JSON object'],
    ['no id', '{"schema": "Company", "properties": {"name": ["A"]}}', 'the record has no id'],
    ['no schema', '{"id": "x", "properties": {"name": ["A"]}}', 'the entity has no schema'],
    ['a kept schema without a name', '{"id": "x", "schema": "Company", "properties": {"alias": ["  "]}}', 'the Company has no name'],
    ['no properties', '{"id": "x", "schema": "Person"}', 'the Person has no name'],
    [
      'a property that is not an array',
      '{"id": "x", "schema": "Company", "properties": {"name": "A"}}',
      'property name is not an array of strings',
    ],
    ['properties that are not an object', '{"id": "x", "schema": "Company", "properties": []}', 'properties is not an object'],
  ])('refuses %s', async (_label, line, reason) => {
    const valid = '{"id": "ok", "schema": "Company", "properties": {"name": ["Valid LLC"]}}';
    await expect(read(`${valid}\n\n${line}\n${valid}\n`)).rejects.toEqual(new WatchlistFormatError(3, reason));
  });

  it('skips other schemas without reading them', async () => {
    expect(await read('{"id": "a", "schema": "Sanction", "properties": {"entity": "not even an array"}}\n')).toEqual([]);
  });

  it('caps names at 200 and cuts each to 500 characters', async () => {
    const names = Array.from({ length: 300 }, (_, index) => `Name ${index}`);
    const [record] = await read(JSON.stringify({ id: 'x', schema: 'Company', caption: 'C'.repeat(600), properties: { alias: names } }));
    expect(record.names).toHaveLength(200);
    expect(record.caption).toBe('C'.repeat(500));
    expect(record.names.slice(1, 3)).toEqual(['Name 0', 'Name 1']);
  });

  it('refuses a line over 1 MB without reading on', async () => {
    const records = readFtm(endless('{"id": "a", "schema": "Company", "properties": {"name": ["A"]}}\n{"id": "', 'x'.repeat(4096)));
    await expect(collect(records)).rejects.toEqual(new WatchlistFormatError(2, 'the line is longer than 1048576 bytes'));
  });

  it('streams a 200,000-entity file', { timeout: 60_000 }, async () => {
    const line = (index: number) =>
      JSON.stringify({
        id: `NK-${index}`,
        schema: index % 10 === 0 ? 'Sanction' : 'Company',
        caption: `Company ${index} LLC`,
        properties: { name: [`Company ${index} LLC`], alias: [`ООО Компания ${index}`], country: ['ru'], topics: ['sanction'] },
      });
    expect(await count(readFtm(generatedLines(200_000, line)))).toBe(180_000);
  });
});
