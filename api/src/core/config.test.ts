import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, PROJECT_ROOT, VARIABLES } from './config.js';

describe('config', () => {
  it('applies defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(path.join(PROJECT_ROOT, '.data'));
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be an integer/);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY must be false, a hop count or a list/);
  });

  it('never trusts every proxy', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be false/);
    expect(() => loadConfig({ TRUST_PROXY: '*' })).toThrow(/TRUST_PROXY must be false/);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,192.168.1.4' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8', '192.168.1.4']);
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET is required when NODE_ENV=production');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32) }).JWT_SECRET).toBe('s'.repeat(32));
  });

  it('refuses a JWT_SECRET shorter than 32 bytes in production, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(31) })).toThrow(
      'JWT_SECRET must be at least 32 bytes when NODE_ENV=production (got 31)',
    );
    // Bytes, not characters: 16 two-byte letters are 32 bytes.
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'é'.repeat(16) }).JWT_SECRET).toBe('é'.repeat(16));
    expect(loadConfig({ NODE_ENV: 'development', JWT_SECRET: 'short' }).JWT_SECRET).toBe('short');
  });

  it("refuses the demo's fictional news in production", () => {
    expect(loadConfig({}).NEWS_SOURCE).toBe('web');
    expect(loadConfig({ NEWS_SOURCE: 'demo' }).NEWS_SOURCE).toBe('demo');
    expect(() => loadConfig({ NEWS_SOURCE: 'fixture' })).toThrow('NEWS_SOURCE must be one of web, demo (got "fixture")');
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32), NEWS_SOURCE: 'demo' })).toThrow(
      "NEWS_SOURCE=demo serves the demo's fictional news; it is not for production (NODE_ENV=production)",
    );
  });

  it('is listed in .env.example, variable by variable', () => {
    const example = readFileSync(path.join(PROJECT_ROOT, '.env.example'), 'utf8');
    const listed = [...example.matchAll(/^(?:# )?([A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(Object.keys(VARIABLES).sort());
  });

  it('is documented variable by variable in the README table', () => {
    const readme = readFileSync(path.join(PROJECT_ROOT, 'README.md'), 'utf8');
    const documented = [...readme.matchAll(/^\| `([A-Z0-9_]+)` +\|/gm)].map((m) => m[1]);
    expect(documented.filter((name) => name in VARIABLES).sort()).toEqual(Object.keys(VARIABLES).sort());
  });
});
