import { afterEach, describe, expect, it, vi } from 'vitest';
import { multipartBody } from './multipart';
import { extractFiles, uploadFetch } from './upload';

const file = (text: string, name: string) => new File([text], name, { type: 'text/plain' });

describe('extractFiles', () => {
  it('finds files anywhere in the variables, by path', () => {
    const a = file('a', 'a.json');
    const b = file('b', 'b.csv');
    const found = extractFiles({ name: 'UN', file: a, input: { files: [null, b] }, n: 1 });
    expect([...found.entries()]).toEqual([
      ['variables.file', a],
      ['variables.input.files.1', b],
    ]);
  });

  it('finds none in plain variables', () => {
    expect(extractFiles({ name: 'x', list: [1, 'a'], nested: { a: null } }).size).toBe(0);
    expect(extractFiles(undefined).size).toBe(0);
  });
});

describe('multipartBody', () => {
  it('follows the GraphQL multipart request spec: operations with null files, the map, then the files', async () => {
    const a = file('{"id":1}', 'entities.ftm.json');
    const json = JSON.stringify({ operationName: 'Import', query: 'mutation…', variables: { name: 'UN', file: {}, altFile: null } });
    const form = multipartBody(json, new Map([['variables.file', a]]));
    expect(JSON.parse(form.get('operations') as string)).toEqual({
      operationName: 'Import',
      query: 'mutation…',
      variables: { name: 'UN', file: null, altFile: null },
    });
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.file'] });
    const part = form.get('0') as File;
    expect(part.name).toBe('entities.ftm.json');
    expect(await part.text()).toBe('{"id":1}');
  });
});

describe('uploadFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends an operation with files as multipart, with the preflight header and no JSON content type', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    const a = file('x', 'sdn.csv');
    await uploadFetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
      body: JSON.stringify({ variables: { file: {} } }),
      uploads: new Map([['variables.file', a]]),
    } as RequestInit);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit & { uploads?: unknown }];
    const headers = new Headers(init.headers);
    expect(headers.get('content-type')).toBeNull();
    expect(headers.get('apollo-require-preflight')).toBe('true');
    expect(headers.get('authorization')).toBe('Bearer t');
    expect(init.body).toBeInstanceOf(FormData);
    expect(init.uploads).toBeUndefined();
  });

  it('passes every other request through unchanged', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ me { id } }"}' };
    await uploadFetch('/graphql', init);
    expect(fetch).toHaveBeenCalledWith('/graphql', init);
  });
});
