import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.js';

describe('csvCell', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('Acme Trading Ltd')).toBe('Acme Trading Ltd');
    expect(csvCell('')).toBe('');
  });

  it('quotes a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('Acme, Inc')).toBe('"Acme, Inc"');
    expect(csvCell('The "Best" Co')).toBe('"The ""Best"" Co"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('neutralises what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    // Only at the start: inside a cell they are text.
    expect(csvCell('A-1 = B')).toBe('A-1 = B');
  });
});

describe('csvLine', () => {
  it('joins the cells with commas and ends with CRLF', () => {
    expect(csvLine(['a', 'b,c', '=d'])).toBe(`a,"b,c",'=d\r\n`);
  });
});
