import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './core/config.js';
import { MAX_CSV_BYTES } from './modules/batch/batch-csv.js';
import type { Services } from './core/services.js';
import { principalOf, type GraphQLContext } from './graphql/context.js';
import { formatError } from './graphql/format-error.js';
import { buildAppSchema } from './graphql/schema.js';
import { restRouter } from './rest/router.js';

export const CLIENT_DIST = path.join(PROJECT_ROOT, 'client/dist');

/** The HTTP surface: GraphQL at /graphql, the REST shim at /api, and the built client. */
export async function createApp(services: Services): Promise<{ app: Express; apollo: ApolloServer<GraphQLContext> }> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', services.config.TRUST_PROXY);
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'same-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    next();
  });

  const apollo = new ApolloServer<GraphQLContext>({ schema: await buildAppSchema(), formatError, introspection: true });
  await apollo.start();
  app.use(
    '/graphql',
    // Multipart requests (uploadBatchFile); Apollo's CSRF check requires a preflight header on them.
    graphqlUploadExpress({ maxFileSize: MAX_CSV_BYTES + 1, maxFiles: 1 }),
    express.json({ limit: MAX_CSV_BYTES * 2 + 1024 }),
    expressMiddleware(apollo, {
      context: async ({ req }) => ({ services, principal: await principalOf(req, services), address: req.ip ?? 'unknown' }),
    }),
  );
  app.use('/api', restRouter(services));

  if (existsSync(path.join(CLIENT_DIST, 'index.html'))) {
    app.use(express.static(CLIENT_DIST, { index: false, maxAge: '1h' }));
    // Client-side routes (/assessment/…, /admin, unknown paths for the 404 page) all load the SPA.
    app.get('/{*path}', (_req, res) => res.sendFile(path.join(CLIENT_DIST, 'index.html')));
  }
  return { app, apollo };
}
