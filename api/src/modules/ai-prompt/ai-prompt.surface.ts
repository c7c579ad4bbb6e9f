import type { SurfaceModule } from '../../core/module.js';
import type { AiPromptSurfaceDeps } from './ai-prompt.ports.js';
import { AiPromptResolver } from './ai-prompt.resolver.js';
import { registerAiPromptRoutes } from './ai-prompt.routes.js';

/** The AI prompt administration: GraphQL and /api/admin/ai-prompts, /api/admin/ai-model. */
export const aiPromptSurface: SurfaceModule<AiPromptSurfaceDeps> = {
  resolvers: [AiPromptResolver],
  routes: registerAiPromptRoutes,
};
