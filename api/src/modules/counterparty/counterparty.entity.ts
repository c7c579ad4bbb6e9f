import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * A company followed over time: the assessments of one name (after the screening normaliser) and
 * one country of registration, or linked by hand. Its identity and its grade hold are stored here;
 * its decision, grade, limit and review date are those of its latest assessment, so creating an
 * assessment never contends on a shared counterparty row (only a downgrade writes to it).
 */
@Entity({ tableName: 'counterparties' })
@Unique({ properties: ['key'] })
@Index({ properties: ['createdAt', 'id'] })
export class Counterparty {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The grouping key: normalised name and country (counterpartyKey). */
  @Property({ type: 'text' })
  key!: string;

  @Property({ type: 'string', length: 255 })
  name!: string;

  @Property({ type: 'string', length: 255 })
  country!: string;

  /** Set when an admin merged this counterparty into another: new assessments of its key join that one. */
  @Property({ type: 'uuid', nullable: true, index: true })
  mergedIntoId?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  /**
   * The grade held after a downgrade (grade-hold.ts): until `gradeHoldUntil` a new assessment is
   * graded no better, unless an admin overrode the hold since `gradeHoldSetAt`.
   */
  @Property({ type: 'string', length: 1, nullable: true })
  gradeHold?: string | null;

  @Property({ type: 'datetime', nullable: true })
  gradeHoldSetAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  gradeHoldUntil?: Date | null;
}
