import { Badge, Box, Card, DataList, HStack, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuTriangleAlert } from 'react-icons/lu';
import { TableScroll } from '../../../components/TableCard';
import type { CreditAnalysisFieldsFragment } from '../../../generated/graphql';
import { formatDay } from '../../counterparty/format';
import { FIGURES } from '../figures';
import {
  bindingText,
  fiscalYearLabel,
  formatAmount,
  formatInUnit,
  formatPd,
  formatRatio,
  formatScore,
  GRADE_PALETTE,
  NONE,
  reviewText,
  zoneLabel,
} from '../format';
import { RATIOS, SCORE_INPUTS } from '../ratios';
import { spreadColumns, type SpreadFinancials } from '../spread';
import type { Unit } from '../../../../../api/src/core/units';
import { ALTMAN_FORMULA, ALTMAN_TERMS } from '../../../../../api/src/modules/credit/credit-catalog';
import { TREND_ARROW, trendOf, trendText, type Better } from '../trend';
import { FinancialsChart } from './FinancialsChart';

/** An arrow for a measure's move against the prior year, read out in words. */
function TrendArrow({ current, prior, better, unit }: { current: number | null; prior: number | null; better: Better; unit: Unit }) {
  const trend = trendOf(current, prior, better, unit);
  if (!trend) return null;
  const text = trendText(trend, formatInUnit(prior, unit));
  const color = trend.improving === null ? 'gray.600' : trend.improving ? 'green.700' : 'red.700';
  return (
    <Text as="span" color={color} ms="1" title={text} data-trend={trend.direction}>
      <span aria-hidden="true">{TREND_ARROW[trend.direction]}</span>
      <VisuallyHidden>{text}</VisuallyHidden>
    </Text>
  );
}

