/**
 * The most text any summarizer or classifier sees, offline or model alike: enough of an article
 * for a summary or a verdict, well inside every model's context, and a bound on the work (and the
 * model cost) one fetched page can cause.
 */
export const MAX_ANALYSED_CHARS = 12_000;

/** The part of a text that is analysed: its first MAX_ANALYSED_CHARS characters, never half a surrogate pair. */
export function analysedPart(text: string): string {
  if (text.length <= MAX_ANALYSED_CHARS) return text;
  const last = text.charCodeAt(MAX_ANALYSED_CHARS - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? MAX_ANALYSED_CHARS - 1 : MAX_ANALYSED_CHARS);
}

/** Runs of whitespace as one space, trimmed. One quantifier over one character class: linear time. */
export const squish = (text: string): string => text.replace(/\s+/g, ' ').trim();
