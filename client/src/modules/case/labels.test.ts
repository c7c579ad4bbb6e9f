import { describe, expect, it } from 'vitest';
import { inboxLinkLabel, notificationsLabel } from './header-labels';
import { fileSize, kindLabel, outcomeLabel, parseTags, shortHash } from './labels';

describe('casework labels', () => {
  it('name kinds and outcomes, and show unknown ones raw', () => {
    expect(kindLabel('FOUR_EYES')).toBe('Four-eyes review');
    expect(outcomeLabel('FALSE_POSITIVE')).toBe('False positive');
    expect(kindLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });

  it('name the header links with their counts', () => {
    expect(inboxLinkLabel(0, 0)).toBe('Inbox');
    expect(inboxLinkLabel(3, 0)).toBe('Inbox (3 open)');
    expect(inboxLinkLabel(3, 1)).toBe('Inbox (3 open, 1 overdue)');
    expect(notificationsLabel(0)).toBe('Notifications');
    expect(notificationsLabel(2)).toBe('Notifications (2 unread)');
  });

  it('show sizes and hashes compactly', () => {
    expect(fileSize(812)).toBe('812 B');
    expect(fileSize(14_540)).toBe('14.2 KB');
    expect(fileSize(3.1 * 1024 * 1024)).toBe('3.1 MB');
    expect(shortHash('a'.repeat(64))).toBe(`${'a'.repeat(12)}…`);
  });

  it('read tags from a comma-separated list', () => {
    expect(parseTags(' kyc, urgent ,,kyc ')).toEqual(['kyc', 'urgent']);
  });
});
