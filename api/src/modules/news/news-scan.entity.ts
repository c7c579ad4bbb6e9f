import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Assessment } from '../assessment/assessment.entity.js';
import { User } from '../user/user.entity.js';
import { ScannedArticle } from './dto/scan.types.js';

/** One negative-news scan of an assessment's company; the detail page shows the latest. */
@ObjectType({ description: 'A negative-news scan.' })
@Entity({ tableName: 'news_scans' })
@Index({ properties: ['assessment', 'createdAt'] })
export class NewsScan {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Assessment, { deleteRule: 'cascade' })
  assessment!: Assessment;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Field(() => [ScannedArticle])
  @Property({ type: 'json' })
  articles!: ScannedArticle[];

  @Field(() => Int)
  @Property({ type: 'integer' })
  negativeCount!: number;

  @Field(() => String, { description: '"ai" (risk_analysis prompt) or "offline" (adverse-media lexicon).' })
  @Property({ type: 'string', length: 16 })
  method!: 'ai' | 'offline';

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
