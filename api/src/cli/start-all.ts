/**
 * `npm start`: the whole product in one command. Opens the database (embedded PostgreSQL, in a
 * process of its own, unless DATABASE_URL is set), migrates it, makes sure an admin exists, then runs the API and a worker
 * as child processes on it, restarting any that dies. `--dev` adds the Vite dev server with hot
 * reload; `--demo` runs on an embedded database of its own, seeded with fictional data on first
 * start, with fictional news of its own and no AI model (see demo-seed.ts). Started from api/dist
 * (`npm start`) it runs the compiled entries on plain node; started from the sources through tsx
 * (`npm run dev`, tests), the sources through tsx.
 */
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { loadConfigOrExit, PROJECT_ROOT } from '../core/config.js';
import { migrate } from '../core/orm.js';
import { createServices } from '../services.js';
import { ensureFirstAdmin } from '../modules/user/first-admin.js';
import { DEMO_ENV, demoBanner, demoConfig, demoState, seedDemo } from './demo-seed.js';
import { openHostedDatabase } from './hosted-database.js';
import { Supervisor } from './supervisor.js';

const dev = process.argv.includes('--dev');
const demo = process.argv.includes('--demo');
const config = demo ? demoConfig(loadConfigOrExit()) : loadConfigOrExit();
// Compiled children map stack traces to the TypeScript sources; under tsx the worker's import of
// `@counterparty/api` takes the package's "development" export (api/src) instead of api/dist.
const compiled = !import.meta.url.endsWith('.ts');
const database = await openHostedDatabase(config, compiled);
const services = await createServices(config, database.url, { poolMax: 2 });
await migrate(services.orm, database.url);
let note: string | undefined;
if (demo) {
  const state = await demoState(services.orm.em.fork());
  if (state === 'other') {
    await services.close();
    await database.stop();
    console.error(
      `--demo found data that is not the demo's in ${config.DATA_DIR}; it never seeds such a database. Remove that folder to start over.`,
    );
    process.exit(1);
  }
  if (state === 'empty') {
    console.log('Seeding the demo (fictional data)…');
    await seedDemo(services);
  }
  note = demoBanner(`http://localhost:${config.PORT}`);
} else {
  note = await ensureFirstAdmin(services.orm, {
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
    embedded: database.embedded,
  });
}
await services.close();
if (note) console.log(note);

// The children read their own config from this environment: the demo's includes DEMO_ENV.
const env = { ...process.env, DATABASE_URL: database.url, DATA_DIR: config.DATA_DIR, ...(demo ? DEMO_ENV : {}) };
const entry = (workspace: 'api' | 'worker') =>
  compiled
    ? ['--enable-source-maps', `${workspace}/dist/main.js`]
    : ['--conditions=development', '--import', 'tsx', `${workspace}/src/main.ts`];
const node =
  (args: string[], cwd = PROJECT_ROOT) =>
  () =>
    spawn(process.execPath, args, { cwd, env, stdio: 'inherit' });
// A child that dies (an out-of-memory kill, a crash) is restarted with backoff while the others
// keep serving; only a signal to this process stops everything.
const supervisor = new Supervisor();
supervisor.add('api', node(entry('api')));
supervisor.add('worker', node(entry('worker')));
if (dev) supervisor.add('vite', node([path.join(PROJECT_ROOT, 'node_modules/vite/bin/vite.js')], path.join(PROJECT_ROOT, 'client')));

// In order: the API and the worker finish and close their connections, then the database stops.
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await supervisor.stop();
  await database.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
