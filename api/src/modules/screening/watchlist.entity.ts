import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

/** The file formats an import reads (formats/ parses them). */
export enum WatchlistFileFormat {
  FTM = 'ftm',
  OPENSANCTIONS_CSV = 'opensanctions_csv',
  OFAC_SDN_CSV = 'ofac_sdn_csv',
}
registerEnumType(WatchlistFileFormat, {
  name: 'WatchlistFormat',
  description: 'The file format of a list import.',
  valuesConfig: {
    FTM: { description: "FollowTheMoney JSON lines, OpenSanctions' entities.ftm.json." },
    OPENSANCTIONS_CSV: { description: "OpenSanctions' targets.simple.csv (with header; multiple values separated by ;)." },
    OFAC_SDN_CSV: { description: "OFAC's sdn.csv without header; its alt.csv aliases as altContent." },
  },
});

export enum WatchlistStatus {
  IMPORTING = 'importing',
  ACTIVE = 'active',
  FAILED = 'failed',
}
registerEnumType(WatchlistStatus, {
  name: 'WatchlistStatus',
  description: 'The state of the latest import of a list (screening always uses the last complete version).',
  valuesConfig: {
    IMPORTING: { description: 'An import is running; screening uses the previous version, if any.' },
    ACTIVE: { description: 'The latest import completed; screening uses it.' },
    FAILED: { description: 'The latest import failed (see error); screening uses the previous version, if any.' },
  },
});

/**
 * One sanctions or watch list. `version`/`entityCount`/`importedAt` describe the version screening
 * uses (0 until the first import completes); `status`/`error`/`importVersion`/`importProgress`
 * the latest import. Entries of other versions are invisible to screening, so a new version
 * replaces the old one at once, when its import commits the flip.
 */
@ObjectType({ description: 'A sanctions or watch list imported by an admin.' })
@Entity({ tableName: 'watchlists' })
export class Watchlist {
  [OptionalProps]?: 'status' | 'version' | 'entityCount' | 'importProgress' | 'indexVersion' | 'createdAt';

  @Field(() => ID, { description: 'The list id (UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => String, { description: 'The list name, unique (case-insensitive); at most 100 characters.' })
  @Property({ type: 'string', length: 100 })
  @Index({ name: 'watchlists_name_unique', expression: 'create unique index "watchlists_name_unique" on "watchlists" (lower("name"))' })
  name!: string;

  @Field(() => WatchlistFileFormat, { description: 'The file format of the latest import.' })
  @Enum({ items: () => WatchlistFileFormat })
  format!: WatchlistFileFormat;

  @Field(() => WatchlistStatus, { description: 'The state of the latest import.' })
  @Enum({ items: () => WatchlistStatus, default: WatchlistStatus.IMPORTING })
  status: WatchlistStatus = WatchlistStatus.IMPORTING;

  @Field(() => Int, {
    description: 'The version screening uses: 1 for the first complete import, +1 per re-import; 0 before any completed.',
  })
  @Property({ type: 'integer', default: 0 })
  version: number = 0;

  @Field(() => Int, { description: 'Entities (companies, organizations, persons, vessels) in the version screening uses.' })
  @Property({ type: 'integer', default: 0 })
  entityCount: number = 0;

  @Field(() => Date, { nullable: true, description: 'When the version screening uses was completed (ISO 8601, UTC); null before any.' })
  @Property({ type: 'datetime', nullable: true })
  importedAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'Why the latest import failed, with the line of the file; null otherwise.' })
  @Property({ type: 'text', nullable: true })
  error?: string | null;

  /** The version the running import writes; null when none runs. A newer import supersedes it. */
  @Property({ type: 'integer', nullable: true })
  importVersion?: number | null;

  @Field(() => Int, { description: 'Entities read so far by the running import (0 when none runs).' })
  @Property({ type: 'integer', default: 0 })
  importProgress: number = 0;

  @Field(() => Int, {
    nullable: true,
    description: 'Entities the running import will read, when the caller said (totalEntities); else null.',
  })
  @Property({ type: 'integer', nullable: true })
  importTotal?: number | null;

  /**
   * The SCREENING_INDEX_VERSION (token-index.ts) the active version's names and token index were written
   * with: set by every import, raised by the re-index job (watchlist-reindex.job.ts) when a release
   * changes how names are normalised or indexed. 0: written before index versions were recorded.
   */
  @Property({ type: 'integer', default: 0 })
  indexVersion: number = 0;

  @Property({ type: 'uuid', nullable: true })
  createdBy?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
