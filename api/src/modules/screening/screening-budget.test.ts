import { describe, expect, it } from 'vitest';
import { DomainError } from '../../core/errors.js';
import { connectionWaitMs, ScreeningGate, screeningBusy, screeningTimedOut } from './screening-budget.js';

describe('ScreeningGate', () => {
  it('admits a user up to the limit, refuses the next with TOO_MANY_REQUESTS, and keeps users apart', () => {
    const gate = new ScreeningGate(2);
    const ends = [gate.enter('a'), gate.enter('a')];
    let refusal: unknown;
    try {
      gate.enter('a');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ code: 'TOO_MANY_REQUESTS', extra: { retryAfter: 1 } });
    expect((refusal as Error).message).toBe(
      'You already have 2 screening requests running (searches, assessments created or changed); wait for one to finish.',
    );
    expect(() => gate.enter('b')).not.toThrow();
    ends[0]();
    expect(() => gate.enter('a')).not.toThrow();
  });

  it('ends a call once, however often its end is called', () => {
    const gate = new ScreeningGate(1);
    const end = gate.enter('a');
    end();
    end();
    const again = gate.enter('a');
    expect(() => gate.enter('a')).toThrow(DomainError);
    again();
    expect(() => gate.enter('a')).not.toThrow();
  });
});

describe('screening refusals', () => {
  const limits = { maxStatements: 3, statementTimeoutMs: 5000, callsPerUser: 2 };

  it('name the limit and when to come back', () => {
    expect(screeningBusy(limits)).toMatchObject({ code: 'TOO_MANY_REQUESTS', extra: { retryAfter: 5 } });
    expect(screeningBusy(limits).message).toBe(
      'Screening is busy: every one of its 3 connections stayed in use for 5 s. Try again shortly.',
    );
    expect(screeningTimedOut(limits)).toMatchObject({ code: 'GATEWAY_TIMEOUT' });
    expect(screeningTimedOut({ ...limits, statementTimeoutMs: 250 }).message).toMatch(/^Screening took longer than 250 ms and was stopped/);
  });

  it('wait at least a second for a connection, the time a new one may take to open', () => {
    expect(connectionWaitMs({ ...limits, statementTimeoutMs: 1 })).toBe(1000);
    expect(connectionWaitMs(limits)).toBe(5000);
  });
});
