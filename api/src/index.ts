/**
 * The api's public entry, imported by the worker: configuration, the composition root, the
 * modules (whose job definitions the worker registers) and the contracts of what the worker
 * builds for them. The worker reuses the domain through this file only.
 */
import 'reflect-metadata';

export { loadConfigOrExit, type Config } from './core/config.js';
export { createServices, type Services } from './services.js';
export { type PgBoss } from './core/queue.js';
export { MODULES } from './modules/index.js';
export { registerJobs, type JobDefinition, type WorkerContext, type WorkerResources } from './modules/job-definition.js';
export type { ReportModel, ReportRenderer } from './modules/report/report.jobs.js';
export { AuditAction } from './modules/audit/audit-log.entity.js';
export { ReviewStatus } from './modules/assessment/assessment.enums.js';
export { publishEvent, publishEvents } from './modules/webhook/webhook.service.js';
export { WebhookEventType, type WebhookEvent } from './modules/webhook/webhook.events.js';
