import { Box, HStack, List, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { OwnershipAnalysisFieldsFragment } from '../generated/graphql';
import { fitLabel } from '../analysis-text';
import { edgeGeometry } from '../graph-geometry';
import { formatShare } from '../owners-draft';

type Graph = OwnershipAnalysisFieldsFragment['graph'];
type GraphNode = Graph['nodes'][number];

/** Colours at least 4.5:1 (text) and 3:1 (lines) against their fills (WCAG 1.4.3, 1.4.11). */
const COLORS = {
  text: '#1f2937',
  muted: '#4b5563',
  edge: '#4b5563',
  subject: { fill: '#eff6ff', stroke: '#1d4ed8' },
  company: { fill: '#ffffff', stroke: '#4b5563' },
  person: { fill: '#ffffff', stroke: '#4b5563' },
  beneficial: { fill: '#f5f3ff', stroke: '#6d28d9' },
  listed: { fill: '#fef2f2', stroke: '#b91c1c', text: '#991b1b' },
};

const FONT = 12;

function nodeColors(node: GraphNode) {
  if (node.listed) return COLORS.listed;
  if (node.kind === 'SUBJECT') return COLORS.subject;
  if (node.beneficial) return COLORS.beneficial;
  return node.kind === 'PERSON' ? COLORS.person : COLORS.company;
}

/** The second line of a box: what the node is and its share of the company. */
function nodeDetail(node: GraphNode): string {
  if (node.kind === 'SUBJECT') return 'Assessed company';
  const share = node.effectivePercent == null ? '' : ` · ${formatShare(node.effectivePercent)}`;
  return `${node.kind === 'PERSON' ? 'Person' : 'Company'}${share}`;
}

/** Who a node is, in words, for the text list and the box's tooltip. */
function nodeSentence(node: GraphNode): string {
  if (node.kind === 'SUBJECT') return `${node.label} (the assessed company)`;
  const marks = [node.listed ? 'listed on a watchlist' : '', node.beneficial ? 'beneficial owner' : ''].filter(Boolean);
  const share = node.effectivePercent == null ? '' : `, ${formatShare(node.effectivePercent)} of the company in all`;
  return `${node.label} (${node.kind === 'PERSON' ? 'person' : 'company'}${share}${marks.length ? `; ${marks.join(', ')}` : ''})`;
}

/**
 * The ownership graph as the API laid it out (boxes at x/y of the catalog's size, the company at
 * the bottom, holders above by level), drawn at its natural size in a box that scrolls sideways on
 * a narrow screen, so its 12 px text never shrinks. Listed owners are red and labelled, beneficial
 * owners purple; a share held through a nominee or trust (not direct) is a dashed line. Screen
 * readers get the same as a list.
 */
export function OwnershipGraph({
  graph,
  nodeWidth,
  nodeHeight,
  title = 'Ownership graph',
}: {
  graph: Graph;
  nodeWidth: number;
  nodeHeight: number;
  title?: string;
}) {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const owners = graph.nodes.filter((n) => n.kind !== 'SUBJECT');
  const listed = owners.filter((n) => n.listed).length;
  const label = `${title}: ${owners.length} owner${owners.length === 1 ? '' : 's'} above the company${
    listed ? `, ${listed} listed on a watchlist` : ''
  }. The list that follows gives every holding.`;
  const size = { nodeWidth, nodeHeight };
  const edges = graph.edges.flatMap((e) => {
    const from = byId.get(e.from);
    const to = byId.get(e.to);
    if (!from || !to) return [];
    const { d, label: at, minX, maxX } = edgeGeometry(from, to, graph.nodes, size);
    return [{ edge: e, from, to, d, lx: at.x, ly: at.y, minX, maxX }];
  });
  // A curve passing beside the outermost boxes widens the drawing (labels included).
  const left = Math.min(0, ...edges.map((e) => Math.min(e.minX, e.lx - 30) - 4));
  const right = Math.max(graph.width, ...edges.map((e) => Math.max(e.maxX, e.lx + 30) + 4));
  const width = right - left;

  return (
    <Stack gap="2">
      <HStack gap="4" wrap="wrap" fontSize="sm" aria-hidden="true">
        <Legend fill={COLORS.listed.fill} stroke={COLORS.listed.stroke} text="Listed owner" />
        <Legend fill={COLORS.beneficial.fill} stroke={COLORS.beneficial.stroke} text="Beneficial owner" />
        <Legend fill={COLORS.subject.fill} stroke={COLORS.subject.stroke} text="Assessed company" />
        <HStack gap="1.5">
          <Box w="5" h="0" borderTop="2px dashed" borderColor="gray.600" />
          <Text>Not held directly</Text>
        </HStack>
      </HStack>
      <Box
        overflowX="auto"
        borderWidth="1px"
        borderRadius="md"
        bg="white"
        tabIndex={0}
        role="group"
        aria-label={`${title} (scrolls sideways)`}
        data-testid="ownership-graph-frame"
      >
        <svg
          width={width}
          height={graph.height}
          viewBox={`${left} 0 ${width} ${graph.height}`}
          role="img"
          aria-label={label}
          data-testid="ownership-graph"
          style={{ display: 'block', minWidth: width, margin: '0 auto' }}
        >
          <defs>
            <marker id="ownership-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M 0 0 L 10 5 L 0 10 z" fill={COLORS.edge} />
            </marker>
          </defs>
          {edges.map(({ edge, d }) => (
            <path
              key={`${edge.from}-${edge.to}`}
              d={d}
              fill="none"
              stroke={COLORS.edge}
              strokeWidth="1.5"
              strokeDasharray={edge.direct ? undefined : '5 4'}
              markerEnd="url(#ownership-arrow)"
            />
          ))}
          {edges.map(({ edge, lx, ly }) => {
            const text = formatShare(edge.percent);
            const w = text.length * 7 + 8;
            return (
              <g key={`label-${edge.from}-${edge.to}`} data-testid="ownership-edge">
                <rect x={lx - w / 2} y={ly - 9} width={w} height="18" rx="3" fill="#ffffff" stroke="#d1d5db" />
                <text x={lx} y={ly + 4} textAnchor="middle" fontSize={FONT} fill={COLORS.text}>
                  {text}
                </text>
              </g>
            );
          })}
          {graph.nodes.map((node) => {
            const colors = nodeColors(node);
            const person = node.kind === 'PERSON';
            return (
              <g
                key={node.id}
                data-testid="ownership-node"
                data-kind={node.kind}
                data-listed={node.listed || undefined}
                data-beneficial={node.beneficial || undefined}
              >
                <title>{nodeSentence(node)}</title>
                <rect
                  x={node.x}
                  y={node.y}
                  width={nodeWidth}
                  height={nodeHeight}
                  rx={person ? nodeHeight / 2 : 6}
                  fill={colors.fill}
                  stroke={colors.stroke}
                  strokeWidth={node.listed || node.kind === 'SUBJECT' ? 2.5 : 1.5}
                />
                <text x={node.x + nodeWidth / 2} y={node.y + 22} textAnchor="middle" fontSize={FONT} fontWeight="600" fill={COLORS.text}>
                  {fitLabel(node.label, nodeWidth)}
                </text>
                <text x={node.x + nodeWidth / 2} y={node.y + 40} textAnchor="middle" fontSize={FONT} fill={COLORS.muted}>
                  {nodeDetail(node)}
                </text>
                {(node.listed || node.beneficial) && (
                  <g>
                    <rect
                      x={node.x + nodeWidth - 52}
                      y={node.y - 8}
                      width="50"
                      height="16"
                      rx="8"
                      fill={node.listed ? COLORS.listed.stroke : COLORS.beneficial.stroke}
                    />
                    <text x={node.x + nodeWidth - 27} y={node.y + 4} textAnchor="middle" fontSize={FONT} fontWeight="600" fill="#ffffff">
                      {node.listed ? 'Listed' : 'UBO'}
                    </text>
                  </g>
                )}
              </g>
            );
          })}
        </svg>
      </Box>
      <VisuallyHidden>
        <List.Root>
          {graph.nodes.map((node) => (
            <List.Item key={node.id}>{nodeSentence(node)}</List.Item>
          ))}
          {edges.map(({ edge, from, to }) => (
            <List.Item key={`holding-${edge.from}-${edge.to}`}>
              {from.label} holds {formatShare(edge.percent)} of {to.label}
              {edge.direct ? '' : ' (not directly)'}
            </List.Item>
          ))}
        </List.Root>
      </VisuallyHidden>
    </Stack>
  );
}

function Legend({ fill, stroke, text }: { fill: string; stroke: string; text: string }) {
  return (
    <HStack gap="1.5">
      <Box w="4" h="3" borderRadius="sm" borderWidth="2px" style={{ background: fill, borderColor: stroke }} />
      <Text>{text}</Text>
    </HStack>
  );
}
