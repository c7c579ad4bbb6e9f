import { badInput, type DomainError } from './errors.js';

/** Deeper input than this is no real request of ours (our inputs are two levels deep). */
export const MAX_INPUT_DEPTH = 32;

/**
 * Finds the first piece of text in `input` that PostgreSQL cannot store or that breaks text
 * handling further on — a NUL character, or half of a UTF-16 surrogate pair — and input nested
 * deeper than MAX_INPUT_DEPTH. Walks keys and values with an explicit stack: linear in the input,
 * and no recursion a hostile body could overflow. Returns the 400 to throw, naming the field.
 */
export function unsafeTextError(input: unknown, root = 'input'): DomainError | undefined {
  const stack: [value: unknown, field: string, depth: number][] = [[input, root, 0]];
  while (stack.length) {
    const [value, field, depth] = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return badInput(`${field} ${problem}`, field);
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return badInput(`${field} is nested too deeply`, field);
      for (const [key, child] of Object.entries(value)) {
        const problem = textProblem(key);
        if (problem) return badInput(`A field name ${problem}`, field);
        stack.push([child, Array.isArray(value) ? field : key, depth + 1]);
      }
    }
  }
  return undefined;
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
