import type { EntityClass } from '@mikro-orm/core';
import type { Router } from 'express';
import type { ClassType } from 'type-graphql';
import { bindJobs, type BoundJob, type JobDefinition } from './jobs.js';
import type { QueuePolicy } from './queue.js';

/**
 * A feature's domain, declared in its `<name>.module.ts`: the tables it owns, its pg-boss queues
 * and the jobs the workers run for it. The ORM, the queues and the worker are built from the list
 * of these (modules/index.ts); none of it is an HTTP surface, so the worker loads no resolver,
 * route, graphql/, rest/ or http/ file. `Deps` is what its jobs need.
 */
export interface DomainModule<Deps = never> {
  entities?: EntityClass[];
  queues?: Record<string, QueuePolicy>;
  jobs?: readonly JobDefinition<never, Deps>[];
}

/**
 * A feature's HTTP surface, declared in its `<name>.surface.ts`: its GraphQL resolvers and REST
 * routes, thin layers over its commands. `Deps` is the narrow set of services they call (resolvers
 * read them from the GraphQL context); the composition root proves it supplies them (`bindSurface`).
 */
export interface SurfaceModule<Deps = never> {
  resolvers?: readonly ClassType[];
  /** Its REST routes under /api, each declaring who may call it and the body it takes (`route`, rest/http.ts). */
  routes?: (router: Router, deps: Deps) => void;
  /** Guards mounted on their paths once the caller is known and before any body is read (budgets). */
  requestGuards?: (router: Router, deps: Deps) => void;
}

/** A surface with its dependencies: what the HTTP app mounts. */
export interface BoundSurface {
  resolvers: readonly ClassType[];
  routes(router: Router): void;
  requestGuards(router: Router): void;
}

/** Binds a surface to its dependencies; generic in `Deps`, so a missing dependency is a compile error. */
export function bindSurface<Deps>(surface: SurfaceModule<Deps>, deps: Deps): BoundSurface {
  return {
    resolvers: surface.resolvers ?? [],
    routes: (router) => surface.routes?.(router, deps),
    requestGuards: (router) => surface.requestGuards?.(router, deps),
  };
}

/** `A | B` → `A & B`: what satisfies every member of a union of dependency sets. */
type AllOf<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never;

/** The dependencies a surface declares. */
export type SurfaceDeps<S> = S extends SurfaceModule<infer Deps> ? Deps : never;

/** The dependencies a module's jobs declare. */
export type JobDeps<M> = M extends DomainModule<infer Deps> ? Deps : never;

/**
 * Binds every surface to `deps`, which must satisfy all their declarations at once: the composition
 * root's compile-time proof that it supplies every surface's dependencies.
 */
export function bindSurfaces<const S extends readonly SurfaceModule<never>[]>(
  surfaces: S,
  deps: AllOf<SurfaceDeps<S[number]>>,
): BoundSurface[] {
  return surfaces.map((surface) => bindSurface(surface as SurfaceModule<typeof deps>, deps));
}

/**
 * Binds every module's jobs to `deps`, which must satisfy all their declarations at once: the
 * worker's compile-time proof that it supplies every job's dependencies.
 */
export function bindModuleJobs<const M extends readonly DomainModule<never>[]>(modules: M, deps: AllOf<JobDeps<M[number]>>): BoundJob[] {
  return modules.flatMap((module) => bindJobs((module as DomainModule<typeof deps>).jobs, deps));
}
