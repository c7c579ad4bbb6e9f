import { describe, expect, it } from 'vitest';
import { mergeScreening, screeningStatus, type FoundHit } from './assessment-screening.js';

const LIST = { name: 'Demo Sanctions List', version: 2 };
const found: FoundHit = {
  entityId: 'E-1',
  caption: 'Orion Shipping Trading LLC',
  matchedName: 'Orion Shipping Trading LLC',
  score: 0.97,
  listName: LIST.name,
  listVersion: LIST.version,
  schema: 'Company',
  countries: [],
  topics: ['sanction'],
  explanation: ['Exact name'],
  subject: { kind: 'company', name: 'Orion Shipping Trading LLC' },
};
const review = {
  decision: 'confirmed' as const,
  reason: 'Same registry',
  reviewerId: 'u',
  reviewerName: 'Ben',
  reviewedAt: '2026-01-01T00:00:00Z',
};

describe('what a screening says it checked', () => {
  it('is not_screened when no list was active, whatever the previous record held unreviewed', () => {
    expect(mergeScreening([], null, [])).toMatchObject({ status: 'not_screened', lists: [], hits: [] });
    expect(mergeScreening([], null, [LIST])).toMatchObject({ status: 'clear', lists: [LIST] });
    expect(mergeScreening([found], null, [LIST]).status).toBe('potential_match');
  });

  it('keeps a confirmed match confirmed when no list is loaded any more', () => {
    const confirmed = mergeScreening([found], null, [LIST]);
    const previous = { ...confirmed, hits: confirmed.hits.map((h) => ({ ...h, review })) };
    expect(mergeScreening([], previous, []).status).toBe('confirmed_match');
  });

  it('reads no record, or a clear one stored with no list before not_screened existed, as not_screened', () => {
    expect(screeningStatus(null)).toBe('not_screened');
    expect(screeningStatus({ status: 'clear', screenedAt: '2026-01-01T00:00:00Z', lists: [], hits: [] })).toBe('not_screened');
    expect(screeningStatus({ status: 'clear', screenedAt: '2026-01-01T00:00:00Z', lists: [LIST], hits: [] })).toBe('clear');
  });
});
