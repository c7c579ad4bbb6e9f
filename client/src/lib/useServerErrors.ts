import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { errorInfo, type ErrorInfo } from './errors';
import { applyServerError, type ServerErrorOptions } from './form-errors';
import { useActionErrorHandler } from './useActionErrorHandler';

/** Handles a failed submit; says what the error was and the form field it went on, if any. */
export type ServerErrorHandler<T extends FieldValues> = (
  error: unknown,
  title?: string,
  fallback?: string,
) => ErrorInfo & { formField?: FieldPath<T> };

/**
 * The error handler of a form's submit: a validation error naming one of the form's fields goes
 * on that field (react-hook-form `setError`, focused); anything else is handled like every failed
 * action — 'Unauthorized' and the end of the session on a 401, else a toast titled `title`.
 */
export function useServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  options?: ServerErrorOptions<T>,
): ServerErrorHandler<T> {
  const onError = useActionErrorHandler();
  return (error, title, fallback) => {
    const info = errorInfo(error);
    const formField = applyServerError(form, info, options);
    return formField ? { ...info, formField } : onError(error, title, fallback);
  };
}
