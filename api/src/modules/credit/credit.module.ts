import type { DomainModule } from '../../core/module.js';
import { ScorecardVersion } from './scorecard-version.entity.js';

/** Credit analysis of financial statements: the scorecard's versions (the analyses live on assessments). */
export const creditModule: DomainModule = {
  entities: [ScorecardVersion],
};
