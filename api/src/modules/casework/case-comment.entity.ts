import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../user/user.entity.js';
import { Case } from './case.entity.js';

/** A comment on a case; @mentions of colleagues notify them. Comments are never edited or deleted: they are the record. */
@Entity({ tableName: 'case_comments' })
@Index({ properties: ['case', 'createdAt'] })
export class CaseComment {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Case, { deleteRule: 'cascade' })
  case!: Case;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  author?: User | null;

  @Property({ type: 'text' })
  authorName!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  mentionIds: string[] = [];

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
