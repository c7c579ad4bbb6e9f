/**
 * Hosts the embedded PostgreSQL for `npm start`, in a process group of its own (the supervisor
 * spawns it detached): a Ctrl-C in the terminal reaches the supervisor, the API and the worker, but
 * not the database, so the database stops last, after everything that uses it has closed its
 * connections. Tells the supervisor the URL on its IPC channel once the server is up; stops the
 * server and exits on a "stop" message, or when the supervisor is gone (the channel closes).
 * Usage (by start-all only): embedded-db-host <data dir> <port> <database>
 */
import { startEmbeddedPostgres } from '../core/database.js';

const [dir, port, name] = process.argv.slice(2);
if (!process.send || !dir || !port || !name) {
  console.error('embedded-db-host is started by npm start');
  process.exit(2);
}
const database = await startEmbeddedPostgres(dir, Number(port), name);
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await database.stop();
  process.exit(0);
}
process.on('message', (message) => {
  if (message === 'stop') void stop();
});
process.on('disconnect', () => void stop());
// Signals sent to this process alone (not the terminal's: it has a group of its own) stop it too.
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.send({ url: database.url });
