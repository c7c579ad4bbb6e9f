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

registerEnumType(AiModel, {
  name: 'AiModel',
  description: 'The chat model a prompt asks the OpenAI-compatible server (OPENAI_BASE_URL) for, sent by its model name.',
  valuesConfig: {
    GPT_4: { description: 'Sent as "gpt-4".' },
    GPT_4_TURBO: { description: 'Sent as "gpt-4-turbo".' },
    GPT_35_TURBO: { description: 'Sent as "gpt-3.5-turbo".' },
    GPT_4O: { description: 'Sent as "gpt-4o".' },
    GPT_4O_MINI: { description: 'Sent as "gpt-4o-mini"; the default for a new prompt.' },
  },
});
registerEnumType(PromptCategory, {
  name: 'PromptCategory',
  description:
    'The AI feature a prompt serves. A feature uses the enabled prompt of its category (the most recently changed when several are enabled); with none, or without OPENAI_API_KEY, it uses its built-in offline method.',
  valuesConfig: {
    NEWS_SUMMARIZATION: {
      description:
        'Summarizes a news article (summarizeNews): the prompt is the system message, the article title and text the user message.',
    },
    RISK_ANALYSIS: {
      description:
        'Classifies each article of a negative-news scan (scanNews); the model should answer JSON {negative, categories, evidence}, else the offline lexicon decides and the answer is kept as evidence.',
    },
    GENERAL: { description: 'Not used by a feature; for ad-hoc analysis. The default category of a new prompt.' },
  },
});

/** A configurable prompt for the AI features; temperature is stored 0-100 and sent divided by 100. */
@ObjectType({ description: 'A configurable prompt for the AI features.' })
@Entity({ tableName: 'ai_prompts' })
export class AiPrompt {
  @Field(() => ID, { description: 'The prompt id (UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => String, { description: 'Unique name shown to admins; at most 255 characters.' })
  @Property({ type: 'string', length: 255, unique: true })
  name!: string;

  @Field(() => String, {
    nullable: true,
    description: "The admins' note on what the prompt is for; at most 2,000 characters; null when none.",
  })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field(() => String, { description: 'The system message sent to the model; at most 20,000 characters.' })
  @Property({ type: 'text' })
  promptText!: string;

  @Field(() => AiModel, { description: 'The model asked.' })
  @Enum({ items: () => AiModel, default: AiModel.GPT_4O_MINI })
  model: Opt<AiModel> = AiModel.GPT_4O_MINI;

  @Field(() => Int, { description: 'Sampling temperature, 0–100; divided by 100 for the model (70 = 0.7).' })
  @Property({ type: 'integer', default: 70 })
  temperature: Opt<number> = 70;

  @Field(() => Int, { description: 'Most tokens the model may answer with, 100–4000.' })
  @Property({ type: 'integer', default: 1000 })
  maxTokens: Opt<number> = 1000;

  @Field(() => Boolean, { description: 'Only enabled prompts are used; of several enabled in a category, the most recently changed.' })
  @Property({ type: 'boolean', default: true })
  enabled: Opt<boolean> = true;

  @Field(() => PromptCategory, { description: 'The AI feature that uses the prompt.' })
  @Enum({ items: () => PromptCategory, default: PromptCategory.GENERAL })
  category: Opt<PromptCategory> = PromptCategory.GENERAL;

  @Field(() => Date, { description: 'When the prompt was created (ISO 8601 date-time, UTC).' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Field(() => Date, { description: 'When the prompt last changed (ISO 8601 date-time, UTC).' })
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
