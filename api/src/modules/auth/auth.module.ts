import type { DomainModule } from '../../core/module.js';
import { RateLimit } from './rate-limit.entity.js';
import { Session } from './session.entity.js';
import { AuthChallenge } from './auth-challenge.entity.js';

/** Sign-in, sessions, one-time sign-in challenges and attempt limits. */
export const authModule: DomainModule = {
  entities: [Session, RateLimit, AuthChallenge],
};
