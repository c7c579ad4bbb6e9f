import { ApolloLink } from '@apollo/client';

/**
 * File uploads as GraphQL multipart requests (https://github.com/jaydenseric/graphql-multipart-request-spec),
 * which the API reads for `Upload` arguments (importWatchlistFile, uploadBatchFile). An operation
 * whose variables hold a File (or any Blob) is sent as multipart form data; every other operation
 * stays a JSON POST.
 */

/** The request option that carries an operation's files from `uploadLink` to `uploadFetch`. */
const UPLOADS = 'uploads';

/** The files among some variables, by their path in the request (`variables.file`, `variables.input.files.0`). */
export function extractFiles(value: unknown, path = 'variables', found = new Map<string, Blob>()): Map<string, Blob> {
  if (typeof Blob !== 'undefined' && value instanceof Blob) found.set(path, value);
  else if (Array.isArray(value)) value.forEach((item, i) => extractFiles(item, `${path}.${i}`, found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) extractFiles(item, `${path}.${key}`, found);
  }
  return found;
}

/** Sets the value at a dotted path of a JSON body (the spec's `null` in place of each file). */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== 'object') return;
    node = next as Record<string, unknown>;
  }
  node[keys[keys.length - 1]] = value;
}

/**
 * The multipart body of an operation: `operations` (the JSON body with null for each file), `map`
 * (which part fills which variable) and one part per file, named after the file when it has one.
 */
export function multipartBody(json: string, files: ReadonlyMap<string, Blob>): FormData {
  const operations = JSON.parse(json) as Record<string, unknown>;
  const map: Record<string, string[]> = {};
  const form = new FormData();
  [...files.keys()].forEach((path, i) => {
    setPath(operations, path, null);
    map[String(i)] = [path];
  });
  form.append('operations', JSON.stringify(operations));
  form.append('map', JSON.stringify(map));
  [...files.entries()].forEach(([, file], i) => {
    form.append(String(i), file, file instanceof File ? file.name : 'blob');
  });
  return form;
}

/** Marks an operation with files, so that `uploadFetch` sends it as multipart form data. */
export const uploadLink = new ApolloLink((operation, forward) => {
  const files = extractFiles(operation.variables);
  if (files.size > 0) {
    operation.setContext(({ fetchOptions }: { fetchOptions?: Record<string, unknown> }) => ({
      fetchOptions: { ...fetchOptions, [UPLOADS]: files },
    }));
  }
  return forward(operation);
});

/**
 * The HttpLink's fetch: a marked operation goes as multipart form data (the browser sets its
 * content type and boundary) with the `apollo-require-preflight` header Apollo Server's CSRF
 * protection asks of multipart requests; anything else is passed to `fetch` unchanged.
 */
export const uploadFetch: typeof fetch = (input, init) => {
  const { [UPLOADS]: files, ...rest } = (init ?? {}) as RequestInit & { [UPLOADS]?: Map<string, Blob> };
  if (!files?.size || typeof rest.body !== 'string') return fetch(input, init);
  const headers = new Headers(rest.headers);
  headers.delete('content-type');
  headers.set('apollo-require-preflight', 'true');
  return fetch(input, { ...rest, headers, body: multipartBody(rest.body, files) });
};
