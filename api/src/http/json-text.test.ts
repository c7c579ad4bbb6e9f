import { describe, expect, it } from 'vitest';
import { parseJsonBytes, structuralTokens } from './json-text.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('parseJsonBytes', () => {
  it('parses objects and arrays, and an empty body as {}', () => {
    expect(parseJsonBytes(bytes(' {"a":[1,"é"]}'))).toEqual({ body: { a: [1, 'é'] } });
    expect(parseJsonBytes(bytes('\uFEFF[1]'))).toEqual({ body: [1] });
    expect(parseJsonBytes(bytes(''))).toEqual({ body: {} });
  });

  it('refuses anything else as not JSON, and unsafe text naming the field', () => {
    const notJson = { refusal: { code: 'BAD_USER_INPUT', message: 'Request body is not valid JSON' } };
    for (const text of ['"text"', 'null', '   ', '{"a":', 'NaN']) expect(parseJsonBytes(bytes(text)), text).toEqual(notJson);
    expect(parseJsonBytes(bytes('{"csvContent":"a\\u0000"}'))).toEqual({
      refusal: { code: 'BAD_USER_INPUT', message: 'csvContent must not contain NUL characters', field: 'csvContent' },
    });
  });

  it('refuses more structural tokens than allowed before parsing', () => {
    expect(parseJsonBytes(bytes('[1,2,3]'), 4)).toEqual({ body: [1, 2, 3] });
    expect(parseJsonBytes(bytes('[1,2,3,4]'), 4)).toMatchObject({ refusal: { code: 'PAYLOAD_TOO_LARGE' } });
  });
});

describe('structuralTokens', () => {
  it('counts brackets, commas and colons outside strings only, escapes included', () => {
    expect(structuralTokens(bytes('{"a,b:[]":"x\\",{"}'), 100)).toBe(3);
    expect(structuralTokens(bytes('["ä,ö", {}]'), 100)).toBe(5);
    expect(structuralTokens(bytes(`[${'0,'.repeat(1000)}0]`), 10)).toBe(10);
  });
});
