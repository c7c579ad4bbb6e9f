import { OWNERSHIP_GRAPH_GEOMETRY, formatInUnit, type ReportModel } from '@counterparty/api';
import { escapeHtml } from './escape-html.js';

type Ownership = NonNullable<ReportModel['ownership']>;
type Graph = Ownership['analysis']['graph'];

const percentOf = (v: number) => formatInUnit(v / 100, 'percent');

/** Where along an arrow its share is written: near the holder, so arrows into one box keep their labels apart. */
const LABEL_AT = 0.3;

/** A label cut to fit its box: the PDF has no way to wrap SVG text. */
const fit = (label: string, max = 24) => (label.length > max ? `${label.slice(0, max - 1)}…` : label);

/**
 * The ownership graph as SVG, from the layout the API computed (the client draws the same boxes):
 * the company at the bottom, listed owners red, beneficial owners in bold, each holding an arrow
 * labelled with its share (dashed when held indirectly, through a nominee or trust).
 */
export function ownershipSvg(graph: Graph): string {
  const { nodeWidth: w, nodeHeight: h } = OWNERSHIP_GRAPH_GEOMETRY;
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const edges = graph.edges
    .map((e) => {
      const from = byId.get(e.from)!;
      const to = byId.get(e.to)!;
      const x1 = from.x + w / 2;
      const y1 = from.y + h;
      const x2 = to.x + w / 2;
      const y2 = to.y;
      return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#64748b" stroke-width="1.2" marker-end="url(#arrow)"${e.direct ? '' : ' stroke-dasharray="4 3"'}/>
<text x="${x1 + (x2 - x1) * LABEL_AT + 4}" y="${y1 + (y2 - y1) * LABEL_AT + 4}" font-size="10" fill="#334155">${escapeHtml(percentOf(e.percent))}</text>`;
    })
    .join('');
  const nodes = graph.nodes
    .map((n) => {
      const fill = n.kind === 'SUBJECT' ? '#e0f2fe' : n.listed ? '#fee2e2' : '#f8fafc';
      const stroke = n.listed ? '#b91c1c' : n.kind === 'SUBJECT' ? '#0369a1' : '#94a3b8';
      const detail =
        n.kind === 'SUBJECT'
          ? 'Assessed company'
          : `${n.kind === 'PERSON' ? 'Person' : 'Company'} · ${percentOf(n.effectivePercent ?? 0)}${n.listed ? ' · LISTED' : n.beneficial ? ' · UBO' : ''}`;
      return `<rect x="${n.x}" y="${n.y}" width="${w}" height="${h}" rx="6" fill="${fill}" stroke="${stroke}" stroke-width="${n.listed ? 2 : 1}"/>
<text x="${n.x + 8}" y="${n.y + 22}" font-size="11" font-weight="${n.beneficial || n.kind === 'SUBJECT' ? 700 : 400}" fill="#0f172a">${escapeHtml(fit(n.label))}</text>
<text x="${n.x + 8}" y="${n.y + 40}" font-size="9.5" fill="${n.listed ? '#b91c1c' : '#475569'}">${escapeHtml(detail)}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Ownership graph" viewBox="0 0 ${graph.width} ${graph.height}" style="max-width:100%;height:auto" width="${graph.width}" height="${graph.height}">
<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#64748b"/></marker></defs>${edges}${nodes}</svg>`;
}

/** The report's ownership: the finding first, then the beneficial owners with their paths, the graph and the owners as given. */
export function ownershipSection(ownership: ReportModel['ownership']): string {
  if (!ownership) return '<p class="muted">No owners were given.</p>';
  const { analysis, owners, lei } = ownership;
  const finding = analysis.blockedFinding
    ? `<p class="finding"><strong>Blocked by ownership:</strong> ${escapeHtml(analysis.explanation)}</p>`
    : analysis.explanation
      ? `<p>${escapeHtml(analysis.explanation)} (below the ${escapeHtml(percentOf(analysis.blockedThresholdPercent))} threshold).</p>`
      : '<p>No owner was found on a list.</p>';
  const ubos = analysis.beneficialOwners.length
    ? `<table class="audit"><tr><th>Beneficial owner</th><th>Share</th><th>Paths</th></tr>${analysis.beneficialOwners
        .map(
          (b) =>
            `<tr><td>${escapeHtml(b.name)}${b.listed ? ' <strong class="listed">(listed)</strong>' : ''}</td><td>${escapeHtml(percentOf(b.percent))}</td><td>${b.paths
              .map((p) => escapeHtml(p.names.map((n, i) => `${n} ${percentOf(p.shares[i])}`).join(' → ') + ` = ${percentOf(p.percent)}`))
              .join('<br>')}${b.morePaths ? `<br>and ${b.morePaths} more` : ''}</td></tr>`,
        )
        .join('')}</table>`
    : `<p class="muted">No person reaches the ${escapeHtml(percentOf(analysis.uboThresholdPercent))} threshold.</p>`;
  const facts = `<table>${[
    ['LEI', lei ? `${lei} (${analysis.leiStatus})` : 'None given'],
    ["Ultimate parent's country", analysis.ultimateParentCountry ?? 'Unknown'],
    ['Blocked ownership', `${percentOf(analysis.blockedPercent)} (threshold ${percentOf(analysis.blockedThresholdPercent)})`],
    ['UBO threshold', percentOf(analysis.uboThresholdPercent)],
    ['Owners given', String(owners.length)],
  ]
    .map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</table>`;
  return `${finding}${facts}<h3>Beneficial owners</h3>${ubos}<h3>Ownership graph</h3><div class="graph">${ownershipSvg(analysis.graph)}</div>`;
}
