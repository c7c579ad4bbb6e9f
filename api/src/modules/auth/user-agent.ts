/**
 * A readable label for a User-Agent header, for the owner's session list: "Chrome on Linux",
 * "Safari on iPhone", "Firefox on Windows". Plain substring searches over at most 300 characters
 * (what a session keeps), never a regular expression: a caller controls the header, and the
 * parser's time stays linear in its length. Null for an empty header; "Unknown browser" and
 * "an unknown system" for what it does not recognise.
 */
export function browserLabel(userAgent: string | null | undefined): string | null {
  const ua = userAgent?.slice(0, 300).trim();
  if (!ua) return null;
  const browser = browserOf(ua);
  const system = systemOf(ua);
  if (!browser && !system) return ua.length > 60 ? `${ua.slice(0, 60)}…` : ua;
  return `${browser ?? 'Unknown browser'} on ${system ?? 'an unknown system'}`;
}

/** Browsers, most specific first: Edge, Opera, Samsung and others also name Chrome and Safari. */
const BROWSERS: readonly [token: string, name: string][] = [
  ['Edg/', 'Edge'],
  ['EdgA/', 'Edge'],
  ['EdgiOS/', 'Edge'],
  ['Edge/', 'Edge'],
  ['OPR/', 'Opera'],
  ['OPiOS/', 'Opera'],
  ['Opera', 'Opera'],
  ['SamsungBrowser/', 'Samsung Internet'],
  ['YaBrowser/', 'Yandex Browser'],
  ['Vivaldi/', 'Vivaldi'],
  ['Brave', 'Brave'],
  ['FxiOS/', 'Firefox'],
  ['Firefox/', 'Firefox'],
  ['CriOS/', 'Chrome'],
  ['HeadlessChrome/', 'Headless Chrome'],
  ['Chromium/', 'Chromium'],
  ['Chrome/', 'Chrome'],
  ['Trident/', 'Internet Explorer'],
  ['MSIE ', 'Internet Explorer'],
  ['Safari/', 'Safari'],
  ['curl/', 'curl'],
  ['PostmanRuntime/', 'Postman'],
  ['python-requests/', 'Python requests'],
  ['node-fetch', 'Node.js'],
  ['undici', 'Node.js'],
];

/** Operating systems, most specific first: iOS and Android also name Mac OS X and Linux. */
const SYSTEMS: readonly [token: string, name: string][] = [
  ['iPhone', 'iPhone'],
  ['iPad', 'iPad'],
  ['iPod', 'iPod'],
  ['Android', 'Android'],
  ['CrOS', 'ChromeOS'],
  ['Windows Phone', 'Windows Phone'],
  ['Windows', 'Windows'],
  ['Macintosh', 'macOS'],
  ['Mac OS X', 'macOS'],
  ['Ubuntu', 'Linux'],
  ['Linux', 'Linux'],
  ['FreeBSD', 'FreeBSD'],
  ['OpenBSD', 'OpenBSD'],
];

const firstKnown = (ua: string, table: readonly [string, string][]): string | null =>
  table.find(([token]) => ua.includes(token))?.[1] ?? null;

const browserOf = (ua: string) => firstKnown(ua, BROWSERS);
const systemOf = (ua: string) => firstKnown(ua, SYSTEMS);
