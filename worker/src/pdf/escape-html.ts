/** HTML escaping of user text for the report (and its ownership section). */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Every piece of user text goes through this: the report must show markup, never run it. */
export const escapeHtml = (value: unknown) => plainText(value).replace(/[&<>"']/g, (c) => ESCAPES[c]);
/** A value as text: objects (a changed list, say) as JSON rather than "[object Object]". */
export const plainText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? value.toString()
      : value === null || value === undefined
        ? ''
        : (JSON.stringify(value) ?? '');
