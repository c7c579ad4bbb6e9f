import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { conflict, notFound } from '../../core/errors.js';
import { parseInput } from '../../core/validation.js';
import { UUID } from '../user/user.service.js';
import { AiPrompt, type PromptCategory } from './ai-prompt.entity.js';
import { CreateAiPromptInput, UpdateAiPromptInput } from './dto/ai-prompt.inputs.js';

/** AI prompt administration, and the prompt each AI feature uses. */
export class AiPromptService {
  constructor(private readonly orm: MikroORM) {}

  list(): Promise<AiPrompt[]> {
    return this.orm.em.fork().find(AiPrompt, {}, { orderBy: { category: 'asc', name: 'asc' } });
  }

  /** BAD_USER_INPUT, CONFLICT (name taken). */
  async create(raw: unknown): Promise<AiPrompt> {
    const input = await parseInput(CreateAiPromptInput, raw);
    const em = this.orm.em.fork();
    const prompt = em.create(AiPrompt, {
      name: input.name.trim(),
      description: input.description?.trim() || null,
      promptText: input.promptText.trim(),
      ...(input.model != null && { model: input.model }),
      ...(input.temperature != null && { temperature: input.temperature }),
      ...(input.maxTokens != null && { maxTokens: input.maxTokens }),
      ...(input.enabled != null && { enabled: input.enabled }),
      ...(input.category != null && { category: input.category }),
    });
    await this.save(em);
    return prompt;
  }

  /** NOT_FOUND, BAD_USER_INPUT, CONFLICT. */
  async update(id: string, raw: unknown): Promise<AiPrompt> {
    const input = await parseInput(UpdateAiPromptInput, raw);
    const em = this.orm.em.fork();
    const prompt = await this.load(em, id);
    if (input.name != null) prompt.name = input.name.trim();
    if (input.description !== undefined) prompt.description = input.description?.trim() || null;
    if (input.promptText != null) prompt.promptText = input.promptText.trim();
    if (input.model != null) prompt.model = input.model;
    if (input.temperature != null) prompt.temperature = input.temperature;
    if (input.maxTokens != null) prompt.maxTokens = input.maxTokens;
    if (input.enabled != null) prompt.enabled = input.enabled;
    if (input.category != null) prompt.category = input.category;
    await this.save(em);
    return prompt;
  }

  /** NOT_FOUND. */
  async delete(id: string): Promise<void> {
    const em = this.orm.em.fork();
    await em.remove(await this.load(em, id)).flush();
  }

  /** The enabled prompt of a category (the most recently changed, if several), or null. */
  enabledFor(category: PromptCategory): Promise<AiPrompt | null> {
    return this.orm.em.fork().findOne(AiPrompt, { category, enabled: true }, { orderBy: { updatedAt: 'desc' } });
  }

  private async save(em: EntityManager): Promise<void> {
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw conflict('An AI prompt with this name already exists', 'name');
      throw error;
    }
  }

  private async load(em: EntityManager, id: string): Promise<AiPrompt> {
    const prompt = UUID.test(id) ? await em.findOne(AiPrompt, id) : null;
    if (!prompt) throw notFound('AI prompt not found');
    return prompt;
  }
}
