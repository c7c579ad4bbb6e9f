import type { MikroORM } from '@mikro-orm/postgresql';

/** What the health job needs. */
export interface SystemJobDeps {
  orm: MikroORM;
}
