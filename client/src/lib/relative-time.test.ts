import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

describe('relativeTime', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says "just now" under a minute, either way', () => {
    expect(relativeTime(ago(0), now)).toBe('just now');
    expect(relativeTime(ago(59), now)).toBe('just now');
    expect(relativeTime(ago(-30), now)).toBe('just now');
  });

  it('picks the largest whole unit', () => {
    expect(relativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3600), now)).toBe('1 hour ago');
    expect(relativeTime(ago(26 * 3600), now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 24 * 3600), now)).toBe('3 days ago');
    expect(relativeTime(ago(45 * 24 * 3600), now)).toBe('last month');
    expect(relativeTime(ago(800 * 24 * 3600), now)).toBe('2 years ago');
  });

  it('speaks of the future too', () => {
    expect(relativeTime(ago(-2 * 3600), now)).toBe('in 2 hours');
  });
});
