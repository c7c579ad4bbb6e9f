import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { BigIntType, OptionalProps, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, Float, ID, ObjectType } from 'type-graphql';
import { User } from '../user/user.entity.js';

/**
 * A file kept as evidence on a case or a counterparty: its bytes in evidence_chunks (PostgreSQL,
 * 1 MiB chunks), its SHA-256, who uploaded it and when. A deletion removes the bytes and keeps this
 * record with who deleted it and why.
 */
@ObjectType({ description: 'A file kept as evidence on a case or a counterparty.' })
@Entity({ tableName: 'evidence' })
@Index({ properties: ['caseId', 'uploadedAt'] })
@Index({ properties: ['counterpartyId', 'uploadedAt'] })
export class Evidence {
  [OptionalProps]?: 'uploadedAt';

  @Field(() => ID, { description: 'The evidence id (UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => ID, { nullable: true, description: 'The case it was attached to; null when attached to the counterparty.' })
  @Property({ type: 'uuid', nullable: true })
  caseId?: string | null;

  @Field(() => ID, { description: 'The counterparty (also for evidence on one of its cases).' })
  @Property({ type: 'uuid' })
  counterpartyId!: string;

  @Field(() => String, { description: 'The file name as uploaded (at most 255 characters).' })
  @Property({ type: 'string', length: 255 })
  fileName!: string;

  @Field(() => String, { description: 'The type read from its content (application/pdf, image/png, …), not from its name.' })
  @Property({ type: 'string', length: 100 })
  contentType!: string;

  @Field(() => Float, { description: 'Its size in bytes (at most 25 MB).' })
  @Property({ type: new BigIntType('number') })
  size!: number;

  @Field(() => String, { description: 'SHA-256 of its bytes, hex.' })
  @Property({ type: 'string', length: 64 })
  sha256!: string;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  uploadedBy?: User | null;

  @Field(() => String, { description: 'Who uploaded it, by name as it was then.' })
  @Property({ type: 'text' })
  uploadedByName!: string;

  @Field(() => Date, { description: 'When it was uploaded (ISO 8601, UTC); lists are newest first.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  uploadedAt: Opt<Date> = new Date();

  @Field(() => Date, { nullable: true, description: 'When it was deleted (the record stays; the bytes are gone).' })
  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'Who deleted it, by name.' })
  @Property({ type: 'text', nullable: true })
  deletedByName?: string | null;

  @Property({ type: 'uuid', nullable: true })
  deletedById?: string | null;

  @Field(() => String, { nullable: true, description: 'Why it was deleted.' })
  @Property({ type: 'text', nullable: true })
  deleteReason?: string | null;
}

/** One chunk of an evidence file's bytes, in order. */
@Entity({ tableName: 'evidence_chunks' })
export class EvidenceChunk {
  @ManyToOne(() => Evidence, { primary: true, deleteRule: 'cascade' })
  evidence!: Evidence;

  @PrimaryKey({ type: 'integer' })
  seq!: number;

  @Property({ type: 'blob' })
  data!: Buffer;
}
