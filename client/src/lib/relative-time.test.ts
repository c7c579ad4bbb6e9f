import { describe, expect, it } from 'vitest';
import { dueIn, minutesText, relativeTime, shortAge } from './relative-time';

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

describe('shortAge', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('gives the largest whole unit, compactly', () => {
    expect(shortAge(ago(10), now)).toBe('just now');
    expect(shortAge(ago(-10), now)).toBe('just now');
    expect(shortAge(ago(5 * 60), now)).toBe('5 min');
    expect(shortAge(ago(3 * 3600 + 59 * 60), now)).toBe('3 h');
    expect(shortAge(ago(2 * 24 * 3600 + 5), now)).toBe('2 d');
  });
});

describe('minutesText', () => {
  it('switches to hours and days', () => {
    expect(minutesText(12.5)).toBe('12.5 min');
    expect(minutesText(90)).toBe('1.5 h');
    expect(minutesText(3 * 24 * 60)).toBe('3.0 d');
  });
});

describe('dueIn', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();

  it('counts seconds under a minute, then the largest whole unit, and says "now" once due', () => {
    expect(dueIn(at(45), now)).toBe('in 45 seconds');
    expect(dueIn(at(1), now)).toBe('in 1 second');
    expect(dueIn(at(5 * 60), now)).toBe('in 5 minutes');
    expect(dueIn(at(2 * 3600), now)).toBe('in 2 hours');
    expect(dueIn(at(0), now)).toBe('now');
    expect(dueIn(at(-30), now)).toBe('now');
  });
});
