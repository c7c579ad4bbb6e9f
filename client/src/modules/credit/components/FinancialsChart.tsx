import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { formatAmount, formatCompact, fiscalYearLabel } from '../format';

export interface ChartYear {
  fiscalYearEnd: string;
  revenue: number;
  ebitda: number | null;
  netProfit: number;
}

/** The three series, with colours of at least 3:1 against white (WCAG 1.4.11). */
const SERIES = [
  { key: 'revenue', label: 'Revenue', color: '#2563eb' },
  { key: 'ebitda', label: 'EBITDA', color: '#0f766e' },
  { key: 'netProfit', label: 'Net profit', color: '#c2410c' },
] as const;

const WIDTH = 480;
const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 28, left: 52 };

/**
 * Revenue, EBITDA and net profit over the years given, oldest first, as grouped bars from a zero
 * line (losses hang below it). Plain SVG: a chart library would not pay for three series.
 */
export function FinancialsChart({ years, currency }: { years: readonly ChartYear[]; currency: string }) {
  const values = years.flatMap((y) => [y.revenue, y.ebitda ?? 0, y.netProfit]);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const plotW = WIDTH - PAD.left - PAD.right;
  const y = (v: number) => PAD.top + ((max - v) / span) * plotH;
  const group = plotW / Math.max(years.length, 1);
  const bar = Math.min(28, (group * 0.7) / SERIES.length);
  const description = years
    .map(
      (year) =>
        `${fiscalYearLabel(year.fiscalYearEnd)}: revenue ${formatAmount(year.revenue, currency)}, EBITDA ${
          year.ebitda === null ? 'not given' : formatAmount(year.ebitda, currency)
        }, net profit ${formatAmount(year.netProfit, currency)}`,
    )
    .join('; ');

  return (
    <Stack gap="2">
      <HStack gap="4" wrap="wrap" aria-hidden="true">
        {SERIES.map((s) => (
          <HStack key={s.key} gap="1.5">
            <Box w="3" h="3" borderRadius="sm" style={{ background: s.color }} />
            <Text fontSize="sm">{s.label}</Text>
          </HStack>
        ))}
      </HStack>
      <Box as="figure" m="0">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          role="img"
          aria-label={`Revenue, EBITDA and net profit in ${currency} by fiscal year. ${description}.`}
          data-testid="financials-chart"
          style={{ maxHeight: 240, display: 'block' }}
        >
          {[max, min]
            .filter((tick) => tick !== 0)
            .map((tick) => (
              <text key={tick} x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#4b5563">
                {formatCompact(tick)}
              </text>
            ))}
          <text x={PAD.left - 6} y={y(0) + 4} textAnchor="end" fontSize="11" fill="#4b5563">
            0
          </text>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} stroke="#6b7280" strokeWidth="1" />
          {years.map((year, g) => {
            const x0 = PAD.left + g * group + (group - bar * SERIES.length) / 2;
            return (
              <g key={year.fiscalYearEnd}>
                {SERIES.map((s, k) => {
                  const value = year[s.key];
                  if (value === null) return null;
                  const top = y(Math.max(value, 0));
                  const height = Math.max(Math.abs(y(value) - y(0)), value === 0 ? 0 : 1);
                  return (
                    <rect key={s.key} x={x0 + k * bar} y={top} width={bar - 2} height={height} fill={s.color} rx="2">
                      <title>{`${s.label} ${fiscalYearLabel(year.fiscalYearEnd)}: ${formatAmount(value, currency)}`}</title>
                    </rect>
                  );
                })}
                <text x={PAD.left + g * group + group / 2} y={HEIGHT - 8} textAnchor="middle" fontSize="12" fill="#374151">
                  {`FY ${year.fiscalYearEnd.slice(0, 4)}`}
                </text>
              </g>
            );
          })}
        </svg>
      </Box>
    </Stack>
  );
}
