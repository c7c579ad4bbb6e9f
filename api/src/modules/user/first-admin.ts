import type { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { createAccount } from './create-account.js';
import { User } from './user.entity.js';
import { Role } from '../../core/principal.js';

/**
 * Makes sure the product can be administered: with no admin in the database, creates one from
 * ADMIN_EMAIL/ADMIN_PASSWORD, or, on the embedded default, with a generated password printed once.
 * Returns what it did, for the caller to log. A boot step, so it opens its own EntityManager.
 */
export async function ensureFirstAdmin(
  orm: MikroORM,
  options: { email?: string; password?: string; embedded: boolean },
): Promise<string | undefined> {
  const em = orm.em.fork();
  if ((await em.count(User, { role: Role.ADMIN })) > 0) return undefined;
  if (options.email && options.password) {
    await createAccount(
      em,
      { email: options.email, password: options.password, firstName: 'Admin', lastName: null, approved: true, role: Role.ADMIN },
      null,
    );
    return `Created the first admin ${options.email} from ADMIN_EMAIL.`;
  }
  if (!options.embedded) {
    return 'No admin exists. Set ADMIN_EMAIL and ADMIN_PASSWORD, or run: npm run create-user -- --admin <email> <password> <first name>';
  }
  const email = options.email ?? 'admin@counterparty.local';
  const password = randomBytes(9).toString('base64url');
  await createAccount(em, { email, password, firstName: 'Admin', lastName: null, approved: true, role: Role.ADMIN }, null);
  return [
    '',
    '==============================================================',
    ' First admin created (shown only this once; keep it safe):',
    `   email:    ${email}`,
    `   password: ${password}`,
    '==============================================================',
    '',
  ].join('\n');
}
