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
registerEnumType(BatchStatus, { name: 'BatchStatus', description: 'pending → processing → completed, or failed when no row could be used' });

export interface BatchRowError {
  row: number;
  error: string;
}

/** A CSV upload and its processing counters. */
@ObjectType({ description: 'A CSV upload and its processing progress.' })
@Entity({ tableName: 'batch_uploads' })
@Index({ properties: ['createdAt', 'id'] })
export class BatchUpload {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Field(() => String)
  @Property({ type: 'string', length: 255 })
  fileName!: string;

  @Field(() => Int)
  @Property({ type: 'integer' })
  totalRows!: number;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  processedRows: Opt<number> = 0;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  successfulRows: Opt<number> = 0;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  failedRows: Opt<number> = 0;

  @Field(() => BatchStatus)
  @Enum({ items: () => BatchStatus, default: BatchStatus.PENDING })
  status: Opt<BatchStatus> = BatchStatus.PENDING;

  @Property({ type: 'json', default: '[]' })
  errors: Opt<BatchRowError[]> = [];

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  completedAt?: Date | null;
}
