import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { endsSession, errorInfo, graphQLErrorInfo } from './errors';

describe('errorInfo', () => {
  it('reads the first GraphQL error with its code and field', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Current password is wrong', extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' } }],
    });
    expect(errorInfo(error)).toEqual({ message: 'Current password is wrong', code: 'BAD_USER_INPUT', field: 'currentPassword' });
  });

  it('reads any other error by its message', () => {
    expect(errorInfo(new Error('Failed to fetch'))).toEqual({ message: 'Failed to fetch' });
    expect(errorInfo('odd')).toEqual({ message: 'odd' });
  });

  it('ignores extensions of the wrong type', () => {
    expect(graphQLErrorInfo({ message: 'x', extensions: { code: 401, field: ['a'] } })).toEqual({
      message: 'x',
      code: undefined,
      field: undefined,
    });
  });
});

describe('endsSession', () => {
  it('is true for an UNAUTHENTICATED answer', () => {
    expect(endsSession({ message: 'Not signed in', code: 'UNAUTHENTICATED' })).toBe(true);
  });

  it('is false for a wrong current password (a form error naming its field) and other codes', () => {
    expect(endsSession({ message: 'Current password is wrong', code: 'UNAUTHENTICATED', field: 'currentPassword' })).toBe(false);
    expect(endsSession({ message: 'Forbidden', code: 'FORBIDDEN' })).toBe(false);
    expect(endsSession({ message: 'boom' })).toBe(false);
  });
});
