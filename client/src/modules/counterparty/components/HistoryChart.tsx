import { Box, Card, HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { statusLabel } from '../../../components/StatusBadge';
import { formatFigure, formatRatio, NONE } from '../../credit/format';
import { formatDay } from '../format';
import type { HistoryPoint } from '../history';

/** Decision colours, at least 3:1 against white (WCAG 1.4.11). */
const DECISION_COLOR: Record<string, string> = {
  approved: '#15803d',
  caution: '#a16207',
  rejected: '#b91c1c',
  pending_review: '#c2410c',
};
const colorOf = (status: string | null) => (status && DECISION_COLOR[status]) || '#4b5563';
const GRADES = ['A', 'B', 'C', 'D', 'E'];
const Z_COLOR = '#2563eb';

const PAD = { left: 72, right: 16 };

const describe = (p: HistoryPoint, currency: string) =>
  `${formatDay(p.at)}: ${p.status ? statusLabel(p.status) : 'no decision'}, grade ${p.grade ?? 'none'}, Z″ ${
    p.zScore === null ? 'none' : formatRatio(p.zScore)
  }, approved limit ${p.approvedLimit === null ? 'none' : `${currency} ${formatFigure(p.approvedLimit)}`.trim()}`;

/**
 * The counterparty's assessments over time: Altman Z″ as a line, the scorecard grade as steps
 * from A (top) to E, and each decision as a coloured dot, at the assessment's date. Plain SVG; a
 * visually hidden table gives screen readers every point.
 */
export function HistoryChart({ points, currency = '' }: { points: readonly HistoryPoint[]; currency?: string }) {
  // Drawn at the width it gets, one unit a pixel, so its text stays readable from 390 px up.
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(260, Math.round(entry.contentRect.width))));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  if (points.length === 0) return null;

  const times = points.map((p) => new Date(p.at).getTime());
  const first = Math.min(...times);
  const span = Math.max(...times) - first;
  const plotW = width - PAD.left - PAD.right;
  // One assessment, or all on one instant: spread evenly instead of piling up.
  const x = (i: number) =>
    span > 0
      ? PAD.left + ((times[i] - first) / span) * plotW
      : PAD.left + (points.length === 1 ? plotW / 2 : (i / (points.length - 1)) * plotW);
  const zs = points.map((p) => p.zScore).filter((z): z is number => z !== null);
  const graded = points
    .map((p, i) => ({ i, grade: p.grade }))
    .filter((g): g is { i: number; grade: string } => g.grade !== null && GRADES.includes(g.grade));
  // Lanes from the top: Z″ and the grade when any assessment has them, then the decisions.
  let top = 22;
  const zLane = zs.length > 0 ? { top, height: 100 } : null;
  if (zLane) top += zLane.height + 30;
  const gradeLane = graded.length > 0 ? { top, height: 64 } : null;
  if (gradeLane) top += gradeLane.height + 22;
  const decisionY = top + 8;
  const height = decisionY + 34;

  const zMax = Math.max(3, ...zs);
  const zMin = Math.min(0, ...zs);
  const zY = (z: number) => (zLane ? zLane.top + ((zMax - z) / (zMax - zMin || 1)) * zLane.height : 0);
  const gradeY = (grade: string) => (gradeLane ? gradeLane.top + (GRADES.indexOf(grade) / (GRADES.length - 1)) * gradeLane.height : 0);
  const zPath = points
    .map((p, i) => (p.zScore === null ? null : `${x(i)},${zY(p.zScore)}`))
    .filter(Boolean)
    .join(' ');
  // The grade holds until the next graded assessment: a step line.
  const gradePath = graded
    .map((g, k) => {
      const next = graded[k + 1];
      return `M${x(g.i)},${gradeY(g.grade)} H${next ? x(next.i) : x(g.i)}${next ? ` V${gradeY(next.grade)}` : ''}`;
    })
    .join(' ');
  const room = Math.max(2, Math.floor(plotW / 110));
  const labelled = points.length <= room ? points.map((_, i) => i) : [0, points.length - 1];
  const statuses = [...new Set(points.map((p) => p.status).filter((s): s is string => !!s))];
  const anchor = (px: number) => (px < PAD.left + 40 ? 'start' : px > width - PAD.right - 40 ? 'end' : 'middle');

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">History</Card.Title>
        <Text fontSize="sm" color="gray.600">
          Decision, grade, Z″ and approved limit of each assessment
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="2">
          <HStack gap="4" wrap="wrap" aria-hidden="true" fontSize="sm">
            {zLane && (
              <HStack gap="1.5">
                <Box w="4" h="0.5" style={{ background: Z_COLOR }} />
                <Text>Altman Z″</Text>
              </HStack>
            )}
            {gradeLane && (
              <HStack gap="1.5">
                <Box w="4" h="0" borderTop="2px dashed" borderColor="gray.600" />
                <Text>Grade</Text>
              </HStack>
            )}
            {statuses.map((s) => (
              <HStack key={s} gap="1.5">
                <Box w="3" h="3" borderRadius="full" style={{ background: colorOf(s) }} />
                <Text>{statusLabel(s)}</Text>
              </HStack>
            ))}
          </HStack>
          {!zLane && !gradeLane && (
            <Text fontSize="sm" color="gray.600">
              No financial statements were given: no grade or Z″ to chart.
            </Text>
          )}
          <Box ref={frame} w="100%">
            <svg
              viewBox={`0 0 ${width} ${height}`}
              width={width}
              height={height}
              role="img"
              aria-label={`History of ${points.length} assessment${points.length === 1 ? '' : 's'}. ${points.map((p) => describe(p, currency)).join('; ')}.`}
              data-testid="history-chart"
              style={{ display: 'block', maxWidth: '100%' }}
            >
              {zLane && (
                <g>
                  <text x={PAD.left - 6} y={zY(zMax) + 4} textAnchor="end" fontSize="12" fill="#4b5563">
                    {formatRatio(zMax)}
                  </text>
                  <text x={PAD.left - 6} y={zY(zMin) + 4} textAnchor="end" fontSize="12" fill="#4b5563">
                    {formatRatio(zMin)}
                  </text>
                  <line x1={PAD.left} x2={width - PAD.right} y1={zY(zMin)} y2={zY(zMin)} stroke="#d1d5db" />
                  <text x={PAD.left} y={zLane.top - 6} fontSize="12" fill="#4b5563">
                    Z″
                  </text>
                  {zPath && <polyline points={zPath} fill="none" stroke={Z_COLOR} strokeWidth="2.5" />}
                  {points.map((p, i) =>
                    p.zScore === null ? null : (
                      <circle key={p.id} cx={x(i)} cy={zY(p.zScore)} r="4" fill={Z_COLOR}>
                        <title>{`Z″ ${formatRatio(p.zScore)} on ${formatDay(p.at)}`}</title>
                      </circle>
                    ),
                  )}
                </g>
              )}
              {gradeLane && (
                <g>
                  <text x={PAD.left} y={gradeLane.top - 8} fontSize="12" fill="#4b5563">
                    Grade
                  </text>
                  {GRADES.map((g) => (
                    <g key={g}>
                      <line x1={PAD.left} x2={width - PAD.right} y1={gradeY(g)} y2={gradeY(g)} stroke="#e5e7eb" />
                      <text x={PAD.left - 6} y={gradeY(g) + 4} textAnchor="end" fontSize="12" fill="#4b5563">
                        {g}
                      </text>
                    </g>
                  ))}
                  <path d={gradePath} fill="none" stroke="#4b5563" strokeWidth="2" strokeDasharray="5 3" />
                  {graded.map((g) => (
                    <rect key={points[g.i].id} x={x(g.i) - 4} y={gradeY(g.grade) - 4} width="8" height="8" fill="#4b5563">
                      <title>{`Grade ${g.grade} on ${formatDay(points[g.i].at)}`}</title>
                    </rect>
                  ))}
                </g>
              )}
              <text x={PAD.left - 6} y={decisionY + 4} textAnchor="end" fontSize="12" fill="#4b5563">
                Decision
              </text>
              {points.map((p, i) => (
                <circle key={p.id} cx={x(i)} cy={decisionY} r="7" fill={colorOf(p.status)} stroke="white" strokeWidth="1.5">
                  <title>{describe(p, currency)}</title>
                </circle>
              ))}
              {labelled.map((i) => (
                <text key={points[i].id} x={x(i)} y={height - 6} textAnchor={anchor(x(i))} fontSize="12" fill="#374151">
                  {formatDay(points[i].at)}
                </text>
              ))}
            </svg>
          </Box>
          <VisuallyHidden>
            <Table.Root>
              <Table.Caption>Assessments over time</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Date</Table.ColumnHeader>
                  <Table.ColumnHeader>Decision</Table.ColumnHeader>
                  <Table.ColumnHeader>Grade</Table.ColumnHeader>
                  <Table.ColumnHeader>Z″</Table.ColumnHeader>
                  <Table.ColumnHeader>Approved limit</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {points.map((p) => (
                  <Table.Row key={p.id}>
                    <Table.Cell>{formatDay(p.at)}</Table.Cell>
                    <Table.Cell>{p.status ? statusLabel(p.status) : NONE}</Table.Cell>
                    <Table.Cell>{p.grade ?? NONE}</Table.Cell>
                    <Table.Cell>{p.zScore === null ? NONE : formatRatio(p.zScore)}</Table.Cell>
                    <Table.Cell>{p.approvedLimit === null ? NONE : `${currency} ${formatFigure(p.approvedLimit)}`.trim()}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </VisuallyHidden>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
