import { describe, expect, it } from 'vitest';
import { formatTemperature } from './temperature';

describe('formatTemperature', () => {
  it('divides by 100 and drops trailing zeros', () => {
    expect(formatTemperature(70)).toBe('0.7');
    expect(formatTemperature(75)).toBe('0.75');
    expect(formatTemperature(5)).toBe('0.05');
    expect(formatTemperature(0)).toBe('0');
    expect(formatTemperature(100)).toBe('1');
  });

  it('shows every slider step (0-100 by 5) exactly', () => {
    for (let v = 0; v <= 100; v += 5) expect(formatTemperature(v)).toBe(String(v / 100));
    expect(formatTemperature(15)).toBe('0.15');
    expect(formatTemperature(55)).toBe('0.55');
  });
});
