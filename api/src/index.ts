/**
 * The api's public entry, imported by the worker: configuration, the composition root, the domain
 * modules (whose jobs the worker binds and registers) and the contracts of what the worker builds
 * for them. The worker reuses the domain through this file only, and it reaches no HTTP surface.
 */
import 'reflect-metadata';

export { loadConfigOrExit, type Config } from './core/config.js';
export { createServices, type JobServices, type Services } from './services.js';
export { openJobServices, renderSlots, serveJobs, workerQueues } from './job-worker.js';
export { type PgBoss } from './core/queue.js';
export type { BoundJob, JobDefinition } from './core/jobs.js';
export type { ReportModel, ReportRenderer } from './modules/report/report.jobs.js';
export { AuditAction } from './modules/assessment/audit-log.entity.js';
export { ReviewStatus } from './modules/kernel/assessment.enums.js';
export { WebhookEventType, type WebhookEvent } from './modules/webhook/webhook.events.js';
export { formatInUnit, isFlat, NONE, type Unit } from './core/units.js';
export { auditFieldLabel, auditValueLabel } from './modules/assessment/audit-labels.js';
export { GRAPH_GEOMETRY as OWNERSHIP_GRAPH_GEOMETRY } from './modules/ownership/ownership-graph.js';
