import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { User } from '../user/user.entity.js';

export enum BatchStatus {
  PENDING = 'pending',
  PROCESSING = 'processing',
  COMPLETED = 'completed',
  FAILED = 'failed',
}
registerEnumType(BatchStatus, {
  name: 'BatchStatus',
  description: 'Where a batch upload is: PENDING → PROCESSING → COMPLETED, or FAILED when no row could be used.',
  valuesConfig: {
    PENDING: { description: 'Stored and queued; no chunk processed yet.' },
    PROCESSING: { description: 'Some chunks processed, others not yet.' },
    COMPLETED: { description: 'Every row processed and at least one became an assessment.' },
    FAILED: { description: 'Every row processed and none became an assessment.' },
  },
});

export interface BatchRowError {
  row: number;
  error: string;
}

/** A CSV upload and its processing counters. */
@ObjectType({ description: 'A CSV upload and its processing progress.' })
@Entity({ tableName: 'batch_uploads' })
@Index({ properties: ['createdAt', 'id'] })
export class BatchUpload {
  @Field(() => ID, { description: 'The batch id (UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Field(() => String, { description: 'The uploaded file name; at most 255 characters.' })
  @Property({ type: 'string', length: 255 })
  fileName!: string;

  @Field(() => Int, { description: 'Data rows in the file (the header not counted).' })
  @Property({ type: 'integer' })
  totalRows!: number;

  @Field(() => Int, { description: 'Rows processed so far (successfulRows + failedRows).' })
  @Property({ type: 'integer', default: 0 })
  processedRows: Opt<number> = 0;

  @Field(() => Int, { description: 'Rows that became assessments.' })
  @Property({ type: 'integer', default: 0 })
  successfulRows: Opt<number> = 0;

  @Field(() => Int, { description: 'Rows refused by validation (exact, even beyond the errors kept).' })
  @Property({ type: 'integer', default: 0 })
  failedRows: Opt<number> = 0;

  @Field(() => BatchStatus, { description: 'Where the batch is.' })
  @Enum({ items: () => BatchStatus, default: BatchStatus.PENDING })
  status: Opt<BatchStatus> = BatchStatus.PENDING;

  @Property({ type: 'json', default: '[]' })
  errors: Opt<BatchRowError[]> = [];

  @Field(() => Date, { description: 'When the file was uploaded (ISO 8601 date-time, UTC).' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Field(() => Date, { nullable: true, description: 'When the last row was processed (ISO 8601 date-time, UTC); null until then.' })
  @Property({ type: 'datetime', nullable: true })
  completedAt?: Date | null;
}
