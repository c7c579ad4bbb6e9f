import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, DomainError, notFound } from '../../core/errors.js';
import { parseInput } from '../../core/validation.js';
import { PromptCategory } from '../ai-prompt/ai-prompt.entity.js';
import type { AiPromptService } from '../ai-prompt/ai-prompt.service.js';
import { loadAssessment, loadOwned } from '../assessment/assessment-access.js';
import { attachNewsSummaryCommand } from '../assessment/commands/attach-news-summary.command.js';
import type { Assessment } from '../assessment/assessment.entity.js';
import { User } from '../user/user.entity.js';
import type { AiModelClient } from './ai-model.js';
import { analysedPart } from './analysed-text.js';
import { ThreadPool, workerFile } from '../../core/thread-pool.js';
import type { Article } from './article.js';
import { SummarizeNewsArgs, type NewsSummary } from './dto/news.types.js';
import { summarizeOffline } from './offline-summarizer.js';
import { classifyOffline } from './adverse-media.js';
import type { ScannedArticle } from './dto/scan.types.js';
import { parseFeed } from './feed.js';
import { NewsScan } from './news-scan.entity.js';
import type { NewsSource } from './news-source.js';
import type { Actor } from '../../core/principal.js';

const MAX_SCAN_ARTICLES = 20;
const MODEL_PARALLELISM = 4;

/** News summaries and negative-news scans, over the news source (the web through the safe fetcher, or the demo's). */
export class NewsService {
  /**
   * Readability and the DOM parser take seconds on a 2 MB page dense with markup: linear, but long
   * enough to stall every other request, so they run on worker threads; a page that takes longer
   * than 15 s is refused and its thread replaced.
   */
  private readonly extractor = new ThreadPool<{ html: string; url: string }, Article>({
    url: workerFile(import.meta.url, 'article.worker'),
    timeoutMs: 15_000,
    onTimeout: () => new DomainError('BAD_USER_INPUT', 'The page is too complex to read', 'url'),
    onError: () => new DomainError('BAD_USER_INPUT', 'The page could not be read', 'url'),
  });

  constructor(
    private readonly prompts: AiPromptService,
    private readonly model: AiModelClient,
    private readonly source: NewsSource,
  ) {}

  /** The page of a demo article (NEWS_SOURCE=demo, GET /api/demo-news/:slug). NOT_FOUND outside the demo or for another slug. */
  demoArticle(slug: string): string {
    const page = this.source.servedArticle(slug);
    if (page === null) throw notFound("No such demo article: the demo's fictional news is served by npm start -- --demo only");
    return page;
  }

  /**
   * Reads the article from the news source (the web through the safe fetcher, or the demo's own
   * fictional pages), extracts its main text and summarizes it with the enabled
   * news_summarization prompt (or offline). With an assessment id, stores URL and summary on it
   * with an `updated` audit entry (creator or admin only). BAD_USER_INPUT (refused URL, naming
   * why), NOT_FOUND, FORBIDDEN, BAD_GATEWAY.
   */
  async summarize(em: EntityManager, actor: Actor, raw: unknown): Promise<NewsSummary> {
    const input = await parseInput(SummarizeNewsArgs, raw);
    // Storing the summary changes the assessment (it shows in its PDF), so ownership is checked
    // before the URL is fetched: a refused caller makes the server fetch and compute nothing.
    if (input.assessmentId) await loadOwned(em, actor, input.assessmentId);
    const page = await this.source.articlePage(input.url.trim());
    const article = await this.extractor.run({ html: page.body, url: page.url });
    if (article.text.length < 40) throw badInput('The page holds no readable article text', 'url');
    const text = analysedPart(article.text);
    const prompt = this.model.available ? await this.prompts.enabledFor(em, PromptCategory.NEWS_SUMMARIZATION) : null;
    const summary = prompt
      ? { summary: await this.model.complete(prompt, `Title: ${article.title}\n\n${text}`), method: 'ai' as const }
      : { summary: summarizeOffline(text), method: 'offline' as const };
    const result = { ...summary, title: article.title, url: page.url };
    if (input.assessmentId) await attachNewsSummaryCommand(em, actor, input.assessmentId, result);
    return result;
  }

