import type { DomainModule } from '../../core/module.js';
import { RateLimit } from './rate-limit.entity.js';
import { Session } from './session.entity.js';

/** Sign-in, sessions and attempt limits. */
export const authModule: DomainModule = {
  entities: [Session, RateLimit],
};
