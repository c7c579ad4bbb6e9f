import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../core/config.js';
import { EMBEDDED_DB, openDatabase, type Database } from '../core/database.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * The database of `npm start`: DATABASE_URL when set; otherwise the embedded PostgreSQL, hosted by
 * a detached child process (embedded-db-host) so that a Ctrl-C in the terminal does not stop it
 * before the API and the worker have closed their connections. `stop()` stops it last.
 */
export async function openHostedDatabase(config: Config, compiled: boolean): Promise<Database> {
  if (config.DATABASE_URL) return openDatabase(config);
  const host = compiled ? [path.join(HERE, 'embedded-db-host.js')] : ['--import', 'tsx', path.join(HERE, 'embedded-db-host.ts')];
  const child = spawn(process.execPath, [...host, path.join(config.DATA_DIR, 'pg'), String(config.EMBEDDED_PG_PORT), EMBEDDED_DB], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { url?: string }) => (message.url ? resolve(message.url) : reject(new Error('no database URL'))));
    child.once('exit', (code) => reject(new Error(`the embedded PostgreSQL did not start (exit ${code})`)));
  });
  return {
    url,
    embedded: true,
    stop: async () => {
      if (child.connected) child.send('stop');
      await exited;
    },
  };
}
