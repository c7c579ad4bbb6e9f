import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, unsafeTextError } from './safe-text.js';

const nested = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

describe('unsafeTextError', () => {
  it('names the field holding a NUL or a lone surrogate, at any depth and in arrays', () => {
    expect(unsafeTextError({ companyName: 'a\u0000b' }, 'body')).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'companyName',
      message: 'companyName must not contain NUL characters',
    });
    expect(unsafeTextError({ input: { tags: ['ok', '\uD800'] } }, 'body')).toMatchObject({
      field: 'tags',
      message: 'tags must not contain unpaired surrogate characters',
    });
    expect(unsafeTextError({ ['k\u0000']: 1 }, 'body')?.message).toBe('A field name must not contain NUL characters');
    expect(unsafeTextError('\u0000', 'query')?.field).toBe('query');
  });

  it(`accepts ${MAX_INPUT_DEPTH} levels of nesting and refuses one more`, () => {
    expect(unsafeTextError(nested(MAX_INPUT_DEPTH), 'body')).toBeUndefined();
    expect(unsafeTextError(nested(MAX_INPUT_DEPTH + 1), 'body')?.message).toBe('a is nested too deeply');
  });

  it('accepts clean input of every JSON kind', () => {
    expect(unsafeTextError({ a: [1, null, true, 'é😀', { b: [] }], c: {} }, 'body')).toBeUndefined();
  });

  it('walks an 8 MB array of 4 million elements and a million small objects, and finds the one bad value at the end', () => {
    // Timings live in `npm run bench -- hostile`; here, that the walk reaches every element.
    const zeros = new Array<unknown>(4_000_000).fill(0);
    expect(unsafeTextError(zeros, 'body')).toBeUndefined();
    zeros[zeros.length - 1] = 'x\u0000';
    expect(unsafeTextError(zeros, 'body')?.message).toBe('body must not contain NUL characters');
    const objects = Array.from({ length: 1_000_000 }, () => ({ a: 'x' }));
    expect(unsafeTextError(objects, 'body')).toBeUndefined();
    objects[999_999] = { a: '\ud800' };
    expect(unsafeTextError(objects, 'body')?.message).toBe('a must not contain unpaired surrogate characters');
  });
});
