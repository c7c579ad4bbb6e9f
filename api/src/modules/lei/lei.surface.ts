import type { SurfaceModule } from '../../core/module.js';
import { LeiResolver } from './lei.resolver.js';
import { registerLeiRoutes } from './lei.routes.js';
import type { LeiSurfaceDeps } from './lei.ports.js';

/** The LEI register: GraphQL (leiRecord, searchLeiRegister, leiRegister, importLeiRegister) and /api/lei, /api/lei-register. */
export const leiSurface: SurfaceModule<LeiSurfaceDeps> = {
  resolvers: [LeiResolver],
  routes: registerLeiRoutes,
};
