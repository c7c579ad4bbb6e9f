import fc from 'fast-check';

/** Combining marks stacked on one letter ("zalgo" text). */
const ZALGO = `Z${'\u0300\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308\u0309\u030a\u030b\u030c\u030d\u030e\u030f'.repeat(12)}algo`;

/** Strings that have broken parsers, databases, URL handlers and renderers before. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(16),
  '%00',
  '\\0',
  "' OR 1=1 --",
  "'; drop table users; --",
  '"; drop table users; --',
  "1' and pg_sleep(5) --",
  '$1',
  '?',
  '\\',
  '%',
  '_',
  '%_%',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  'C:\\Windows\\win.ini',
  '\u202Eevil\u202C',
  '\u200B\u200C\u200D\uFEFF',
  ZALGO,
  '👨‍👩‍👧‍👦',
  '🏳️‍🌈',
  '\uD800',
  '\uDFFF',
  'a\uD800b',
  '\uDBFF\uDFFF',
  '\uFFFE\uFFFF',
  'مرحبا بالعالم',
  '中文字符',
  'İß\uFB03',
  'ｆｕｌｌｗｉｄｔｈ',
  '\r\n\r\nX-Injected: 1',
  '\n\t\b\f\v',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'toString',
  'admin',
  'ADMIN',
  '<2',
  '>5',
  'yes',
  'equals',
  'http://169.254.169.254/latest/meta-data/',
  'http://127.0.0.1:9/',
  'http://[::1]/',
  'http://localhost/',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'gopher://127.0.0.1:25/',
  'http://2130706433/',
  'http://user:pass@example.invalid/',
  'https://news.example.invalid/article',
  `https://example.invalid/${'a'.repeat(3000)}`,
];

/** Path segments an attacker tries first. */
export const NASTY_PATH_PARAMS: readonly string[] = [
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  'garbage',
  '../../etc/passwd',
  "' OR 1=1 --",
  'x'.repeat(10_240),
  '😀مرحبا\u202E',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '1',
  '-1',
  'null',
  '__proto__',
];

/** Strings from a few thousand characters up to 200 kB (the JSON body limit is 1 MB). */
export const bigString: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 256, max: 200_000 }), fc.constantFrom('A', 'é', '😀', '\u0000', "'", '<', ' ', '\u0301', 'ab\n', '\uD800'))
  .map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n));

const nasty = fc.constantFrom(...NASTY_STRINGS);

/** Any hostile string: known-bad values, random code points (lone surrogates too) and big ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: nasty },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), nasty, fc.string({ maxLength: 10 })).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: bigString },
);

type Nested = unknown[] | { [key: string]: unknown };

/** `{"a":{"a":…}}`, `[[…]]` or a mix, `depth` levels deep. */
export function nested(depth: number, kind: 'object' | 'array' | 'mixed', leaf: unknown = 'x'): Nested {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i += 1) {
    const asArray = kind === 'array' || (kind === 'mixed' && i % 2 === 0);
    value = asArray ? [value] : { a: value };
  }
  return value as Nested;
}

/** 50 to 1000 levels: deeper values are sent as prebuilt text (serializing them would overflow the test's own stack). */
export const deeplyNested: fc.Arbitrary<Nested> = fc
  .tuple(fc.integer({ min: 50, max: 1000 }), fc.constantFrom('object' as const, 'array' as const, 'mixed' as const))
  .map(([depth, kind]) => nested(depth, kind));

/** Own `__proto__` / `constructor` keys, as JSON.parse makes them on the server. */
const prototypePolluters = fc.constantFrom(
  ...[
    '{"__proto__":{"role":"admin","approved":true}}',
    '{"constructor":{"prototype":{"role":"admin"}}}',
    '{"__proto__":null}',
    '{"__proto__":[1,2,3]}',
    '{"toString":"x","valueOf":1}',
  ].map((text) => JSON.parse(text) as unknown),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -1e308, Number.MIN_VALUE),
);

/** A value of any JSON type, hostile where it can be: the "wrong type" for any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: deeplyNested },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
  { weight: 1, arbitrary: prototypePolluters },
);

/** Object keys: known-dangerous ones and random text. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'userId', 'role', 'approved', 'status', 'createdAt', 'passwordHash', ''),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/**
 * A body for an input with these fields: a valid body with a few fields made hostile, every known
 * field hostile or absent (plus strange extra keys), or no object at all.
 */
export function hostileBody(
  base: Record<string, unknown>,
  fields: readonly string[] = Object.keys(base),
  special: Record<string, fc.Arbitrary<unknown>> = {},
): fc.Arbitrary<unknown> {
  const valueFor = (field: string) => (special[field] ? fc.oneof(special[field], hostileValue) : hostileValue);
  const extra = fc.dictionary(hostileKey, hostileValue, { maxKeys: 2 });
  const record = fc.record(Object.fromEntries(fields.map((f) => [f, valueFor(f)])), { requiredKeys: [] });
  const overrides = fc
    .uniqueArray(fc.constantFrom(...fields), { minLength: 1, maxLength: 3 })
    .chain((names) => fc.tuple(...names.map((n) => valueFor(n).map((v) => [n, v] as const))))
    .map((pairs) => ({ ...base, ...Object.fromEntries(pairs) }));
  return fc.oneof(
    { weight: 4, arbitrary: overrides },
    { weight: 3, arbitrary: fc.tuple(record, extra).map(([r, e]) => ({ ...e, ...r })) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** Text that is not the JSON it claims to be, and bodies under content types the API does not take. */
export interface RawBody {
  contentType: string;
  text: string;
  contentEncoding?: string;
}

export const rawBody: fc.Arbitrary<RawBody> = fc.record(
  {
    contentType: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-16',
      'application/json; charset=bogus',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=xyz',
      'application/xml',
      'application/graphql',
      '',
    ),
    text: fc.oneof(
      fc.constantFrom(
        '{',
        '{"a":',
        '[1,2',
        "{'a':1}",
        'null',
        '"text"',
        '1e999999',
        '{"a":1}}',
        '{"a":1,}',
        '\u0000',
        'NaN',
        '\uFEFF{}',
        '{"a":"\\ud800"}',
        '{"a":"\\u0000"}',
        'a=1&b[]=2&__proto__[x]=1',
        '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--',
      ),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
    ),
    contentEncoding: fc.option(fc.constantFrom('gzip', 'deflate', 'br', 'x-unknown', 'identity'), { nil: undefined }),
  },
  { requiredKeys: ['contentType', 'text'] },
);

/** Percent-encodes every byte but the unreserved characters (a lone surrogate becomes U+FFFD). */
export function encodeSegment(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** As much of the value as Node lets through raw (`/`, `..`, `%`, `?`, `#` stay), the rest encoded. */
export function rawSegment(value: string): string {
  return [...value].map((c) => (/^[\u0021-\u007e]$/.test(c) ? c : encodeSegment(c))).join('');
}

/** A short, printable form of any input for an assertion message. */
export function show(value: unknown, max = 600): string {
  let text: string;
  try {
    text =
      JSON.stringify(value, (_key, v: unknown) =>
        typeof v === 'string' && v.length > 120 ? `${v.slice(0, 60)}…[${v.length} chars]` : v,
      ) ?? String(value);
  } catch (error) {
    text = `[unprintable: ${(error as Error).message}]`;
  }
  return text.length > max ? `${text.slice(0, max)}…[${text.length} chars]` : text;
}
