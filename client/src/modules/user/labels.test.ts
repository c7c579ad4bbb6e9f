import { describe, expect, it } from 'vitest';
import { ACCOUNT_ACTION_OPTIONS, ACCOUNT_ACTIONS, proposalSubject, proposedToast } from './labels';

const jane = { email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe' };

describe('account labels', () => {
  it('offer every audited action in the filter, after "All actions"', () => {
    expect(ACCOUNT_ACTION_OPTIONS[0]).toEqual({ value: '', label: 'All actions' });
    expect(ACCOUNT_ACTION_OPTIONS.slice(1).map((o) => o.value)).toEqual(Object.keys(ACCOUNT_ACTIONS));
    expect(ACCOUNT_ACTIONS.ROLE_CHANGED.label).toBe('Role changed');
    expect(ACCOUNT_ACTIONS.CHANGE_PROPOSED.label).toBe('Change proposed');
  });

  it('say what a proposed admin-account change does', () => {
    expect(proposalSubject({ action: 'CREATE_USER', account: { ...jane, role: 'admin' } })).toBe(
      'Creating the admin account jane@example.com',
    );
    expect(proposalSubject({ action: 'CHANGE_ROLE', account: { ...jane, role: 'admin' } })).toBe('Promoting Jane Doe to admin');
    expect(proposalSubject({ action: 'CHANGE_ROLE', account: { ...jane, role: 'ANALYST' } })).toBe('Making Jane Doe an analyst');
    expect(proposalSubject({ action: 'RESET_PASSWORD', account: { ...jane, lastName: null, role: 'ADMIN' } })).toBe(
      'Resetting the password of the admin Jane',
    );
  });

  it('toast that a proposal waits for a second admin', () => {
    expect(proposedToast({ action: 'CHANGE_ROLE', account: { ...jane, role: 'admin' } })).toEqual([
      'Change Proposed',
      "Promoting Jane Doe to admin waits for a second admin's approval.",
    ]);
  });
});
