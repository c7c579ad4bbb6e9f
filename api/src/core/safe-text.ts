import { badInput, type DomainError } from './errors.js';

/** Deeper input than this is no real request of ours (our inputs are two levels deep). */
export const MAX_INPUT_DEPTH = 32;

/**
 * Finds the first piece of text in `input` that PostgreSQL cannot store or that breaks text
 * handling further on — a NUL character, or half of a UTF-16 surrogate pair — and input nested
 * deeper than MAX_INPUT_DEPTH. Returns the 400 to throw, naming the field.
 *
 * Linear in the input and light on memory, because it runs on every body before anything else:
 * arrays are walked by index and objects by one `Object.keys`, text children are checked where
 * they stand, and only containers go on an explicit stack (no recursion a hostile body could
 * overflow, no pair or string built per element).
 */
export function unsafeTextError(input: unknown, root = 'input'): DomainError | undefined {
  if (typeof input === 'string') return textError(input, root);
  const containers: object[] = [];
  const fields: string[] = [];
  const depths: number[] = [];
  const push = (value: object, field: string, depth: number) => {
    containers.push(value);
    fields.push(field);
    depths.push(depth);
  };
  if (input !== null && typeof input === 'object') push(input, root, 0);
  while (containers.length) {
    const value = containers.pop()!;
    const field = fields.pop()!;
    const depth = depths.pop()!;
    if (depth >= MAX_INPUT_DEPTH) return badInput(`${field} is nested too deeply`, field);
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const child: unknown = value[i];
        if (typeof child === 'string') {
          const error = textError(child, field);
          if (error) return error;
        } else if (child !== null && typeof child === 'object') push(child, field, depth + 1);
      }
    } else {
      const keys = Object.keys(value);
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        const problem = textProblem(key);
        if (problem) return badInput(`A field name ${problem}`, field);
        const child: unknown = (value as Record<string, unknown>)[key];
        if (typeof child === 'string') {
          const error = textError(child, key);
          if (error) return error;
        } else if (child !== null && typeof child === 'object') push(child, key, depth + 1);
      }
    }
  }
  return undefined;
}

function textError(text: string, field: string): DomainError | undefined {
  const problem = textProblem(text);
  return problem ? badInput(`${field} ${problem}`, field) : undefined;
}

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (!text.isWellFormed()) return 'must not contain unpaired surrogate characters';
  return undefined;
}

/** Throws the error of `unsafeTextError`, if any. */
export function assertSafeText(input: unknown, root?: string): void {
  const error = unsafeTextError(input, root);
  if (error) throw error;
}
