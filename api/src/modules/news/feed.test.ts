import { describe, expect, it } from 'vitest';
import { parseFeed, stripTags } from './feed.js';

const MB2 = 2 * 1024 * 1024;
// Linear work on 2 MB takes a second or two, longer on a busy machine: a generous timeout keeps that
// green while a quadratic regression still fails.
const BIG_INPUT_TIMEOUT_MS = 30_000;

describe('stripTags', () => {
  it('replaces tags by spaces and keeps an unclosed < as text', () => {
    expect(stripTags('<p>Acme <b>fined</b></p>')).toBe('Acme fined');
    expect(stripTags('profit < loss <i>again</i>')).toBe('profit again');
    expect(stripTags('a < b')).toBe('a < b');
  });

  // `<[^>]*>` rescanned to the end from every unclosed `<`: quadratic, hours for 2 MB.
  it(
    'reads 2 MB of unclosed tags',
    () => {
      expect(stripTags('<'.repeat(MB2))).toBe('<'.repeat(MB2));
      expect(stripTags('<a'.repeat(MB2 / 2))).toHaveLength(MB2);
    },
    BIG_INPUT_TIMEOUT_MS,
  );
});

describe('parseFeed', () => {
  it('reads RSS items, the description as text', () => {
    const xml = `<rss><channel><item><title>Acme fined</title><link>https://news.example/1</link><pubDate>Mon, 02 Nov 2026 10:00:00 GMT</pubDate><description>&lt;p&gt;Regulators &lt;b&gt;fined&lt;/b&gt; Acme.&lt;/p&gt;</description></item></channel></rss>`;
    expect(parseFeed(xml)).toEqual([
      {
        title: 'Acme fined',
        link: 'https://news.example/1',
        date: '2026-11-02T10:00:00.000Z',
        source: null,
        description: 'Regulators fined Acme.',
      },
    ]);
  });

  it(
    'reads a description of 2 MB of escaped unclosed tags',
    () => {
      const xml = `<rss><channel><item><title>t</title><link>l</link><description>${'&lt;'.repeat(MB2 / 4)}</description></item></channel></rss>`;
      expect(parseFeed(xml)[0].description).toBe('<'.repeat(MB2 / 4));
    },
    BIG_INPUT_TIMEOUT_MS,
  );
});
