import { describe, expect, it } from 'vitest';
import { cleanText, distinctCountries, distinctNames, distinctTopics } from './record-values.js';

describe('cleanText', () => {
  it.each([
    ['Orion Shipping Trading LLC', 'Orion Shipping Trading LLC'],
    ['  ООО\t«Орион»\r\n Шиппинг\u00a0 ', 'ООО «Орион» Шиппинг'],
    ['Zolotoy\u0000Most', 'Zolotoy Most'],
    [' \t ', ''],
  ])('cleans %j', (value, clean) => {
    expect(cleanText(value)).toBe(clean);
  });

  it('cuts to 500 characters, never inside a surrogate pair', () => {
    expect(cleanText('a'.repeat(2_000))).toBe('a'.repeat(500));
    expect(cleanText(`${'a'.repeat(499)}😀tail`)).toBe('a'.repeat(499));
    expect(cleanText(`${'word '.repeat(200)}`)).toBe('word '.repeat(100).trimEnd());
  });
});

describe('distinct values', () => {
  it('keeps the first of each, in order, without blanks', () => {
    expect(
      distinctNames([
        ['Caption', 'Alias'],
        ['', 'Caption ', 'Other'],
      ]),
    ).toEqual(['Caption', 'Alias', 'Other']);
  });

  it('keeps two-letter country codes only, lower-cased', () => {
    expect(distinctCountries([['RU', 'ru', 'suhh', 'ge-ab', 'x-', 'u1', ' ua ', 'Ру']])).toEqual(['ru', 'ua']);
  });

  it('caps each list', () => {
    const many = Array.from({ length: 500 }, (_, index) => `value ${index}`);
    expect(distinctNames([many])).toHaveLength(200);
    expect(distinctTopics([many])).toHaveLength(50);
    expect(
      distinctCountries([
        ['aa', 'ab', 'ac'],
        Array.from({ length: 100 }, (_, index) => String.fromCharCode(97 + (index % 26), 97 + Math.floor(index / 26))),
      ]),
    ).toHaveLength(50);
  });
});
