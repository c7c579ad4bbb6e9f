import type { DomainModule } from '../../core/module.js';
import { AccountChangeProposal } from './account-change-proposal.entity.js';
import { User } from './user.entity.js';

/** Accounts and their administration. */
export const userModule: DomainModule = {
  entities: [User, AccountChangeProposal],
};
