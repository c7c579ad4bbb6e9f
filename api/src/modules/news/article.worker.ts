/** Worker-thread entry: extracts articles off the API's event loop (see article-extractor.ts). */
import { parentPort } from 'node:worker_threads';
import { extractArticle } from './article.js';

parentPort!.on('message', ({ id, html, url }: { id: number; html: string; url: string }) => {
  try {
    parentPort!.postMessage({ id, article: extractArticle(html, url) });
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message });
  }
});
