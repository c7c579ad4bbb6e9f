import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Assessment } from '../assessment/assessment.entity.js';
import { User } from '../user/user.entity.js';
import type { DeletedUser } from '../user/user-summary.js';
import { ScannedArticle } from './dto/scan.types.js';

/** One negative-news scan of an assessment's company; the detail page shows the latest. */
@ObjectType({
  description:
    "A negative-news scan of an assessment's company: the news feed searched for its name and country of registration, each article classified.",
})
@Entity({ tableName: 'news_scans' })
@Index({ properties: ['assessment', 'createdAt'] })
export class NewsScan {
  @Field(() => ID, { description: 'The scan id (UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Assessment, { deleteRule: 'cascade' })
  assessment!: Assessment;

  /** Who ran it; null for the scheduled re-scans of monitoring, or once the account was deleted (the name stays below). */
  @ManyToOne(() => User, { deleteRule: 'set null', index: true, nullable: true })
  user?: User | null;

  /** Who ran it, as the account stood when it was deleted (the foreign key is then null); null otherwise. */
  @Property({ type: 'json', nullable: true })
  deletedUser?: DeletedUser | null;

  @Field(() => [ScannedArticle], { description: 'Up to 20 articles from the feed, in feed order.' })
  @Property({ type: 'json' })
  articles!: ScannedArticle[];

  @Field(() => Int, { description: 'How many of the articles are negative.' })
  @Property({ type: 'integer' })
  negativeCount!: number;

  @Field(() => String, {
    description: 'How articles were classified: "ai" (the enabled RISK_ANALYSIS prompt) or "offline" (the adverse-media lexicon).',
  })
  @Property({ type: 'string', length: 16 })
  method!: 'ai' | 'offline';

  @Field(() => Date, { description: 'When the scan ran (ISO 8601 date-time, UTC).' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
