import { describe, expect, it } from 'vitest';
import { ALERTS_INBOX, casesVariables, DEFAULT_FILTERS, filtersFromQuery, queryFromFilters, REVIEWS_INBOX } from './inbox-filters';

const parse = (address: string) => filtersFromQuery(new URLSearchParams(address.split('?')[1] ?? ''));

describe('the inbox filters in its address', () => {
  it('default to my open cases, due soonest first', () => {
    expect(parse('/inbox')).toEqual(DEFAULT_FILTERS);
    expect(queryFromFilters(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('read the reviews and alerts views', () => {
    expect(parse(REVIEWS_INBOX)).toEqual({ ...DEFAULT_FILTERS, kind: 'FOUR_EYES', assignee: 'anyone' });
    expect(parse(ALERTS_INBOX)).toEqual({ ...DEFAULT_FILTERS, kind: 'ALERT', assignee: 'anyone' });
  });

  it('write what differs from the default and read it back', () => {
    const filters = { assignee: 'none', status: 'active', kind: 'PERIODIC_REVIEW', tag: 'kyc', overdue: true, sort: 'created' } as const;
    const query = queryFromFilters(filters).toString();
    expect(query).toBe('kind=periodic_review&assignee=none&status=active&tag=kyc&overdue=true&sort=created');
    expect(filtersFromQuery(new URLSearchParams(query))).toEqual(filters);
  });

  it('fall back to the default for values they do not know', () => {
    expect(parse('/inbox?assignee=boss&status=lost&kind=other&sort=size&overdue=yes')).toEqual(DEFAULT_FILTERS);
  });

  it('become the query variables: anyone is no assignee filter, an unticked overdue no overdue filter', () => {
    expect(casesVariables({ ...DEFAULT_FILTERS, assignee: 'anyone' })).toEqual({
      assignee: null,
      status: 'open',
      kind: null,
      tag: null,
      overdue: null,
      sort: 'due',
    });
  });
});
