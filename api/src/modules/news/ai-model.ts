import OpenAI from 'openai';
import { DomainError } from '../../core/errors.js';
import type { AiPrompt } from '../ai-prompt/ai-prompt.entity.js';

/** The configured OpenAI-compatible model, or null when no key is set (offline methods answer). */
export class AiModelClient {
  private readonly client: OpenAI | null;

  constructor(options: { apiKey?: string; baseURL?: string; timeoutMs: number }) {
    this.client = options.apiKey
      ? new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs, maxRetries: 0 })
      : null;
  }

  get available(): boolean {
    return this.client !== null;
  }

  /** One chat completion with the prompt's text, model, temperature (÷100) and max tokens. BAD_GATEWAY on any failure. */
  async complete(prompt: AiPrompt, content: string): Promise<string> {
    if (!this.client) throw new DomainError('BAD_GATEWAY', 'No AI model is configured');
    try {
      const response = await this.client.chat.completions.create({
        model: prompt.model,
        temperature: prompt.temperature / 100,
        max_tokens: prompt.maxTokens,
        messages: [
          { role: 'system', content: prompt.promptText },
          { role: 'user', content },
        ],
      });
      const text = response.choices[0]?.message?.content?.trim();
      if (!text) throw new Error('the model returned no text');
      return text;
    } catch (error) {
      throw new DomainError('BAD_GATEWAY', `The AI model did not answer: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
