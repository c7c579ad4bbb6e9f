import type { DomainModule } from '../../core/module.js';
import { Alert } from './alert.entity.js';

/** Alerts raised by monitoring after the decision, resolved with a note. */
export const alertModule: DomainModule = {
  entities: [Alert],
};