  /**
   * Searches the news feed for the company (name, narrowed by country), classifies every article
   * (the enabled risk_analysis prompt with a model, the adverse-media lexicon without) and stores
   * the scan. Any team member may scan. NOT_FOUND; BAD_USER_INPUT when the feed cannot be
   * fetched; BAD_GATEWAY (model).
   */
  async scan(em: EntityManager, actor: Actor, assessmentId: string): Promise<NewsScan> {
    // Not a change of the assessment, so not limited to its creator or an admin: a scan reads the
    // outside world and is kept as history beside the assessment, with who ran it; the answers,
    // decision and news summary stay untouched. Any analyst of the team may check a counterparty.
    return this.scanAssessment(em, await loadAssessment(em, assessmentId), actor.id);
  }

  /** The scan itself, for an analyst (actorId) or for monitoring (null). BAD_USER_INPUT, BAD_GATEWAY. */
  async scanAssessment(em: EntityManager, assessment: Assessment, actorId: string | null): Promise<NewsScan> {
    // The feed is the operator's setting (NEWS_SEARCH_URL_TEMPLATE), not anything the user typed:
    // whatever went wrong reaching it, the user is told that, and the operator finds why in the log.
    const feed = await this.source.searchFeed(assessment.companyName, assessment.countryOfRegistration).catch((error: unknown) => {
      console.warn(`[news] feed unreachable: ${error instanceof Error ? error.message : String(error)}`);
      throw new DomainError('BAD_GATEWAY', 'The news feed could not be reached. Try again later.');
    });
    const items = parseFeed(feed)
      .filter((i) => i.title && i.link)
      .slice(0, MAX_SCAN_ARTICLES);
    const prompt = this.model.available ? await this.prompts.enabledFor(em, PromptCategory.RISK_ANALYSIS) : null;
    const articles: ScannedArticle[] = [];
    for (let i = 0; i < items.length; i += MODEL_PARALLELISM) {
      const slice = items.slice(i, i + MODEL_PARALLELISM);
      articles.push(
        ...(await Promise.all(
          slice.map(async (item) => {
            const text = analysedPart(`${item.title}. ${item.description}`);
            const verdict = prompt ? await this.classifyWithModel(prompt, assessment.companyName, text) : classifyOffline(text);
            return { title: item.title, source: item.source, date: item.date, link: item.link, ...verdict };
          }),
        )),
      );
    }
    const scan = em.create(NewsScan, {
      assessment,
      user: actorId ? em.getReference(User, actorId) : null,
      articles,
      negativeCount: articles.filter((a) => a.negative).length,
      method: prompt ? 'ai' : 'offline',
    });
    await em.flush();
    return scan;
  }

  private async classifyWithModel(prompt: Parameters<AiModelClient['complete']>[0], company: string, text: string) {
    const answer = await this.model.complete(prompt, `Counterparty: ${company}\nArticle: ${text}`);
    try {
      const parsed = JSON.parse(withoutCodeFence(answer)) as { negative?: unknown; categories?: unknown; evidence?: unknown };
      return {
        negative: parsed.negative === true,
        categories: Array.isArray(parsed.categories) ? parsed.categories.map(String) : [],
        evidence: typeof parsed.evidence === 'string' ? parsed.evidence : answer,
      };
    } catch {
      // A model that does not answer in JSON still gave its reasoning; the lexicon decides.
      return { ...classifyOffline(text), evidence: answer };
    }
  }
}

/** A model answer without the Markdown code fence models like to wrap JSON in (string checks, no regex). */
function withoutCodeFence(answer: string): string {
  let text = answer.trim();
  if (text.startsWith('```')) text = text.slice(text.startsWith('```json') ? 7 : 3);
  if (text.endsWith('```')) text = text.slice(0, -3);
  return text.trim();
}
