import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * An admin's override of a counterparty's grade hold (the cooldown after a downgrade): until
 * `until`, new assessments are graded on their score alone. Kept, never edited, so the audit shows
 * who lifted which hold, why and for how long; a later downgrade starts a new hold the override
 * does not cover.
 */
@Entity({ tableName: 'grade_hold_overrides' })
@Index({ properties: ['counterpartyId', 'createdAt'] })
export class GradeHoldOverride {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  counterpartyId!: string;

  @Property({ type: 'text' })
  reason!: string;

  @Property({ type: 'datetime' })
  until!: Date;

  /** Not a foreign key: the record outlives the account; `byName` says who it was. */
  @Property({ type: 'uuid' })
  byId!: string;

  @Property({ type: 'string', length: 255 })
  byName!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
