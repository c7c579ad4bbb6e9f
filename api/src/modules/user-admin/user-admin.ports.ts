import type { AccountChangeDeps } from './commands/account-change.commands.js';
import type { CreatedAssessments, SecondFactorRemover, SessionEnder } from './account-deps.js';
import type { UserService } from './user-admin.service.js';

/** What the account resolvers and routes need. */
export interface UserSurfaceDeps extends AccountChangeDeps {
  auth: SessionEnder & SecondFactorRemover;
  users: UserService;
  assessments: CreatedAssessments;
}
