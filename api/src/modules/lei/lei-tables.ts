import type { SqlRunner } from '../../core/sql.js';

/**
 * The tables of one register version, created by its import (raw SQL: their names carry the version,
 * so the ORM's schema generator skips them, core/orm.ts) and dropped when the version fails or is
 * superseded. Table names are built from the integer version only, never from input.
 */
export const recordsTable = (version: number) => `lei_records_${Math.trunc(version)}`;
export const relationshipsTable = (version: number) => `lei_relationships_${Math.trunc(version)}`;

/** What the ORM's schema generator must leave alone (core/orm.ts `skipTables`). */
export const LEI_VERSION_TABLES = /^lei_(records|relationships)_\d+$/;

/** The columns of a Level 1 record row, in COPY order. */
export const RECORD_COLUMNS = [
  'lei',
  'legal_name',
  'name_key',
  'name_tokens',
  'legal_address',
  'hq_address',
  'jurisdiction',
  'ra_id',
  'ra_entity_id',
  'entity_status',
  'registration_status',
  'initial_registration_date',
  'last_update_date',
  'next_renewal_date',
] as const;

/** The tables of `version`, without indexes (they are built once the rows are in). */
export const createTablesSql = (version: number) => [
  `create table ${recordsTable(version)} (
     lei text not null, legal_name text not null, name_key text not null, name_tokens text[] not null,
     legal_address jsonb not null, hq_address jsonb, jurisdiction text, ra_id text, ra_entity_id text,
     entity_status text not null, registration_status text not null,
     initial_registration_date text, last_update_date text, next_renewal_date text)`,
  // kind: 'direct' (IS_DIRECTLY_CONSOLIDATED_BY) or 'ultimate' (IS_ULTIMATELY_CONSOLIDATED_BY).
  `create table ${relationshipsTable(version)} (child_lei text not null, parent_lei text not null, kind text not null)`,
];

/** The indexes lookups use: the LEI (unique: a duplicate fails the import), the name's tokens and key. */
export const recordIndexesSql = (version: number) => [
  `create unique index ${recordsTable(version)}_lei on ${recordsTable(version)} (lei)`,
  `create index ${recordsTable(version)}_tokens on ${recordsTable(version)} using gin (name_tokens)`,
  `create index ${recordsTable(version)}_key on ${recordsTable(version)} (name_key)`,
];

export const relationshipIndexesSql = (version: number) => [
  `create unique index ${relationshipsTable(version)}_child on ${relationshipsTable(version)} (child_lei, kind)`,
];

/** Drops the tables of `version` (a failed, superseded or replaced version); nothing when they are gone. */
export async function dropVersionTables(run: SqlRunner, version: number): Promise<void> {
  await run(`drop table if exists ${recordsTable(version)}, ${relationshipsTable(version)}`);
}

/**
 * Drops the tables of every version but `keep` (the active one): what an import that died with its
 * worker left behind. Called before an import writes.
 */
export async function dropStaleTables(run: SqlRunner, keep: readonly number[]): Promise<void> {
  const rows = await run<{ tablename: string }>(
    `select tablename from pg_tables where schemaname = current_schema() and tablename ~ '^lei_(records|relationships)_[0-9]+$'`,
  );
  for (const { tablename } of rows) {
    const version = Number(tablename.slice(tablename.lastIndexOf('_') + 1));
    if (!keep.includes(version)) await run(`drop table if exists ${tablename}`);
  }
}
