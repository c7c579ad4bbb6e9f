import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';
import type { Scorecard } from './scorecard.js';

/** Who saved a version, as they were named then: kept when the account is deleted. */
export interface ScorecardAuthor {
  firstName: string;
  lastName: string;
}

/**
 * The credit scorecard after one change, never edited: the latest version scores new assessments,
 * and each analysis names the version that scored it (versioned like rule sets).
 */
@Entity({ tableName: 'scorecard_versions' })
export class ScorecardVersion {
  /** The version number. */
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  user?: User | null;

  /** The author's name as it stood when the version was saved; null for the default version. */
  @Property({ type: 'json', nullable: true })
  author?: ScorecardAuthor | null;

  /** Why the change was made; at most 2,000 characters. */
  @Property({ type: 'text', nullable: true })
  note?: string | null;

  @Property({ type: 'json' })
  scorecard!: Scorecard;
}
