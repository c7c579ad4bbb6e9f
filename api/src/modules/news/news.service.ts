import type { MikroORM } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../core/errors.js';
import { parseInput } from '../../core/validation.js';
import { PromptCategory } from '../ai-prompt/ai-prompt.entity.js';
import type { AiPromptService } from '../ai-prompt/ai-prompt.service.js';
import { Assessment } from '../assessment/assessment.entity.js';
import { AuditAction, AuditLog } from '../audit/audit-log.entity.js';
import { User } from '../user/user.entity.js';
import { UUID } from '../user/user.service.js';
import type { AiModelClient } from './ai-model.js';
import { extractArticle } from './article.js';
import { SummarizeNewsArgs, type NewsSummary } from './dto/news.types.js';
import { summarizeOffline } from './offline-summarizer.js';
import { classifyOffline } from './adverse-media.js';
import type { ScannedArticle } from './dto/scan.types.js';
import { parseFeed } from './feed.js';
import { NewsScan } from './news-scan.entity.js';
import { FEED_TYPES, HTML_TYPES, safeFetch } from './safe-fetch.js';

// Enough of an article for any summary, and well inside every model's context.
const MAX_ARTICLE_CHARS = 12_000;
const MAX_SCAN_ARTICLES = 20;
const MODEL_PARALLELISM = 4;

/** News summaries (and, later, the negative-news scan) over the one safe fetcher. */
export class NewsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly prompts: AiPromptService,
    private readonly model: AiModelClient,
    private readonly allowLoopback: boolean,
    private readonly searchUrlTemplate: string,
  ) {}

  /**
   * Fetches the article safely, extracts its main text and summarizes it with the enabled
   * news_summarization prompt (or offline). With an assessment id, stores URL and summary on it
   * with an `updated` audit entry. BAD_USER_INPUT (refused URL, naming why), NOT_FOUND, BAD_GATEWAY.
   */
  async summarize(actor: User, raw: unknown): Promise<NewsSummary> {
    const input = await parseInput(SummarizeNewsArgs, raw);
    if (input.assessmentId && !UUID.test(input.assessmentId)) throw badInput('assessmentId is not valid', 'assessmentId');
    const page = await safeFetch(input.url.trim(), { accept: HTML_TYPES, allowLoopback: this.allowLoopback });
    const article = extractArticle(page.body, page.url);
    if (article.text.length < 40) throw badInput('The page holds no readable article text', 'url');
    const prompt = this.model.available ? await this.prompts.enabledFor(PromptCategory.NEWS_SUMMARIZATION) : null;
    const summary = prompt
      ? { summary: await this.model.complete(prompt, `Title: ${article.title}\n\n${article.text.slice(0, MAX_ARTICLE_CHARS)}`), method: 'ai' as const }
      : { summary: summarizeOffline(article.text), method: 'offline' as const };
    const result = { ...summary, title: article.title, url: page.url };
    if (input.assessmentId) await this.store(actor, input.assessmentId, result);
    return result;
  }

  /**
   * Searches the news feed for the company (name, narrowed by country), classifies every article
   * (the enabled risk_analysis prompt with a model, the adverse-media lexicon without) and stores
   * the scan. NOT_FOUND; BAD_USER_INPUT when the feed cannot be fetched; BAD_GATEWAY (model).
   */
  async scan(actor: User, assessmentId: string): Promise<NewsScan> {
    const em = this.orm.em.fork();
    const assessment = UUID.test(assessmentId) ? await em.findOne(Assessment, assessmentId) : null;
    if (!assessment) throw notFound('Assessment not found');
    const query = encodeURIComponent(`"${assessment.companyName}" ${assessment.countryOfRegistration}`);
    const feed = await safeFetch(this.searchUrlTemplate.replace('{query}', query), { accept: FEED_TYPES, allowLoopback: this.allowLoopback });
    const items = parseFeed(feed.body).filter((i) => i.title && i.link).slice(0, MAX_SCAN_ARTICLES);
    const prompt = this.model.available ? await this.prompts.enabledFor(PromptCategory.RISK_ANALYSIS) : null;
    const articles: ScannedArticle[] = [];
    for (let i = 0; i < items.length; i += MODEL_PARALLELISM) {
      const slice = items.slice(i, i + MODEL_PARALLELISM);
      articles.push(
        ...(await Promise.all(
          slice.map(async (item) => {
            const text = `${item.title}. ${item.description}`;
            const verdict = prompt ? await this.classifyWithModel(prompt, assessment.companyName, text) : classifyOffline(text);
            return { title: item.title, source: item.source, date: item.date, link: item.link, ...verdict };
          }),
        )),
      );
    }
    const scan = em.create(NewsScan, {
      assessment,
      user: em.getReference(User, actor.id),
      articles,
      negativeCount: articles.filter((a) => a.negative).length,
      method: prompt ? 'ai' : 'offline',
    });
    await em.flush();
    return scan;
  }

  /** The latest scan of an assessment, or null. */
  latestScan(assessmentId: string): Promise<NewsScan | null> {
    return this.orm.em.fork().findOne(NewsScan, { assessment: assessmentId }, { orderBy: { createdAt: 'desc' } });
  }

  private async classifyWithModel(prompt: Parameters<AiModelClient['complete']>[0], company: string, text: string) {
    const answer = await this.model.complete(prompt, `Counterparty: ${company}\nArticle: ${text}`);
    try {
      const parsed = JSON.parse(answer.replace(/^```(json)?|```$/g, '').trim()) as { negative?: unknown; categories?: unknown; evidence?: unknown };
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

  private async store(actor: User, assessmentId: string, result: NewsSummary): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      const assessment = await em.findOne(Assessment, assessmentId);
      if (!assessment) throw badInput('Assessment not found', 'assessmentId');
      const previousState = { newsArticleUrl: assessment.newsArticleUrl ?? null, newsSummary: assessment.newsSummary ?? null };
      assessment.newsArticleUrl = result.url;
      assessment.newsSummary = result.summary;
      em.create(AuditLog, {
        assessment,
        user: em.getReference(User, actor.id),
        action: AuditAction.UPDATED,
        changes: { newsArticleUrl: result.url, newsSummary: result.summary },
        previousState,
      });
    });
  }
}
