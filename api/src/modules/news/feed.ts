import { XMLParser } from 'fast-xml-parser';
import { squish } from './analysed-text.js';

export interface FeedItem {
  title: string;
  link: string;
  date: string | null;
  source: string | null;
  description: string;
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', textNodeName: '#text', processEntities: true });
const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
type XmlNode = Record<string, unknown>;
/** An element of the parsed XML as an object (a missing or text-only element reads as empty). */
const node = (v: unknown): XmlNode => (v && typeof v === 'object' && !Array.isArray(v) ? (v as XmlNode) : {});
const scalar = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '');
/** An element's text: the element itself when it is text, else its `#text` (when it has attributes). */
const text = (v: unknown): string => (v && typeof v === 'object' ? scalar(node(v)['#text']) : scalar(v)).trim();
const isoDate = (v: unknown) => {
  const raw = text(v);
  const t = Date.parse(raw);
  return raw ? (Number.isNaN(t) ? raw : new Date(t).toISOString()) : null;
};

/**
 * The text of an HTML fragment, each tag replaced by a space. A scan rather than `<[^>]*>`, which
 * backtracks quadratically over a run of unclosed `<`: an unclosed `<` and all after it stay text.
 */
export function stripTags(html: string): string {
  const parts: string[] = [];
  let from = 0;
  for (let open = html.indexOf('<'); open !== -1; open = html.indexOf('<', from)) {
    const close = html.indexOf('>', open + 1);
    if (close === -1) break;
    parts.push(html.slice(from, open), ' ');
    from = close + 1;
  }
  parts.push(html.slice(from));
  return squish(parts.join(''));
}

/** Items of an RSS 2.0 or Atom feed. */
export function parseFeed(xml: string): FeedItem[] {
  const doc = node(parser.parse(xml));
  if (doc.rss) {
    return list(node(node(doc.rss).channel).item).map((raw) => {
      const i = node(raw);
      return {
        title: text(i.title),
        link: text(i.link),
        date: isoDate(i.pubDate),
        source: text(i.source) || null,
        description: stripTags(text(i.description)),
      };
    });
  }
  if (doc.feed) {
    return list(node(doc.feed).entry).map((raw) => {
      const e = node(raw);
      const links = list(e.link);
      const link = links.find((l) => !node(l)['@rel'] || node(l)['@rel'] === 'alternate') ?? links[0];
      return {
        title: text(e.title),
        link: typeof link === 'string' ? link : scalar(node(link)['@href']),
        date: isoDate(e.published ?? e.updated),
        source: text(node(e.source).title ?? node(e.author).name) || null,
        description: stripTags(text(e.summary ?? e.content)),
      };
    });
  }
  return [];
}
