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
const text = (v: unknown): string =>
  (typeof v === 'string'
    ? v
    : v && typeof v === 'object' && '#text' in v
      ? String((v as Record<string, unknown>)['#text'])
      : v == null
        ? ''
        : String(v)
  ).trim();
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
  const doc = parser.parse(xml) as Record<string, any>;
  if (doc.rss) {
    return list(doc.rss.channel?.item).map((i: any) => ({
      title: text(i.title),
      link: text(i.link),
      date: isoDate(i.pubDate),
      source: text(i.source) || null,
      description: stripTags(text(i.description)),
    }));
  }
  if (doc.feed) {
    return list(doc.feed.entry).map((e: any) => {
      const links = list(e.link);
      const link = links.find((l: any) => !l['@rel'] || l['@rel'] === 'alternate') ?? links[0];
      return {
        title: text(e.title),
        link: typeof link === 'string' ? link : (link?.['@href'] ?? ''),
        date: isoDate(e.published ?? e.updated),
        source: text(e.source?.title ?? e.author?.name) || null,
        description: stripTags(text(e.summary ?? e.content)),
      };
    });
  }
  return [];
}
