import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './core/config.js';
import { MAX_CSV_BYTES } from './modules/batch/batch-csv.js';
import { MAX_WATCHLIST_FILE_BYTES } from './modules/screening/dto/watchlist.types.js';
import { bindSurfaces } from './core/module.js';
import { SURFACES } from './modules/surfaces.js';
import type { Services } from './services.js';
import { graphqlContext, type GraphQLContext } from './graphql/context.js';
import { graphqlErrorFormatter } from './graphql/format-error.js';
import { graphqlProtection, graphqlSettings, landingPageServed } from './graphql/protection.js';
import { anonymousUploads, bodyRefused, documentLimits, multipartUploads, uploadAccess } from './graphql/request-guard.js';
import { buildAppSchema } from './graphql/schema.js';
import { jsonBody } from './http/json-body.js';
import { requestScope } from './http/request-scope.js';
import { graphqlUploadTextGuard } from './http/safe-text-guard.js';
import { securityHeaders } from './http/security-headers.js';
import { restRouter } from './rest/router.js';

export const CLIENT_DIST = path.join(PROJECT_ROOT, 'client/dist');

/** The HTTP surface: GraphQL at /graphql, the REST shim at /api, and the built client. */
export async function createApp(services: Services): Promise<{ app: Express; apollo: ApolloServer<GraphQLContext<Services>> }> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', services.config.TRUST_PROXY);
  app.use(securityHeaders({ landingPage: landingPageServed(services.config) }));

  // Size, tokens, depth, aliases, directives and cost limits (graphql/limits.ts); introspection and
  // suggestions per config; Apollo's landing page outside production only.
  // main.ts handles SIGTERM/SIGINT itself (in order: HTTP, Apollo, queue, database); Apollo's own
  // handler would stop it concurrently and leave main's shutdown waiting.
  const apollo = new ApolloServer<GraphQLContext<Services>>({
    schema: await buildAppSchema(),
    formatError: graphqlErrorFormatter(graphqlSettings(services.config)),
    stopOnTerminationSignals: false,
    ...graphqlProtection(services.config, (caller) => services.screening.admit(caller)),
  });
  await apollo.start();
  app.use(
    '/graphql',
    // The caller first: without a valid token a body stops at 64 KB and is never multipart.
    requestScope(services),
    anonymousUploads,
    // Multipart requests (uploadBatchFile, importWatchlistFile; signed-in only); Apollo's CSRF check requires a
    // preflight header on them. Each resolver holds its own file to its own limit while streaming it;
    // the caller's role bounds any file: a batch CSV's worth for users, a list file's for admins. The
    // cap stops the file's buffer, unread part included, so a resolver reading at the file's pace
    // needs room past its own limit to answer its own 413.
    multipartUploads({ user: MAX_CSV_BYTES * 2, admin: MAX_WATCHLIST_FILE_BYTES + 1 }),
    // Room for uploadBatch's 10 MB CSV as JSON text; over 1 MB it is parsed on a worker thread.
    jsonBody({ limit: MAX_CSV_BYTES * 2 + 1024 }),
    bodyRefused,
    graphqlUploadTextGuard,
    documentLimits,
    // Whether the operation's fields admit the caller, decided before its files are read.
    uploadAccess,
    expressMiddleware(apollo, { context: graphqlContext<Services>(services) }),
  );
  // Every surface with the services it declared it needs: a missing one is a compile error here.
  app.use('/api', restRouter(services, bindSurfaces(SURFACES, services)));

  if (existsSync(path.join(CLIENT_DIST, 'index.html'))) {
    app.use(express.static(CLIENT_DIST, { index: false, maxAge: '1h' }));
    // Client-side routes (/assessment/…, /admin, unknown paths for the 404 page) all load the SPA.
    app.get('/{*path}', (_req, res) => res.sendFile(path.join(CLIENT_DIST, 'index.html')));
  }
  return { app, apollo };
}
