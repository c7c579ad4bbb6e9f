import type { DomainModule } from '../../core/module.js';
import { AccountAuditLog } from './account-audit-log.entity.js';
import { User } from './user.entity.js';

/** Accounts and their audit trail (their administration: the user-admin module). */
export const userModule: DomainModule = {
  entities: [User, AccountAuditLog],
};
