import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Running totals per status, maintained by statement-level triggers on `assessments` in the same
 * transaction as every insert, update and delete (cascades included), so analytics read a few
 * dozen rows instead of scanning the table. Spread over shards (by assessment id) so concurrent
 * writers rarely wait on the same row.
 */
@Entity({ tableName: 'assessment_stats' })
export class AssessmentStats {
  @PrimaryKey({ type: 'string', length: 16 })
  status!: string;

  @PrimaryKey({ type: 'smallint' })
  shard!: number;

  @Property({ type: 'bigint', default: 0 })
  count!: number;

  @Property({ type: 'bigint', default: 0 })
  processingMsSum!: number;

  @Property({ type: 'bigint', default: 0 })
  processingCount!: number;
}

/** Running count of each rejection reason (message of a matched reject rule), sharded likewise. */
@Entity({ tableName: 'rejection_reason_stats' })
export class RejectionReasonStats {
  @PrimaryKey({ type: 'text' })
  reason!: string;

  @PrimaryKey({ type: 'smallint' })
  shard!: number;

  @Property({ type: 'bigint', default: 0 })
  count!: number;
}

/** Running count and limit sums per credit grade and currency (the dashboard's grade figures), sharded likewise. */
@Entity({ tableName: 'credit_grade_stats' })
export class CreditGradeStats {
  @PrimaryKey({ type: 'string', length: 8 })
  grade!: string;

  @PrimaryKey({ type: 'string', length: 8 })
  currency!: string;

  @PrimaryKey({ type: 'smallint' })
  shard!: number;

  @Property({ type: 'bigint', default: 0 })
  count!: number;

  @Property({ type: 'decimal', default: 0 })
  suggestedTotal!: string;

  @Property({ type: 'bigint', default: 0 })
  approvedCount!: number;

  @Property({ type: 'decimal', default: 0 })
  approvedTotal!: string;
}
