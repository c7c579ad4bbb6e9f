import { describe, expect, it } from 'vitest';
import { eventLabel, WEBHOOK_EVENTS } from './labels';

describe('webhook event labels', () => {
  it('offer every subscribable event, and never the test event', () => {
    expect(WEBHOOK_EVENTS.map((e) => e.dotted)).toEqual([
      'assessment.decided',
      'assessment.reviewed',
      'alert.created',
      'case.opened',
      'case.assigned',
      'case.closed',
      'counterparty.changed',
    ]);
    expect(WEBHOOK_EVENTS.some((e) => e.value === 'TEST')).toBe(false);
  });

  it('name the test event in the delivery log', () => {
    expect(eventLabel('TEST')).toBe('webhook.test');
    expect(eventLabel('ALERT_CREATED')).toBe('alert.created');
    expect(eventLabel('CASE_CLOSED')).toBe('case.closed');
  });
});
