/** The multipart request body of a GraphQL operation with files (upload.ts sends it). */

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
