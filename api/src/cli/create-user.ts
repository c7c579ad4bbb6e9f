/**
 * `npm run create-user -- [--admin] <email> <password> <first name> [last name]`
 * Creates an approved account (an analyst unless --admin) in DATABASE_URL or the embedded database.
 */
import 'reflect-metadata';
import { loadConfigOrExit } from '../core/config.js';
import { openDatabase } from '../core/database.js';
import { DomainError } from '../core/errors.js';
import { migrate } from '../core/orm.js';
import { createServices } from '../services.js';
import { Role } from '../core/principal.js';

const args = process.argv.slice(2);
const role = args.includes('--admin') ? Role.ADMIN : Role.ANALYST;
const [email, password, firstName, lastName] = args.filter((a) => a !== '--admin');
if (!email || !password || !firstName) {
  console.error('usage: npm run create-user -- [--admin] <email> <password> <first name> [last name]');
  process.exit(2);
}
const config = loadConfigOrExit();
const database = await openDatabase(config);
const services = await createServices(config, database.url);
let code = 0;
try {
  await migrate(services.orm, database.url);
  const user = await services.users.create(services.orm.em.fork(), null, { email, password, firstName, lastName, role });
  console.log(`created ${user.role} ${user.email}`);
} catch (error) {
  if (!(error instanceof DomainError)) throw error;
  console.error(`error: ${error.message}`);
  code = 1;
}
await services.close();
await database.stop();
process.exit(code);
