import { parseFigure } from '../../../../api/src/modules/credit/figure-text';
import { FIGURES } from './figures';

// One reading of figures for the wizard and the API's CSV upload.
export { parseFigure, type ParsedFigure } from '../../../../api/src/modules/credit/figure-text';

/** A figure's text as sent: its number, null when empty, undefined when it is no number. */
export function figureValue(text: string | null | undefined): number | null | undefined {
  const parsed = parseFigure(text ?? '');
  return parsed.ok ? parsed.value : undefined;
}

// How a pasted or stored figure is written into its input: grouped for reading, and read back the same.
const inputFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

/** A figure as its input shows it (figureValue reads it back): "1,234,567.5", "" for none. */
export const figureText = (value: number | null | undefined): string => (value == null ? '' : inputFormat.format(value));

export type PastedColumn =
  | {
      ok: true;
      /** A leading YYYY-MM-DD cell, taken as the fiscal year end. */
      fiscalYearEnd?: string;
      /** The figures in FIGURES order as text, e.g. "-1,234,567.5" ("" for an empty cell); at most FIGURES.length. */
      values: string[];
    }
  | { ok: false; message: string };

/** Whether pasted text holds several cells (a column or row copied from a spreadsheet) rather than one value. */
export const isMultiCellPaste = (text: string) => /[\t\r\n]/.test(text.replace(/[\r\n]+$/, ''));

/**
 * A column (or row) of figures copied from a spreadsheet: cells separated by newlines or tabs,
 * in FIGURES order, optionally led by the fiscal year end (YYYY-MM-DD). Empty cells stay empty;
 * the spreadsheet's final line break is no cell.
 */
export function parsePastedColumn(text: string): PastedColumn {
  const cells = text.replace(/(?:\r\n|\r|\n)$/, '').split(/\r\n|\r|\n|\t/);
  let fiscalYearEnd: string | undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(cells[0]?.trim() ?? '')) fiscalYearEnd = cells.shift()!.trim();
  if (cells.length > FIGURES.length) {
    return {
      ok: false,
      message: `The pasted column has ${cells.length} cells; a year has ${FIGURES.length} figures (in the order shown)`,
    };
  }
  const values: string[] = [];
  for (const [i, cell] of cells.entries()) {
    const parsed = parseFigure(cell);
    if (!parsed.ok) return { ok: false, message: `${FIGURES[i].label}: "${cell.trim()}" is not a number` };
    values.push(figureText(parsed.value));
  }
  return { ok: true, fiscalYearEnd, values };
}
