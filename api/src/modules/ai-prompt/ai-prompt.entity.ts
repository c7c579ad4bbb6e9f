import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum AiModel {
  GPT_4 = 'gpt-4',
  GPT_4_TURBO = 'gpt-4-turbo',
  GPT_35_TURBO = 'gpt-3.5-turbo',
  GPT_4O = 'gpt-4o',
  GPT_4O_MINI = 'gpt-4o-mini',
}

export enum PromptCategory {
  NEWS_SUMMARIZATION = 'news_summarization',
  RISK_ANALYSIS = 'risk_analysis',
  GENERAL = 'general',
}

registerEnumType(AiModel, { name: 'AiModel' });
registerEnumType(PromptCategory, { name: 'PromptCategory' });

/** A configurable prompt for the AI features; temperature is stored 0-100 and sent divided by 100. */
@ObjectType({ description: 'A configurable prompt for the AI features.' })
@Entity({ tableName: 'ai_prompts' })
export class AiPrompt {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => String)
  @Property({ type: 'string', length: 255, unique: true })
  name!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field(() => String)
  @Property({ type: 'text' })
  promptText!: string;

  @Field(() => AiModel)
  @Enum({ items: () => AiModel, default: AiModel.GPT_4O_MINI })
  model: Opt<AiModel> = AiModel.GPT_4O_MINI;

  @Field(() => Int, { description: '0-100; shown and sent divided by 100.' })
  @Property({ type: 'integer', default: 70 })
  temperature: Opt<number> = 70;

  @Field(() => Int)
  @Property({ type: 'integer', default: 1000 })
  maxTokens: Opt<number> = 1000;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  enabled: Opt<boolean> = true;

  @Field(() => PromptCategory)
  @Enum({ items: () => PromptCategory, default: PromptCategory.GENERAL })
  category: Opt<PromptCategory> = PromptCategory.GENERAL;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
