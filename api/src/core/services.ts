import type { MikroORM } from '@mikro-orm/postgresql';
import { AuthService } from '../modules/auth/auth.service.js';
import { LoginThrottle } from '../modules/auth/login-throttle.js';
import { UserService } from '../modules/user/user.service.js';
import { jwtSecret, type Config } from './config.js';
import { initORM } from './orm.js';

/** Everything the HTTP app, the worker and the CLI scripts share, built in one place. */
export interface Services {
  config: Config;
  databaseUrl: string;
  orm: MikroORM;
  auth: AuthService;
  users: UserService;
  close(): Promise<void>;
}

export async function createServices(config: Config, databaseUrl: string, options: { poolMax?: number } = {}): Promise<Services> {
  const orm = await initORM(databaseUrl, options.poolMax);
  const throttle = new LoginThrottle(config.LOGIN_MAX_FAILURES, config.LOGIN_MAX_FAILURES_PER_IP, config.LOGIN_LOCKOUT_MINUTES * 60_000);
  const auth = new AuthService(orm, { jwtSecret: jwtSecret(config), sessionTtlHours: config.SESSION_TTL_HOURS, throttle });
  const users = new UserService(orm, auth);
  return {
    config,
    databaseUrl,
    orm,
    auth,
    users,
    close: () => orm.close(),
  };
}
