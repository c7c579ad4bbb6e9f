/** `npm run migrate`: applies pending migrations to DATABASE_URL (or the embedded database). */
import 'reflect-metadata';
import { loadConfigOrExit } from '../core/config.js';
import { openDatabase } from '../core/database.js';
import { initORM, migrate } from '../core/orm.js';
import { ENTITIES } from '../modules/index.js';

const config = loadConfigOrExit();
const database = await openDatabase(config);
const orm = await initORM(database.url, ENTITIES);
await migrate(orm, database.url);
console.log('migrations applied');
await orm.close();
await database.stop();
