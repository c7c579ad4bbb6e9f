import type { DomainModule } from '../../core/module.js';
import { Counterparty } from './counterparty.entity.js';
import { GradeHoldOverride } from './grade-hold-override.entity.js';

/** Counterparties: the companies assessments are grouped under (their surface: the dossier module). */
export const counterpartyModule: DomainModule = {
  entities: [Counterparty, GradeHoldOverride],
};
