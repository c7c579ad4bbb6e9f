import type { AppModule } from '../app-module.js';
import { AiPrompt } from './ai-prompt.entity.js';
import { AiPromptResolver } from './ai-prompt.resolver.js';
import { registerAiPromptRoutes } from './ai-prompt.routes.js';

/** The AI prompts admins manage. */
export const aiPromptModule: AppModule = {
  entities: [AiPrompt],
  resolvers: [AiPromptResolver],
  routes: registerAiPromptRoutes,
};
