import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../core/config.js';
import type { PgBoss } from '../../core/queue.js';

/** A counterparty known by its LEI: the LEI of its latest assessment. */
export interface KnownLei {
  counterpartyId: string;
  /** Its latest assessment (alerts are raised on it). */
  assessmentId: string;
  companyName: string;
  lei: string;
}

/**
 * The counterparties whose LEI is known (the assessment module implements it:
 * assessment/known-leis.ts); a new register version is compared with the previous one for these.
 */
export interface KnownLeis {
  list(em: EntityManager): Promise<KnownLei[]>;
}

/** What a register version changed about an LEI. */
export interface LeiFieldChange {
  /** directParent, ultimateParent, registrationStatus, entityStatus, or inRegister (the record came or went). */
  field: 'directParent' | 'ultimateParent' | 'registrationStatus' | 'entityStatus' | 'inRegister';
  before: string | null;
  after: string | null;
}

/** A known counterparty whose parent or status a new register version changed. */
export interface CounterpartyLeiChange extends KnownLei {
  registerVersion: number;
  changes: LeiFieldChange[];
  /** The change in a sentence (the alert's summary). */
  summary: string;
}

/**
 * Raises the monitoring alerts and `counterparty.changed` events of a new register version, inside
 * the caller's transaction (the one that makes the version active). The alert module implements it.
 * Returns the alerts raised.
 */
export interface LeiChangeAlerts {
  raise(em: EntityManager, changes: CounterpartyLeiChange[]): Promise<number>;
}

/** What the register import job needs (the composition root supplies it). */
export interface LeiJobDeps {
  orm: MikroORM;
  knownLeis: KnownLeis;
  leiChangeAlerts: LeiChangeAlerts;
  config: Pick<Config, 'ALLOW_LOOPBACK_URLS'>;
}

/** What the register's resolvers and routes need. */
export interface LeiSurfaceDeps {
  queue: PgBoss;
  config: Pick<Config, 'ALLOW_LOOPBACK_URLS'>;
}