function Stat({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="1" p="3" borderWidth="1px" borderRadius="md" data-testid={testId}>
      <Text fontSize="sm" color="gray.600">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * The server's credit analysis of the statements (issue 20): grade, score, PD, Z″, the suggested
 * limit against the request, the latest ratios with their trend, the points per scorecard input,
 * a chart and the spread. Only for assessments with statements.
 */
export function CreditAnalysisCard({
  analysis,
  financials,
  approvedLimit,
}: {
  analysis: CreditAnalysisFieldsFragment;
  financials: Pick<SpreadFinancials, 'statements'> | null | undefined;
  /** The limit the final four-eyes review approved (Assessment.approvedLimit); null or absent without one. */
  approvedLimit?: number | null;
}) {
  const currency = analysis.currency;
  const columns = spreadColumns(analysis, financials);
  // The latest year's ratios and Z″ are the last column's (the API gives every year, latest first).
  const latest = columns[columns.length - 1].year;
  const prior = columns.length > 1 ? columns[columns.length - 2] : null;
  const zone = zoneLabel(latest.altmanZ.zone);
  const limit = analysis.suggestedLimit;
  // A hold that capped nothing (the score alone gives the grade given) is not worth a line.
  const hold = analysis.gradeHold?.scoredGrade !== analysis.grade ? analysis.gradeHold : null;
  const chartYears = columns.flatMap((c) =>
    c.statement
      ? [{ fiscalYearEnd: c.fiscalYearEnd, revenue: c.statement.revenue, ebitda: c.statement.ebitda, netProfit: c.statement.netProfit }]
      : [],
  );

  return (
    <Card.Root data-testid="credit-analysis">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Card.Title>Credit analysis</Card.Title>
          <Badge colorPalette={GRADE_PALETTE[analysis.grade] ?? 'gray'} size="lg" data-testid="credit-grade">
            Grade {analysis.grade}
          </Badge>
        </HStack>
        <Card.Description>
          Latest fiscal year ended {analysis.fiscalYearEnd}; figures in {currency}; payment terms {analysis.paymentTermsDays} days;
          scorecard version {analysis.scorecardVersion}.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          {hold && (
            <HStack gap="2" align="flex-start" data-testid="grade-hold">
              <Box as={LuTriangleAlert} color="orange.600" mt="1" flexShrink={0} aria-hidden="true" />
              <Text fontSize="sm">
                Held at {hold.grade} until {formatDay(hold.until)} after a downgrade — the score alone gives {hold.scoredGrade}
              </Text>
            </HStack>
          )}
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            <Stat label="Score">
              <Text fontSize="xl" fontWeight="semibold">
                {formatScore(analysis.score)}
                <Text as="span" fontSize="sm" color="gray.600" fontWeight="normal">
                  {' '}
                  / 100
                </Text>
              </Text>
            </Stat>
            <Stat label="PD (indicative, not calibrated)">
              <Text fontSize="xl" fontWeight="semibold">
                {formatPd(analysis.pd)}
              </Text>
            </Stat>
            <Stat label="Altman Z″" testId="altman-z">
              <HStack gap="2" wrap="wrap">
                <Text fontSize="xl" fontWeight="semibold">
                  {formatRatio(latest.altmanZ.score)}
                </Text>
                <Badge colorPalette={zone.palette}>{zone.label}</Badge>
              </HStack>
            </Stat>
            <Stat label="Review">
              <Text fontSize="xl" fontWeight="semibold">
                {reviewText(analysis.reviewMonths)}
              </Text>
            </Stat>
          </SimpleGrid>

          <Stack gap="2" p="4" borderWidth="1px" borderRadius="md" bg="blue.50" data-testid="suggested-limit">
            <Text fontSize="sm" color="gray.700">
              Suggested credit limit
            </Text>
            <HStack gap="3" wrap="wrap" align="baseline">
              <Text fontSize="2xl" fontWeight="bold">
                {formatAmount(limit.amount, limit.currency)}
              </Text>
              <Text>{bindingText(limit.binding)}</Text>
            </HStack>
            <Text fontSize="sm" color="gray.700">
              The least of: tangible net worth term {formatAmount(limit.terms.netWorth, limit.currency)}, working capital term{' '}
              {formatAmount(limit.terms.workingCapital, limit.currency)}, revenue term {formatAmount(limit.terms.revenue, limit.currency)}.
            </Text>
            {analysis.requestedLimit === null ? (
              <Text fontSize="sm" color="gray.700">
                No credit limit was requested.
              </Text>
            ) : (
              <HStack gap="2" wrap="wrap">
                <Text fontSize="sm">
                  Requested {formatAmount(analysis.requestedLimit, limit.currency)}
                  {analysis.requestedLimitMultiple !== null &&
                    ` (${formatInUnit(analysis.requestedLimitMultiple, 'times')} the suggested limit)`}
                </Text>
                {analysis.requestedAboveSuggested ? (
                  <Badge colorPalette="orange">Above the suggested limit</Badge>
                ) : (
                  <Badge colorPalette="green">Within the suggested limit</Badge>
                )}
              </HStack>
            )}
            {approvedLimit != null && (
              <Text fontSize="sm" fontWeight="semibold" data-testid="approved-limit">
                Approved on four-eyes review: {formatAmount(approvedLimit, limit.currency)}
              </Text>
            )}
          </Stack>

          {analysis.riskFlags.length > 0 && (
            <Stack gap="2" data-testid="credit-risk-flags">
              <Text fontWeight="semibold">Boxes ticked against the figures</Text>
              {analysis.riskFlags.map((flag) => (
                <HStack key={flag.field} gap="2" align="flex-start">
                  <Box as={LuTriangleAlert} color="orange.600" mt="1" flexShrink={0} aria-hidden="true" />
                  <Text fontSize="sm">{flag.message}</Text>
                </HStack>
              ))}
            </Stack>
          )}

          <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
            <Stack gap="2">
              <Text fontWeight="semibold">Ratios, {fiscalYearLabel(analysis.fiscalYearEnd)}</Text>
              <DataList.Root orientation="horizontal" size="sm" gap="1.5" data-testid="latest-ratios">
                {RATIOS.map((r) => (
                  <DataList.Item key={r.key}>
                    <DataList.ItemLabel minW="36">{r.label}</DataList.ItemLabel>
                    <DataList.ItemValue fontWeight="medium">
                      {r.format(latest.ratios[r.key])}
                      {prior && (
                        <TrendArrow current={latest.ratios[r.key]} prior={prior.year.ratios[r.key]} better={r.better} unit={r.unit} />
                      )}
                    </DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Stack>
            <Stack gap="2">
              <Text fontWeight="semibold">Altman Z″ terms</Text>
              <DataList.Root orientation="horizontal" size="sm" gap="1.5">
                {ALTMAN_TERMS.map((t) => (
                  <DataList.Item key={t.key}>
                    <DataList.ItemLabel minW="36">
                      {t.label}: {t.meaning}
                    </DataList.ItemLabel>
                    <DataList.ItemValue fontWeight="medium">{formatRatio(latest.altmanZ[t.key])}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
              <Text fontSize="xs" color="gray.600">
                {ALTMAN_FORMULA}
              </Text>
            </Stack>
            <Stack gap="2">
              <Text fontWeight="semibold">Scorecard points</Text>
              <DataList.Root orientation="horizontal" size="sm" gap="1.5" data-testid="score-points">
                {SCORE_INPUTS.map((input) => (
                  <DataList.Item key={input.key}>
                    <DataList.ItemLabel minW="36">{input.label}</DataList.ItemLabel>
                    <DataList.ItemValue fontWeight="medium">{formatScore(analysis.points[input.key])}</DataList.ItemValue>
                  </DataList.Item>
                ))}
                <DataList.Item>
                  <DataList.ItemLabel minW="36" fontWeight="semibold">
                    Score
                  </DataList.ItemLabel>
                  <DataList.ItemValue fontWeight="semibold">{formatScore(analysis.score)}</DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
            </Stack>
          </SimpleGrid>

          {chartYears.length > 0 && (
            <Stack gap="2">
              <Text fontWeight="semibold">Revenue, EBITDA and net profit</Text>
              <Box maxW="lg">
                <FinancialsChart years={chartYears} currency={currency} />
              </Box>
            </Stack>
          )}

          <Stack gap="2">
            <Text fontWeight="semibold">Spread</Text>
            <TableScroll label="Spread of the financial statements">
              <Table.Root
                size="sm"
                data-testid="credit-spread"
                minW="lg"
                // The row labels stay in place while the years scroll sideways on a narrow screen.
                css={{ '& tr > :first-child': { position: 'sticky', left: 0, bg: 'bg', zIndex: 1 } }}
              >
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{currency}</Table.ColumnHeader>
                    {columns.map((c) => (
                      <Table.ColumnHeader key={c.fiscalYearEnd} textAlign="end" whiteSpace="nowrap">
                        {fiscalYearLabel(c.fiscalYearEnd)}
                      </Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {columns.some((c) => c.statement) &&
                    FIGURES.map((f) => (
                      <Table.Row key={f.key}>
                        <Table.Cell as="th" scope="row" fontWeight="normal" textAlign="start">
                          {f.label}
                        </Table.Cell>
                        {columns.map((c) => (
                          <Table.Cell key={c.fiscalYearEnd} textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                            {c.statement ? formatInUnit(c.statement[f.key], f.unit) : NONE}
                          </Table.Cell>
                        ))}
                      </Table.Row>
                    ))}
                  {RATIOS.map((r, row) => (
                    <Table.Row key={r.key} borderTopWidth={row === 0 ? '2px' : undefined}>
                      <Table.Cell as="th" scope="row" fontWeight="medium" textAlign="start">
                        {r.label}
                      </Table.Cell>
                      {columns.map((c, i) => (
                        <Table.Cell key={c.fiscalYearEnd} textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                          {r.format(c.year.ratios[r.key])}
                          {i > 0 && (
                            <TrendArrow
                              current={c.year.ratios[r.key]}
                              prior={columns[i - 1].year.ratios[r.key]}
                              better={r.better}
                              unit={r.unit}
                            />
                          )}
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  ))}
                  <Table.Row borderTopWidth="2px">
                    <Table.Cell as="th" scope="row" fontWeight="medium" textAlign="start">
                      Altman Z″
                    </Table.Cell>
                    {columns.map((c, i) => (
                      <Table.Cell key={c.fiscalYearEnd} textAlign="end" whiteSpace="nowrap">
                        {formatRatio(c.year.altmanZ.score)}
                        {i > 0 && (
                          <TrendArrow
                            current={c.year.altmanZ.score}
                            prior={columns[i - 1].year.altmanZ.score}
                            better="higher"
                            unit="index"
                          />
                        )}{' '}
                        <Badge size="sm" colorPalette={zoneLabel(c.year.altmanZ.zone).palette}>
                          {zoneLabel(c.year.altmanZ.zone).label}
                        </Badge>
                      </Table.Cell>
                    ))}
                  </Table.Row>
                </Table.Body>
              </Table.Root>
            </TableScroll>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
