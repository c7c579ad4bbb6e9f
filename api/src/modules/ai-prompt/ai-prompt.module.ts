import type { DomainModule } from '../../core/module.js';
import { AiPrompt } from './ai-prompt.entity.js';

/** The AI prompts admins manage. */
export const aiPromptModule: DomainModule = {
  entities: [AiPrompt],
};
