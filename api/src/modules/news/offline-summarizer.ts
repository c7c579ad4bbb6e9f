const STOPWORDS = new Set(
  'a an and are as at be been but by for from had has have he her his i if in into is it its of on or our she so than that the their them then there these they this to was we were what when which who will with would you your said says also after over more most about up out not no can could new'.split(
    ' ',
  ),
);

// ICU's Unicode segmentation runs in linear time on any input, where a sentence regex over
// unpunctuated text backtracks quadratically and blocks the event loop.
const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
const wordSegmenter = new Intl.Segmenter('en', { granularity: 'word' });

const TERMINATORS = new Set(['.', '!', '?']);
const CLOSERS = new Set(['"', "'", ')', ']', '”', '’', '»']);
const STARTS_WITH_LETTER = /^\p{L}/u;

/** Whether a trimmed sentence ends with . ! or ?, possibly followed by closing quotes or brackets. */
function isComplete(sentence: string): boolean {
  let i = sentence.length - 1;
  while (i >= 0 && CLOSERS.has(sentence[i])) i -= 1;
  return i >= 0 && TERMINATORS.has(sentence[i]);
}

/** The complete sentences of a text (Unicode sentence boundaries), trimmed, in order. Linear time. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const { segment } of sentenceSegmenter.segment(text)) {
    const sentence = segment.trim();
    if (isComplete(sentence)) sentences.push(sentence);
  }
  return sentences;
}

/** The words of a text (Unicode word boundaries) that start with a letter and have two characters or more, lower-cased. Linear time. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const { segment, isWordLike } of wordSegmenter.segment(text)) {
    if (isWordLike && segment.length > 1 && STARTS_WITH_LETTER.test(segment)) words.push(segment.toLowerCase());
  }
  return words;
}

/**
 * The built-in summary when no AI model is configured: the sentences that carry the article's
 * most frequent content words, in their original order (classic frequency-based extraction).
 */
export function summarizeOffline(text: string, maxSentences = 3): string {
  const sentences = splitSentences(text).filter((s) => s.split(' ').length >= 5);
  if (sentences.length === 0) return text.slice(0, 600);
  const freq = new Map<string, number>();
  for (const w of wordsOf(text)) if (!STOPWORDS.has(w)) freq.set(w, (freq.get(w) ?? 0) + 1);
  const scored = sentences.map((s, i) => {
    const ws = wordsOf(s).filter((w) => !STOPWORDS.has(w));
    const score = ws.reduce((sum, w) => sum + (freq.get(w) ?? 0), 0) / Math.max(4, ws.length);
    return { s, i, score: score * (i === 0 ? 1.2 : 1) };
  });
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, maxSentences)
    .sort((a, b) => a.i - b.i)
    .map((x) => x.s)
    .join(' ');
}
