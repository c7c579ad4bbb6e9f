/**
 * `npm start`: the whole product in one command. Opens the database (embedded PostgreSQL unless
 * DATABASE_URL is set), migrates it, makes sure an admin exists, then runs the API and a worker
 * as child processes on it. `--dev` adds the Vite dev server with hot reload.
 */
import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { loadConfigOrExit, PROJECT_ROOT } from '../core/config.js';
import { openDatabase } from '../core/database.js';
import { migrate } from '../core/orm.js';
import { createServices } from '../core/services.js';
import { ensureFirstAdmin } from '../modules/user/first-admin.js';

const dev = process.argv.includes('--dev');
const config = loadConfigOrExit();
const database = await openDatabase(config);
const services = await createServices(config, database.url, { poolMax: 2 });
await migrate(services.orm, database.url);
const note = await ensureFirstAdmin(services.orm, services.auth, {
  email: config.ADMIN_EMAIL,
  password: config.ADMIN_PASSWORD,
  embedded: database.embedded,
});
await services.close();
if (note) console.log(note);

const env = { ...process.env, DATABASE_URL: database.url };
const children: ChildProcess[] = [];
const run = (name: string, args: string[], cwd = PROJECT_ROOT) => {
  const child = spawn(process.execPath, args, { cwd, env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} exited (${signal ?? code}); stopping`);
      void stop(code ?? 1);
    }
  });
  children.push(child);
};
run('api', ['--import', 'tsx', 'api/src/main.ts']);
run('worker', ['--import', 'tsx', 'worker/src/main.ts']);
if (dev) run('vite', [path.join(PROJECT_ROOT, 'node_modules/vite/bin/vite.js')], path.join(PROJECT_ROOT, 'client'));

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await database.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
