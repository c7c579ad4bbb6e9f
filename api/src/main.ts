import 'reflect-metadata';
import type { Server } from 'node:http';
import { loadConfigOrExit } from './core/config.js';
import { openDatabase } from './core/database.js';
import { migrate } from './core/orm.js';
import { createServices } from './services.js';
import { createApp } from './app.js';
import { ensureFirstAdmin } from './modules/user/first-admin.js';

const config = loadConfigOrExit();
const database = await openDatabase(config);
const services = await createServices(config, database.url);
await migrate(services.orm, database.url);
const note = await ensureFirstAdmin(services.orm, {
  email: config.ADMIN_EMAIL,
  password: config.ADMIN_PASSWORD,
  embedded: database.embedded,
});
if (note) console.log(note);

const { app, apollo } = await createApp(services);
const server: Server = app.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(
    `Counterparty API listening on http://localhost:${port} (database ${new URL(database.url).host}${new URL(database.url).pathname})`,
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  // In-flight requests finish; idle keep-alive sockets would otherwise hold the server open.
  setTimeout(() => process.exit(1), 10_000).unref();
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  await closed;
  await apollo.stop();
  await services.close();
  await database.stop();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
