import type { MikroORM } from '@mikro-orm/postgresql';
import { AnalyticsService } from '../modules/analytics/analytics.service.js';
import { AssessmentService } from '../modules/assessment/assessment.service.js';
import { AuthService } from '../modules/auth/auth.service.js';
import { LoginThrottle } from '../modules/auth/login-throttle.js';
import { RuleService } from '../modules/rule/rule.service.js';
import { UserService } from '../modules/user/user.service.js';
import { jwtSecret, type Config } from './config.js';
import { Notifications } from './notifications.js';
import { initORM } from './orm.js';

/** Everything the HTTP app, the worker and the CLI scripts share, built in one place. */
export interface Services {
  config: Config;
  databaseUrl: string;
  orm: MikroORM;
  auth: AuthService;
  users: UserService;
  rules: RuleService;
  assessments: AssessmentService;
  analytics: AnalyticsService;
  close(): Promise<void>;
}

export async function createServices(config: Config, databaseUrl: string, options: { poolMax?: number } = {}): Promise<Services> {
  const orm = await initORM(databaseUrl, options.poolMax);
  const notifications = new Notifications(databaseUrl);
  const throttle = new LoginThrottle(config.LOGIN_MAX_FAILURES, config.LOGIN_MAX_FAILURES_PER_IP, config.LOGIN_LOCKOUT_MINUTES * 60_000);
  const auth = new AuthService(orm, { jwtSecret: jwtSecret(config), sessionTtlHours: config.SESSION_TTL_HOURS, throttle, notifications });
  const users = new UserService(orm, auth);
  const rules = new RuleService(orm, notifications);
  await notifications.start();
  const assessments = new AssessmentService(orm, rules);
  const analytics = new AnalyticsService(orm);
  return {
    config,
    databaseUrl,
    orm,
    auth,
    users,
    rules,
    assessments,
    analytics,
    close: async () => {
      await notifications.stop();
      await orm.close();
    },
  };
}
