/** Worker-thread entry: extracts articles off the API's event loop (see news.service.ts). */
import { parentPort } from 'node:worker_threads';
import { serveThreadJobs } from '../../core/thread-pool.js';
import { extractArticle } from './article.js';

serveThreadJobs(parentPort!, ({ html, url }: { html: string; url: string }) => extractArticle(html, url));
