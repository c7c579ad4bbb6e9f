// @vitest-environment jsdom
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from './auth-token';
import { onSessionEnd } from './session';
import { toaster, toasterListening } from './toaster';
import { useServerErrors } from './useServerErrors';

const gqlError = (message: string, extensions: Record<string, unknown>) => new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

interface Values {
  email: string;
  firstName: string;
}

function setup() {
  return renderHook(() => {
    const form = useForm<Values>({ defaultValues: { email: '', firstName: '' } });
    const onError = useServerErrors(form);
    return { form, onError, errors: form.formState.errors };
  });
}

describe('useServerErrors', () => {
  let toasts: { title?: unknown; description?: unknown }[];
  let stopListening: () => void;
  beforeEach(() => {
    // As when AppToaster is on screen.
    stopListening = toasterListening();
    toasts = [];
    vi.spyOn(toaster, 'create').mockImplementation((t) => {
      toasts.push({ title: t.title, description: t.description });
      return 'toast';
    });
  });
  afterEach(() => {
    stopListening();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('puts a validation error naming a field of the form on that field, without a toast', () => {
    const { result } = setup();
    let outcome: ReturnType<typeof result.current.onError> | undefined;
    act(() => {
      outcome = result.current.onError(
        gqlError('An account with this email already exists', { code: 'CONFLICT', field: 'email' }),
        'Error',
      );
    });
    expect(outcome?.formField).toBe('email');
    expect(result.current.errors.email).toMatchObject({ type: 'server', message: 'An account with this email already exists' });
    expect(result.current.errors.firstName).toBeUndefined();
    expect(toasts).toEqual([]);
  });

  it('toasts an error about a field the form does not have, with the title given', () => {
    const { result } = setup();
    act(() => {
      result.current.onError(gqlError('cursor is invalid', { code: 'BAD_USER_INPUT', field: 'cursor' }), 'Update failed');
    });
    expect(result.current.errors).toEqual({});
    expect(toasts).toEqual([{ title: 'Update failed', description: 'cursor is invalid' }]);
  });

  it('toasts errors without a field, using the fallback when the error has no message', () => {
    const { result } = setup();
    act(() => {
      result.current.onError(gqlError('', { code: 'INTERNAL_SERVER_ERROR' }), 'Error', 'Failed to create rule');
    });
    expect(toasts).toEqual([{ title: 'Error', description: 'Failed to create rule' }]);
  });

  it('ends the session on an UNAUTHENTICATED answer instead of touching the form', async () => {
    setToken('t0ken');
    const reasons: string[] = [];
    const off = onSessionEnd((reason) => reasons.push(reason));
    const { result } = setup();
    act(() => {
      result.current.onError(gqlError('Unauthorized', { code: 'UNAUTHENTICATED' }));
    });
    await vi.waitFor(() => expect(reasons).toEqual(['refused']));
    off();
    expect(getToken()).toBeNull();
    expect(result.current.errors).toEqual({});
    expect(toasts).toEqual([{ title: 'Unauthorized', description: 'You are logged out. Logging in again...' }]);
  });
});
