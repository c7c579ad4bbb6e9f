import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

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
 * Every name of an entry (caption, aliases), with its normalized key. Candidates are retrieved through
 * the token index below (watchlist_tokens, watchlist_name_tokens), not from these columns.
 * `watchlistId`/`version` are repeated from the entry so a version is deleted without a join.
 */
@Entity({ tableName: 'watchlist_names' })
@Index({ properties: ['watchlistId', 'version'] })
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

  /** The normalized tokens joined by a space (matching/normalize-name.ts). */
  @Property({ type: 'text' })
  key!: string;
}

/**
 * The token dictionary of one list version: every distinct index token once (indexTokens: the names' tokens,
 * adjacent ones joined, acronyms, Greek stems), with the spellings retrieval looks it up by
 * (matching/retrieval-keys.ts) and the number of names that contain it.
 * `folded` is compared bytewise ("C" collation) so that a prefix is a b-tree range. The folded indexes
 * lead with the list version (a small list is not searched through a big one's words), then the
 * length (a typo changes it by at most one), and carry every column the lookup reads, so the lookups
 * are index-only scans; so are the skeleton lookups.
 */
@Entity({ tableName: 'watchlist_tokens' })
@Unique({ properties: ['watchlistId', 'version', 'token'] })
@Index({
  name: 'watchlist_tokens_folded_index',
  expression:
    'create index "watchlist_tokens_folded_index" on "watchlist_tokens" ("watchlist_id", "version", length("folded"), "folded") include ("names", "id")',
})
@Index({
  name: 'watchlist_tokens_folded_reverse_index',
  expression:
    'create index "watchlist_tokens_folded_reverse_index" on "watchlist_tokens" ("watchlist_id", "version", length("folded"), reverse("folded")) include ("folded", "names", "id")',
})
@Index({
  name: 'watchlist_tokens_skeleton_index',
  expression:
    'create index "watchlist_tokens_skeleton_index" on "watchlist_tokens" ("watchlist_id", "version", "skeleton") include ("folded", "skeleton_match", "names", "id")',
})
export class WatchlistToken {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'uuid' })
  watchlistId!: string;

  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: 'text' })
  token!: string;

  /** foldSpelling(token): transliteration variants share it. */
  @Property({ type: 'text', collation: 'C' })
  folded!: string;

  /** consonantSkeleton(token), for names written without vowels. */
  @Property({ type: 'text' })
  skeleton!: string;

  /**
   * A query written in Latin letters may meet the token by its skeleton alone: some name of the version has
   * it transliterated from another script, or it has no vowel (scoring compares skeletons only then). Of the
   * other tokens with its skeleton, a Latin query reads only those within its typo allowance (vowels changed,
   * a letter doubled), not the many Latin words that share a skeleton by chance; a query from Arabic or
   * Hebrew script reads every one.
   */
  @Property({ type: 'boolean', default: false })
  skeletonMatch: boolean = false;

  /** Names of the version that contain the token: rare tokens find candidates, common ones only rank them. */
  @Property({ type: 'integer' })
  names!: number;
}

/** Postings: which names contain which token (both of the same list version). */
@Entity({ tableName: 'watchlist_name_tokens' })
export class WatchlistNameToken {
  @PrimaryKey({ type: 'bigint' })
  tokenId!: string;

  @PrimaryKey({ type: 'bigint' })
  nameId!: string;
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
