import type { AccountChangeDeps } from './commands/account-change.commands.js';
import type { UserService } from './user.service.js';

/** What the account resolvers and routes need. */
export interface UserSurfaceDeps extends AccountChangeDeps {
  users: UserService;
}
