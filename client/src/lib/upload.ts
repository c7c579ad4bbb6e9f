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
export const uploadFetch: typeof fetch = async (input, init) => {
  const { [UPLOADS]: files, ...rest } = (init ?? {}) as RequestInit & { [UPLOADS]?: Map<string, Blob> };
  if (!files?.size || typeof rest.body !== 'string') return fetch(input, init);
  // Loaded with the first upload (an admin's list import), not with every page.
  const { multipartBody } = await import('./multipart');
  const headers = new Headers(rest.headers);
  headers.delete('content-type');
  headers.set('apollo-require-preflight', 'true');
  return fetch(input, { ...rest, headers, body: multipartBody(rest.body, files) });
};
