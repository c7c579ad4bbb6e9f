import { describe, expect, it } from 'vitest';
import {
  bindingText,
  fiscalYearLabel,
  formatAmount,
  formatCompact,
  formatFigure,
  formatPd,
  formatPercent,
  formatRatio,
  formatScore,
  formatTimes,
  NONE,
  reviewText,
  zoneLabel,
} from './format';

describe('figure formatting', () => {
  it('shows figures in whole units with thousands separators and a minus sign', () => {
    expect(formatFigure(1234567.49)).toBe('1,234,567');
    expect(formatFigure(1234567.5)).toBe('1,234,568');
    expect(formatFigure(-52000)).toBe('−52,000');
    expect(formatFigure(0)).toBe('0');
    // Less than a unit (figures stored before the cent floor) is shown as it is, never as a "0".
    expect(formatFigure(-0.2)).toBe('−0.2');
  });

  it('shows an absent figure or ratio as a dash', () => {
    for (const f of [formatFigure, formatRatio, formatPercent]) {
      expect(f(null)).toBe(NONE);
      expect(f(undefined)).toBe(NONE);
      expect(f(Number.NaN)).toBe(NONE);
    }
    expect(formatAmount(null, 'USD')).toBe(NONE);
  });

  it('puts the currency code before an amount', () => {
    expect(formatAmount(250000, 'USD')).toBe('USD 250,000');
    expect(formatAmount(-1500, 'EUR')).toBe('EUR −1,500');
  });

  it('shortens chart labels', () => {
    expect(formatCompact(1_250_000)).toBe('1.3M');
    expect(formatCompact(350_000)).toBe('350K');
    expect(formatCompact(-40_000)).toBe('−40K');
    expect(formatCompact(12)).toBe('12');
  });

  it('shows Z″ to two decimals, multiples with ×, and fractions as percentages to one', () => {
    expect(formatTimes(1.8549)).toBe('1.85×');
    expect(formatRatio(1.8549)).toBe('1.85');
    expect(formatRatio(2)).toBe('2.00');
    expect(formatRatio(-0.456)).toBe('−0.46');
    expect(formatPercent(0.0512)).toBe('5.1 %');
    expect(formatPercent(-0.1)).toBe('−10.0 %');
    expect(formatPercent(0)).toBe('0.0 %');
  });

  it('shows the PD, score and review interval', () => {
    expect(formatPd(0.005)).toBe('0.5 %');
    expect(formatPd(0.015)).toBe('1.5 %');
    expect(formatPd(0.25)).toBe('25.0 %');
    expect(formatScore(72)).toBe('72');
    expect(formatScore(72.5)).toBe('72.5');
    expect(reviewText(12)).toBe('every 12 months');
    expect(reviewText(1)).toBe('every month');
  });

  it('names the binding term of the suggested limit in words', () => {
    expect(bindingText('working_capital')).toBe('bound by working capital');
    expect(bindingText('net_worth')).toBe('bound by tangible net worth');
    expect(bindingText('revenue')).toBe('bound by revenue over the payment terms');
    expect(bindingText('grade')).toBe('grade E: cash in advance');
    expect(bindingText('something_new')).toBe('bound by something new');
  });

  it('labels the Z″ zones and the fiscal years', () => {
    expect(zoneLabel('safe')).toEqual({ label: 'Safe zone', palette: 'green' });
    expect(zoneLabel('grey').label).toBe('Grey zone');
    expect(zoneLabel('distress')).toEqual({ label: 'Distress zone', palette: 'red' });
    expect(zoneLabel(null).label).toBe('No zone');
    expect(fiscalYearLabel('2025-12-31')).toBe('FY 2025 (31 Dec)');
    expect(fiscalYearLabel('2024-06-30')).toBe('FY 2024 (30 Jun)');
    expect(fiscalYearLabel('oops')).toBe('oops');
  });
});
