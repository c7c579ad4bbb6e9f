import type { DomainModule } from '../../core/module.js';
import { ChangeProposal } from './change-proposal.entity.js';

/** Four-eyes over configuration: the one record of proposed changes (rules, scorecards, ownership settings, admin accounts, API keys) and its policy. */
export const approvalModule: DomainModule = {
  entities: [ChangeProposal],
};
