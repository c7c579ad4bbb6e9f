import type { MikroORM } from '@mikro-orm/postgresql';
import { badInput } from '../../core/errors.js';
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
import { HTML_TYPES, safeFetch } from './safe-fetch.js';

// Enough of an article for any summary, and well inside every model's context.
const MAX_ARTICLE_CHARS = 12_000;

/** News summaries (and, later, the negative-news scan) over the one safe fetcher. */
export class NewsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly prompts: AiPromptService,
    private readonly model: AiModelClient,
    private readonly allowLoopback: boolean,
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
