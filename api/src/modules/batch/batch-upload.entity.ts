import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../user/user.entity.js';

export enum BatchStatus {
  PENDING = 'pending',
  PROCESSING = 'processing',
  COMPLETED = 'completed',
  FAILED = 'failed',
}

export interface BatchRowError {
  row: number;
  error: string;
}

/** A CSV upload and its processing counters. */
@Entity({ tableName: 'batch_uploads' })
@Index({ properties: ['createdAt', 'id'] })
export class BatchUpload {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ type: 'string', length: 255 })
  fileName!: string;

  @Property({ type: 'integer' })
  totalRows!: number;

  @Property({ type: 'integer', default: 0 })
  processedRows: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  successfulRows: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  failedRows: Opt<number> = 0;

  @Enum({ items: () => BatchStatus, default: BatchStatus.PENDING })
  status: Opt<BatchStatus> = BatchStatus.PENDING;

  @Property({ type: 'json', default: '[]' })
  errors: Opt<BatchRowError[]> = [];

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', nullable: true })
  completedAt?: Date | null;
}
