import { describe, expect, it } from 'vitest';
import { lookAlikeEmailProblem } from './email-script.js';

describe('lookAlikeEmailProblem', () => {
  it.each([
    'bars-admin@example.com',
    'jean.müller@exämple.de',
    'иван@пример.рф',
    'сорок@example.com',
    'δοκιμή@παράδειγμα.gr',
    '田中たろう@例え.jp',
    'user+tag_1@sub-domain.example.co.uk',
  ])('accepts %s', (email) => {
    expect(lookAlikeEmailProblem(email)).toBeUndefined();
  });

  it.each([
    ['bаrs-admin@example.com', 'a Cyrillic а in a Latin local part'],
    ['bars-admin@exаmple.com', 'a Cyrillic а in a Latin domain label'],
    ['bars-admin@example.cοm', 'a Greek ο in the top-level domain'],
    ['BАRS@example.com', 'upper case alike'],
  ])('refuses %s (%s) as mixed scripts', (email) => {
    expect(lookAlikeEmailProblem(email)).toBe('Email must not mix Latin letters with letters of another script');
  });

  it.each([
    ['рау@example.com', 'Cyrillic р а у reading "pay"'],
    ['admin@аррӏе.com', 'Cyrillic reading "apple"'],
    ['ορυ@example.com', 'Greek reading "opu"'],
  ])('refuses %s (%s) as wholly look-alike', (email) => {
    expect(lookAlikeEmailProblem(email)).toBe('Email must not be written in letters that look like Latin ones');
  });
});
