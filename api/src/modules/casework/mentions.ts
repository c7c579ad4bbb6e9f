/** Longest handle read after an "@". */
const MAX_HANDLE = 254;

const isHandleChar = (c: number) =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 46 || c === 95 || c === 45 || c === 43 || c === 64;

/**
 * The handles a comment mentions, lowercased and unique: each "@" at the start or after a
 * non-handle character, followed by an e-mail address or its local part ("@jane.doe",
 * "@jane.doe@bank.example"). One pass over the text; a trailing "." (end of a sentence) is not
 * part of the handle.
 */
export function mentionedHandles(body: string): string[] {
  const handles = new Set<string>();
  let i = 0;
  while (i < body.length) {
    const at = body.indexOf('@', i);
    if (at < 0) break;
    const before = at > 0 ? body.charCodeAt(at - 1) : 32;
    let end = at + 1;
    while (end < body.length && end - at <= MAX_HANDLE && isHandleChar(body.charCodeAt(end))) end++;
    if (!isHandleChar(before) || at === 0) {
      let handle = body.slice(at + 1, end);
      while (handle.endsWith('.') || handle.endsWith('@')) handle = handle.slice(0, -1);
      if (handle.length > 0) handles.add(handle.toLowerCase());
    }
    i = end > at + 1 ? end : at + 1;
  }
  return [...handles].slice(0, 20);
}
