import { describe, expect, it } from 'vitest';
import { FIGURES } from './figures';
import { figureValue, isMultiCellPaste, parseFigure, parsePastedColumn } from './paste';

const value = (text: string) => {
  const parsed = parseFigure(text);
  return parsed.ok ? parsed.value : 'invalid';
};

describe('parseFigure', () => {
  it('reads plain numbers, with a sign or decimals', () => {
    expect(value('1234567')).toBe(1234567);
    expect(value('  42.5 ')).toBe(42.5);
    expect(value('-17')).toBe(-17);
    expect(value('+17')).toBe(17);
    expect(value('0')).toBe(0);
    expect(value('1.5E+07')).toBe(15_000_000);
  });

  it('drops thousands separators of every common style', () => {
    expect(value('1,234,567')).toBe(1234567);
    expect(value('1,234,567.89')).toBe(1234567.89);
    expect(value('1.234.567,89')).toBe(1234567.89);
    expect(value('1 234 567')).toBe(1234567);
    expect(value('1\u00a0234\u202f567')).toBe(1234567);
    expect(value("1'234'567")).toBe(1234567);
    expect(value('1.234')).toBe(1234);
    expect(value('12,34,567')).toBe(1234567);
    expect(value('1.234')).toBe(1234);
    expect(value('12,34,567')).toBe(1234567);
  });

  it('reads a single mark before other than three digits as the decimal mark', () => {
    expect(value('1234,5')).toBe(1234.5);
    expect(value('0,75')).toBe(0.75);
    expect(value('0.125')).toBe(0.125);
    expect(value('12.50')).toBe(12.5);
    expect(value('1234.567')).toBe(1234.567);
  });

  it('reads parentheses, a leading minus (also −) and a trailing minus as negative', () => {
    expect(value('(1,234)')).toBe(-1234);
    expect(value('( 52 000 )')).toBe(-52000);
    expect(value('−1,234')).toBe(-1234);
    expect(value('1,234-')).toBe(-1234);
    expect(value('(0)')).toBe(0);
    expect(Object.is(value('-0'), 0)).toBe(true);
  });

  it('drops currency signs', () => {
    expect(value('$1,234')).toBe(1234);
    expect(value('€ (2.500)')).toBe(-2500);
    expect(value('£12.5')).toBe(12.5);
  });

  it('reads empty cells and dashes as empty', () => {
    for (const text of ['', '   ', '-', '–', '—', ' - ']) expect(value(text), JSON.stringify(text)).toBeNull();
  });

  it('refuses text that is no number', () => {
    for (const text of ['abc', 'Revenue', '1,2,3a', '12..5', '12,5,000', '1.234,5.6', '(12', '--5', '0x10', 'Infinity', '1e999']) {
      expect(value(text), text).toBe('invalid');
    }
  });

  it('gives the value a form sends: a number, null when empty, undefined when unreadable', () => {
    expect(figureValue('1,000')).toBe(1000);
    expect(figureValue('')).toBeNull();
    expect(figureValue(undefined)).toBeNull();
    expect(figureValue('n/a')).toBeUndefined();
  });
});

describe('a pasted column', () => {
  const column = ['12,500,000', '1,400,000', '1,900,000', '(250,000)', '980,000', '4,100,000', '-', '650,000'];

  it('is several cells separated by newlines or tabs, not one value', () => {
    expect(isMultiCellPaste('1,234')).toBe(false);
    expect(isMultiCellPaste('1,234\n')).toBe(false);
    expect(isMultiCellPaste('1,234\r\n')).toBe(false);
    expect(isMultiCellPaste('1\n2')).toBe(true);
    expect(isMultiCellPaste('1\t2')).toBe(true);
  });

  it('fills the figures in order, empty cells empty, negatives negative', () => {
    expect(parsePastedColumn(`${column.join('\r\n')}\r\n`)).toEqual({
      ok: true,
      fiscalYearEnd: undefined,
      values: ['12,500,000', '1,400,000', '1,900,000', '-250,000', '980,000', '4,100,000', '', '650,000'],
    });
  });

  it('reads a row copied across (tabs) the same way', () => {
    expect(parsePastedColumn('1\t\t3\n')).toEqual({ ok: true, fiscalYearEnd: undefined, values: ['1', '', '3'] });
  });

  it('writes each figure so that it reads back as the same number', () => {
    const result = parsePastedColumn('1.234.567,891\n(0,5)\n12345678901234');
    expect(result).toEqual({ ok: true, fiscalYearEnd: undefined, values: ['1,234,567.891', '-0.5', '12,345,678,901,234'] });
    if (result.ok) expect(result.values.map((v) => figureValue(v))).toEqual([1234567.891, -0.5, 12345678901234]);
  });

  it('takes a leading YYYY-MM-DD cell as the fiscal year end', () => {
    const all = FIGURES.map((_, i) => String(i + 1));
    expect(parsePastedColumn(['2025-12-31', ...all].join('\n'))).toEqual({ ok: true, fiscalYearEnd: '2025-12-31', values: all });
  });

  it('keeps empty cells in the middle and at the end but not the final line break', () => {
    expect(parsePastedColumn('1\n\n3\n\n')).toEqual({ ok: true, fiscalYearEnd: undefined, values: ['1', '', '3', ''] });
  });

  it('refuses more cells than a year has figures', () => {
    const tooMany = FIGURES.map(() => '1').concat('1');
    expect(parsePastedColumn(tooMany.join('\n'))).toEqual({
      ok: false,
      message: `The pasted column has ${FIGURES.length + 1} cells; a year has ${FIGURES.length} figures (in the order shown)`,
    });
  });

  it('refuses a cell that is no number, naming the figure it would fill', () => {
    expect(parsePastedColumn('1,000\nEBIT\n3')).toEqual({ ok: false, message: 'EBIT: "EBIT" is not a number' });
  });
});
