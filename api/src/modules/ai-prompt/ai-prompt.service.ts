import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { conflict, notFound } from '../../core/errors.js';
import { parseInput } from '../../core/validation.js';
import { isUuid } from '../../core/ids.js';
import { AiPrompt, type PromptCategory } from './ai-prompt.entity.js';
import { CreateAiPromptInput, UpdateAiPromptInput } from './dto/ai-prompt.inputs.js';
import { anAdmin, enforce } from '../../core/policy.js';
import type { Actor } from '../../core/principal.js';

/** AI prompt administration, and the prompt each AI feature uses. */
export class AiPromptService {
  list(em: EntityManager): Promise<AiPrompt[]> {
    return em.find(AiPrompt, {}, { orderBy: { category: 'asc', name: 'asc' } });
  }

  /** An admin's. FORBIDDEN, BAD_USER_INPUT, CONFLICT (name taken). */
  async create(em: EntityManager, actor: Actor, raw: unknown): Promise<AiPrompt> {
    enforce(anAdmin(actor));
    const input = await parseInput(CreateAiPromptInput, raw);
    return this.save(em, (tx) =>
      tx.create(AiPrompt, {
        name: input.name.trim(),
        description: input.description?.trim() || null,
        promptText: input.promptText.trim(),
        ...(input.model != null && { model: input.model }),
        ...(input.temperature != null && { temperature: input.temperature }),
        ...(input.maxTokens != null && { maxTokens: input.maxTokens }),
        ...(input.enabled != null && { enabled: input.enabled }),
        ...(input.category != null && { category: input.category }),
      }),
    );
  }

  /** An admin's. FORBIDDEN, NOT_FOUND, BAD_USER_INPUT, CONFLICT. */
  async update(em: EntityManager, actor: Actor, id: string, raw: unknown): Promise<AiPrompt> {
    enforce(anAdmin(actor));
    const input = await parseInput(UpdateAiPromptInput, raw);
    return this.save(em, async (tx) => {
      const prompt = await this.load(tx, id);
      if (input.name != null) prompt.name = input.name.trim();
      if (input.description !== undefined) prompt.description = input.description?.trim() || null;
      if (input.promptText != null) prompt.promptText = input.promptText.trim();
      if (input.model != null) prompt.model = input.model;
      if (input.temperature != null) prompt.temperature = input.temperature;
      if (input.maxTokens != null) prompt.maxTokens = input.maxTokens;
      if (input.enabled != null) prompt.enabled = input.enabled;
      if (input.category != null) prompt.category = input.category;
      return prompt;
    });
  }

  /** An admin's. FORBIDDEN, NOT_FOUND. */
  async delete(em: EntityManager, actor: Actor, id: string): Promise<void> {
    enforce(anAdmin(actor));
    await em.remove(await this.load(em, id)).flush();
  }

  /** The enabled prompt of a category (the most recently changed, if several), or null. */
  enabledFor(em: EntityManager, category: PromptCategory): Promise<AiPrompt | null> {
    return em.findOne(AiPrompt, { category, enabled: true }, { orderBy: { updatedAt: 'desc' } });
  }

  /** Runs a change in a transaction of its own, so a refused one leaves nothing behind in `em`. CONFLICT. */
  private async save(em: EntityManager, change: (tx: EntityManager) => AiPrompt | Promise<AiPrompt>): Promise<AiPrompt> {
    try {
      return await em.transactional(change);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw conflict('An AI prompt with this name already exists', 'name');
      throw error;
    }
  }

  private async load(em: EntityManager, id: string): Promise<AiPrompt> {
    const prompt = isUuid(id) ? await em.findOne(AiPrompt, id) : null;
    if (!prompt) throw notFound('AI prompt not found');
    return prompt;
  }
}
