import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One listed entity of one version of a list. Written by the import job in bulk statements (never
 * through the unit of work); old versions are deleted once a newer one is active.
 */
@Entity({ tableName: 'watchlist_entries' })
@Index({ properties: ['watchlistId', 'version'] })
export class WatchlistEntry {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  watchlistId!: string;

  @Property({ type: 'integer' })
  version!: number;

  /** The list's own id of the entity (FtM id, OFAC ent_num). */
  @Property({ type: 'text' })
  externalId!: string;

  @Property({ type: 'string', length: 20 })
  schema!: string;

  @Property({ type: 'text' })
  caption!: string;

  /** ISO 3166-1 alpha-2, lower case. */
  @Property({ type: 'json' })
  countries!: string[];

  @Property({ type: 'json' })
  topics!: string[];
}

/**
 * Every name of an entry (caption, aliases), with its normalized key: the trigram index on `key`
 * retrieves the candidates that scoring then ranks. `watchlistId`/`version` are repeated from the
 * entry so retrieval filters to the active versions without a join.
 */
@Entity({ tableName: 'watchlist_names' })
@Index({ properties: ['watchlistId', 'version'] })
@Index({
  name: 'watchlist_names_key_trgm',
  expression: 'create index "watchlist_names_key_trgm" on "watchlist_names" using gin ("key" gin_trgm_ops)',
})
@Index({
  name: 'watchlist_names_skeleton_key_trgm',
  expression: 'create index "watchlist_names_skeleton_key_trgm" on "watchlist_names" using gin ("skeleton_key" gin_trgm_ops)',
})
export class WatchlistName {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'uuid', index: true })
  entryId!: string;

  @Property({ type: 'uuid' })
  watchlistId!: string;

  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  key!: string;

  /** The consonant skeleton of the key (matching/retrieval-keys.ts), so Arabic-script names are retrieved. */
  @Property({ type: 'text' })
  skeletonKey!: string;
}

/**
 * An uploaded list file, kept in the database in parts of at most 1 MB until its import ends, so
 * a worker on any node can stream it (and a retry can read it again).
 */
@Entity({ tableName: 'watchlist_upload_parts' })
export class WatchlistUploadPart {
  @PrimaryKey({ type: 'uuid' })
  watchlistId!: string;

  @PrimaryKey({ type: 'integer' })
  version!: number;

  /** 'content', or 'alt' for OFAC's alt.csv. */
  @PrimaryKey({ type: 'string', length: 10 })
  part!: string;

  @PrimaryKey({ type: 'integer' })
  seq!: number;

  @Property({ type: 'blob' })
  data!: Buffer;
}
