import type { EntityClass } from '@mikro-orm/core';
import type { Router } from 'express';
import type { ClassType } from 'type-graphql';
import type { QueuePolicy } from '../core/queue.js';
import type { Services } from '../services.js';
import type { JobDefinition } from './job-definition.js';

/**
 * What a feature module brings to the product, declared in its `<name>.module.ts`. The modules
 * are listed once, in modules/index.ts; the ORM, the queues, the GraphQL schema and the REST
 * router are built from that list, so core/ knows no feature.
 */
export interface AppModule {
  /** The tables it owns. */
  entities?: EntityClass[];
  /** The pg-boss queues it owns (name → policy). */
  queues?: Record<string, QueuePolicy>;
  /**
   * The jobs the workers run for it (queue, pg-boss work options, handler): the worker registers
   * every module's through `registerJobs`, knowing none by name. Handlers live next to their
   * module; what only a worker holds (the PDF renderer) reaches them in the `WorkerContext` the
   * worker builds, typed here as `WorkerResources`, so the api never loads the worker's
   * dependencies (puppeteer) and the worker keeps only the building of those resources.
   */
  jobs?: JobDefinition[];
  /** Its GraphQL resolvers. */
  resolvers?: ClassType[];
  /** Its REST routes under /api. */
  routes?: (router: Router, services: Services) => void;
  /** Body parsers for its routes that take more than the 1 MB JSON default; mounted before it. */
  bodyParsers?: (router: Router) => void;
  /**
   * Middleware over every module's REST routes (the screening budget on the paths that screen),
   * mounted once the caller is known and before any body is read or route runs.
   */
  requestGuards?: (router: Router, services: Services) => void;
}
