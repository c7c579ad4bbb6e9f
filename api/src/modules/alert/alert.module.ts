import type { AppModule } from '../app-module.js';
import { Alert } from './alert.entity.js';
import { AlertResolver, AssessmentAlertsResolver } from './alert.resolver.js';
import { registerAlertRoutes } from './alert.routes.js';

/** Alerts raised by monitoring after the decision, resolved with a note. */
export const alertModule: AppModule = {
  entities: [Alert],
  resolvers: [AlertResolver, AssessmentAlertsResolver],
  routes: registerAlertRoutes,
};
