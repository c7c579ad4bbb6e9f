import { testServer } from './postgres.js';
import { createTemplateDatabase } from './template.js';

export interface SharedTemplate {
  /** Connection string of the server's maintenance database. */
  adminUrl: string;
  source: string;
  /** The migrated template database. */
  name: string;
  /** Gives this project's use back; the last one drops the template and stops an embedded server. */
  release(): Promise<void>;
}

interface Shared {
  users: number;
  ready: Promise<{ server: Awaited<ReturnType<typeof testServer>>; template: Awaited<ReturnType<typeof createTemplateDatabase>> }>;
}

// On globalThis: the integration and e2e global setups run in one process, possibly each with its
// own copy of this module, and share one server and one template.
const KEY = Symbol.for('counterparty.test.template');

/** The run's PostgreSQL server and migrated template database, made by the first project that asks. */
export async function sharedTemplate(): Promise<SharedTemplate> {
  const scope = globalThis as typeof globalThis & { [KEY]?: Shared };
  const shared = (scope[KEY] ??= {
    users: 0,
    ready: (async () => {
      const server = await testServer();
      return { server, template: await createTemplateDatabase(server.adminUrl) };
    })(),
  });
  shared.users += 1;
  const { server, template } = await shared.ready;
  let released = false;
  return {
    adminUrl: server.adminUrl,
    source: server.source,
    name: template.name,
    release: async () => {
      if (released) return;
      released = true;
      shared.users -= 1;
      if (shared.users > 0) return;
      delete scope[KEY];
      if (!process.env.KEEP_TEST_DB) await template.drop();
      await server.stop();
    },
  };
}
