import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { ErrorInfo } from './errors';

/**
 * Codes whose `extensions.field` names an input the person can correct: validation (BAD_USER_INPUT),
 * a taken value (CONFLICT), and a wrong current password (UNAUTHENTICATED with a field, which
 * does not end the session — see `endsSession`).
 */
const FIELD_CODES = new Set(['BAD_USER_INPUT', 'CONFLICT', 'UNAUTHENTICATED']);

export interface ServerErrorOptions<T extends FieldValues> {
  /** The form's field names; by default the keys of its values (give every form default values). */
  fields?: readonly FieldPath<T>[];
  /** Server field names that belong on a differently named form field (e.g. csvContent → file). */
  aliases?: Readonly<Record<string, FieldPath<T>>>;
}

/**
 * The form field a server error belongs on, or undefined when it belongs in a toast: the error's
 * `extensions.field` (or the last segment of a path like `input.email`, or its alias) when the
 * error is a field error and the form has that field.
 */
export function fieldOfError(
  info: ErrorInfo,
  fields: Iterable<string>,
  aliases: Readonly<Record<string, string>> = {},
): string | undefined {
  if (!info.field || !info.code || !FIELD_CODES.has(info.code)) return undefined;
  const known = new Set(fields);
  for (const name of [info.field, info.field.slice(info.field.lastIndexOf('.') + 1)]) {
    const field = Object.hasOwn(aliases, name) ? aliases[name] : name;
    if (known.has(field)) return field;
  }
  return undefined;
}

/**
 * Puts a server field error on its react-hook-form field (focused, with the server's message) and
 * returns the field; returns undefined, touching nothing, when the error is not about a field of
 * this form. The one place server errors reach form fields; `useServerErrors` adds the toast.
 */
export function applyServerError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  info: ErrorInfo,
  options: ServerErrorOptions<T> = {},
): FieldPath<T> | undefined {
  const fields = options.fields ?? Object.keys(form.getValues() ?? {});
  const field = fieldOfError(info, fields, options.aliases) as FieldPath<T> | undefined;
  if (field) form.setError(field, { type: 'server', message: info.message }, { shouldFocus: true });
  return field;
}

/**
 * The paths of a form's values down to their leaves, written as the API names fields: top-level
 * names as they are, nested ones like `financials.currency` and `financials.statements[1].revenue`
 * (react-hook-form reads both notations). The fields a server error may name in a nested form.
 */
export function leafPathsOf(values: unknown, prefix = ''): string[] {
  if (Array.isArray(values)) return values.flatMap((v, i) => leafPathsOf(v, `${prefix}[${i}]`));
  if (values !== null && typeof values === 'object') {
    return Object.entries(values).flatMap(([key, v]) => leafPathsOf(v, prefix ? `${prefix}.${key}` : key));
  }
  return prefix ? [prefix] : [];
}
