import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { applyServerError, fieldOfError, leafPathsOf } from './form-errors';

describe('fieldOfError', () => {
  const fields = ['email', 'firstName', 'file'];

  it('names the field of a validation or conflict error when the form has it', () => {
    expect(fieldOfError({ message: 'Email is invalid', code: 'BAD_USER_INPUT', field: 'email' }, fields)).toBe('email');
    expect(fieldOfError({ message: 'Taken', code: 'CONFLICT', field: 'email' }, fields)).toBe('email');
  });

  it('counts a wrong current password (UNAUTHENTICATED with a field) as a field error', () => {
    expect(
      fieldOfError({ message: 'Current password is incorrect', code: 'UNAUTHENTICATED', field: 'currentPassword' }, ['currentPassword']),
    ).toBe('currentPassword');
  });

  it('reads the last segment of a path and follows aliases', () => {
    expect(fieldOfError({ message: 'x', code: 'BAD_USER_INPUT', field: 'input.firstName' }, fields)).toBe('firstName');
    expect(fieldOfError({ message: 'Row 2: bad', code: 'BAD_USER_INPUT', field: 'csvContent' }, fields, { csvContent: 'file' })).toBe(
      'file',
    );
  });

  it('leaves everything else to a toast', () => {
    expect(fieldOfError({ message: 'x', code: 'BAD_USER_INPUT', field: 'cursor' }, fields)).toBeUndefined();
    expect(fieldOfError({ message: 'x', code: 'BAD_USER_INPUT' }, fields)).toBeUndefined();
    expect(fieldOfError({ message: 'x', code: 'FORBIDDEN', field: 'email' }, fields)).toBeUndefined();
    expect(fieldOfError({ message: 'x', code: 'TOO_MANY_REQUESTS', field: 'email' }, fields)).toBeUndefined();
    expect(fieldOfError({ message: 'Failed to fetch' }, fields)).toBeUndefined();
    // An alias to a field the form lacks, and names inherited from Object, are not fields.
    expect(fieldOfError({ message: 'x', code: 'BAD_USER_INPUT', field: 'csvContent' }, ['email'], { csvContent: 'file' })).toBeUndefined();
    expect(fieldOfError({ message: 'x', code: 'BAD_USER_INPUT', field: 'toString' }, fields)).toBeUndefined();
  });
});

describe('applyServerError', () => {
  /** The two methods of a react-hook-form form that the helper uses. */
  const form = (values: FieldValues) => {
    const setError = vi.fn();
    return Object.assign({ setError, getValues: () => values } as unknown as Pick<UseFormReturn<FieldValues>, 'setError' | 'getValues'>, {
      setError,
    });
  };

  it('sets the error on the field, focused, from the form’s own field names', () => {
    const f = form({ name: '', promptText: '' });
    expect(applyServerError(f, { message: 'An AI prompt with this name already exists', code: 'CONFLICT', field: 'name' })).toBe('name');
    expect(f.setError).toHaveBeenCalledWith(
      'name',
      { type: 'server', message: 'An AI prompt with this name already exists' },
      { shouldFocus: true },
    );
  });

  it('uses the field list given instead of the values', () => {
    const f = form({});
    expect(applyServerError(f, { message: 'bad', code: 'BAD_USER_INPUT', field: 'file' }, { fields: ['file'] })).toBe('file');
    expect(f.setError).toHaveBeenCalledOnce();
  });

  it('touches nothing when the error is not about one of its fields', () => {
    const f = form({ name: '' });
    expect(applyServerError(f, { message: 'Forbidden', code: 'FORBIDDEN' })).toBeUndefined();
    expect(applyServerError(f, { message: 'bad', code: 'BAD_USER_INPUT', field: 'other' })).toBeUndefined();
    expect(f.setError).not.toHaveBeenCalled();
  });
});

describe('leafPathsOf', () => {
  it('names nested fields as the API does, down to their leaves', () => {
    expect(
      leafPathsOf({
        tradingYears: 'MORE_THAN_5',
        financials: { currency: 'USD', statements: [{ revenue: '1' }, { revenue: '' }] },
        tags: [],
      }),
    ).toEqual(['tradingYears', 'financials.currency', 'financials.statements[0].revenue', 'financials.statements[1].revenue']);
    expect(leafPathsOf({})).toEqual([]);
    expect(leafPathsOf(null)).toEqual([]);
  });

  it('lets a server error on a nested field reach that field', () => {
    const form = { setError: vi.fn(), getValues: () => ({ financials: { statements: [{ totalAssets: '0' }] } }) };
    const info = { message: 'Total assets cannot be zero', code: 'BAD_USER_INPUT', field: 'financials.statements[0].totalAssets' };
    expect(applyServerError(form as unknown as UseFormReturn<FieldValues>, info, { fields: leafPathsOf(form.getValues()) })).toBe(
      'financials.statements[0].totalAssets',
    );
    expect(form.setError).toHaveBeenCalledWith(
      'financials.statements[0].totalAssets',
      { type: 'server', message: info.message },
      { shouldFocus: true },
    );
  });
});
