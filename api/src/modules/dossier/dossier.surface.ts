import type { SurfaceModule } from '../../core/module.js';
import { DossierResolver } from './dossier.resolver.js';
import { registerDossierRoutes } from './dossier.routes.js';

/** Counterparties as one file each: GraphQL and /api/counterparties. */
export const dossierSurface: SurfaceModule<unknown> = {
  resolvers: [DossierResolver],
  routes: (router) => registerDossierRoutes(router),
};
