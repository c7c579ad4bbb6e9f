import type { RuleSource } from '../rule/rule-source.js';
import type { AlertService } from './alert.service.js';

/** What the alert resolvers and routes need (the rules: resolving a screening alert re-decides its assessment). */
export interface AlertSurfaceDeps {
  alerts: AlertService;
  rules: RuleSource;
}
