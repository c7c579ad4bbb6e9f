const STOPWORDS = new Set(
  'a an and are as at be been but by for from had has have he her his i if in into is it its of on or our she so than that the their them then there these they this to was we were what when which who will with would you your said says also after over more most about up out not no can could new'.split(' '),
);

const words = (text: string) => text.toLowerCase().match(/[a-z][a-z'-]+/g) ?? [];

/**
 * The built-in summary when no AI model is configured: the sentences that carry the article's
 * most frequent content words, in their original order (classic frequency-based extraction).
 */
export function summarizeOffline(text: string, maxSentences = 3): string {
  const sentences = text.match(/[^.!?]+[.!?]+(?=\s|$)/g)?.map((s) => s.trim()).filter((s) => s.split(' ').length >= 5) ?? [];
  if (sentences.length === 0) return text.slice(0, 600);
  const freq = new Map<string, number>();
  for (const w of words(text)) if (!STOPWORDS.has(w)) freq.set(w, (freq.get(w) ?? 0) + 1);
  const scored = sentences.map((s, i) => {
    const ws = words(s).filter((w) => !STOPWORDS.has(w));
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
