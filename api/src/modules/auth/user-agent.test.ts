import { describe, expect, it } from 'vitest';
import { browserLabel } from './user-agent.js';

describe('browserLabel', () => {
  it('names the browser and the system of common User-Agents', () => {
    const cases: [string, string][] = [
      ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36', 'Chrome on Linux'],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
        'Edge on Windows',
      ],
      ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0', 'Firefox on macOS'],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
        'Safari on macOS',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
        'Safari on iPhone',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
        'Chrome on iPhone',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
        'Samsung Internet on Android',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/109.0.0.0',
        'Opera on Windows',
      ],
      [
        'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
        'Chrome on ChromeOS',
      ],
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
        'Headless Chrome on Linux',
      ],
      ['Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko', 'Internet Explorer on Windows'],
    ];
    for (const [ua, label] of cases) expect(browserLabel(ua), ua).toBe(label);
  });

  it('says what it does not know, and shows an unknown client by its own short name', () => {
    expect(browserLabel('curl/8.5.0')).toBe('curl on an unknown system');
    expect(browserLabel('Mozilla/5.0 (X11; Linux x86_64) SomethingNew/1.0')).toBe('Unknown browser on Linux');
    expect(browserLabel('ERP-Connector/2.1')).toBe('ERP-Connector/2.1');
    expect(browserLabel('z'.repeat(200))).toBe(`${'z'.repeat(60)}…`);
  });

  it('answers null without a User-Agent', () => {
    expect(browserLabel(null)).toBeNull();
    expect(browserLabel(undefined)).toBeNull();
    expect(browserLabel('   ')).toBeNull();
  });

  it('reads only the first 300 characters, what a session keeps', () => {
    const padded = `Mozilla/5.0 (X11; Linux x86_64) ${'('.repeat(300)} Chrome/124.0.0.0`;
    expect(browserLabel(padded)).toBe('Unknown browser on Linux');
    expect(browserLabel(padded.slice(-100))).toBe('Chrome on an unknown system');
  });
});
