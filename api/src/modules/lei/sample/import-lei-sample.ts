import type { EntityManager } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import type { Actor } from '../../../core/principal.js';
import { importLeiRegisterCommand } from '../commands/import-lei-register.command.js';
import { runLeiImportCommand } from '../commands/run-lei-import.command.js';
import type { KnownLeis, LeiChangeAlerts } from '../lei.ports.js';
import { LEI_SAMPLE_LEVEL1, LEI_SAMPLE_LEVEL2 } from './lei-sample.js';

/**
 * Imports the fictional sample (lei-sample.ts) as a new version of the LEI register and runs the
 * import in this process, so it is active on return (the demo seed, before any worker is up). An
 * admin's. Returns the version and the outcome ('active' unless a newer import superseded it).
 */
export async function importLeiSample(
  em: EntityManager,
  deps: { queue: PgBoss; knownLeis: KnownLeis; leiChangeAlerts: LeiChangeAlerts },
  admin: Actor,
): Promise<{ version: number; outcome: 'active' | 'failed' | 'superseded' }> {
  const files = [
    { part: 'level1' as const, content: LEI_SAMPLE_LEVEL1 },
    { part: 'level2' as const, content: LEI_SAMPLE_LEVEL2 },
  ];
  const { version } = await importLeiRegisterCommand(em.fork(), deps.queue, admin, { files }, { allowLoopback: false });
  const outcome = await runLeiImportCommand(em.fork(), { version }, { ...deps, allowLoopback: false });
  return { version, outcome };
}
