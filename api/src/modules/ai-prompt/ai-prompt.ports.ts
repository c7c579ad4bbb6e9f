import type { Config } from '../../core/config.js';
import type { AiPromptService } from './ai-prompt.service.js';

/** What the AI prompt resolvers and routes need. */
export interface AiPromptSurfaceDeps {
  aiPrompts: AiPromptService;
  config: Pick<Config, 'OPENAI_API_KEY'>;
}
