import { inject } from 'vitest';
import { createFreshDatabase, type TestDatabase } from './postgres.js';

/**
 * A database of the test file's own, copied from the run's migrated template (global setup): what
 * a fresh database looks like once an API has migrated it, in a fraction of a second.
 */
export function createTestDatabase(label: string): Promise<TestDatabase> {
  return createFreshDatabase(inject('adminDatabaseUrl'), label, inject('templateDatabase'));
}
