import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Opt } from '@mikro-orm/core';

/** The state of one version of the LEI register. */
export enum LeiVersionStatus {
  /** Its import runs; lookups read the active version. */
  IMPORTING = 'importing',
  /** The version lookups read: at most one. */
  ACTIVE = 'active',
  /** Was active, or was importing when a newer import started; its records are gone. */
  SUPERSEDED = 'superseded',
  /** Its import failed (see error); nothing of it was kept. */
  FAILED = 'failed',
}

/**
 * One version of the LEI register (GLEIF golden copy files). Its records live in tables of their own,
 * `lei_records_<version>` and `lei_relationships_<version>` (lei-tables.ts), written by the import
 * with COPY, indexed once loaded and dropped when the version fails or is superseded; this row keeps
 * the version's state and progress. One transaction makes an imported version active and the
 * previous one superseded, so lookups never see half a register.
 */
@Entity({ tableName: 'lei_register_versions' })
@Index({
  name: 'lei_register_versions_one_active',
  expression: `create unique index "lei_register_versions_one_active" on "lei_register_versions" ("status") where "status" = 'active'`,
})
export class LeiRegisterVersion {
  [OptionalProps]?: 'status' | 'recordsRead' | 'relationshipsRead' | 'bytesRead' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: false })
  version!: number;

  @Enum({ items: () => LeiVersionStatus, default: LeiVersionStatus.IMPORTING })
  status: LeiVersionStatus = LeiVersionStatus.IMPORTING;

  /** 'upload' or 'url'. */
  @Property({ type: 'string', length: 10 })
  source!: string;

  @Property({ type: 'text', nullable: true, fieldName: 'level1_url' })
  level1Url?: string | null;

  @Property({ type: 'text', nullable: true, fieldName: 'level2_url' })
  level2Url?: string | null;

  /** Level 1 records read so far (progress), then kept. */
  @Property({ type: 'integer', default: 0 })
  recordsRead: number = 0;

  /** Level 2 relationship records kept (IS_DIRECTLY/ULTIMATELY_CONSOLIDATED_BY, ACTIVE). */
  @Property({ type: 'integer', default: 0 })
  relationshipsRead: number = 0;

  /** Bytes of the stored files read so far, for a progress ratio before the record count is known. */
  @Property({ type: 'double', default: 0 })
  bytesRead: number = 0;

  /** Bytes of the stored files (both levels); null until stored (a URL import fetches them first). */
  @Property({ type: 'double', nullable: true })
  bytesTotal?: number | null;

  /** Known counterparties whose parent or status the version changed (alerts raised when it became active). */
  @Property({ type: 'integer', nullable: true })
  changes?: number | null;

  @Property({ type: 'text', nullable: true })
  error?: string | null;

  @Property({ type: 'uuid', nullable: true })
  createdBy?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', nullable: true })
  activatedAt?: Date | null;
}

/**
 * An uploaded or fetched register file (`level1`, `level2`), kept in parts of at most 1 MB until its
 * import ends (core/upload-parts.ts).
 */
@Entity({ tableName: 'lei_upload_parts' })
export class LeiUploadPart {
  @PrimaryKey({ type: 'integer' })
  version!: number;

  @PrimaryKey({ type: 'string', length: 10 })
  part!: string;

  @PrimaryKey({ type: 'integer' })
  seq!: number;

  @Property({ type: 'blob' })
  data!: Buffer;
}
