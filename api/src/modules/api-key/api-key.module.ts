import type { DomainModule } from '../../core/module.js';
import { ApiKey } from './api-key.entity.js';

/** API keys: non-personal credentials for integrators (their surface: api-key.surface.ts). */
export const apiKeyModule: DomainModule = {
  entities: [ApiKey],
};
