import { IsBoolean, IsIn, IsInt, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { compose, NotBlank, Omittable } from '../../../core/validation.js';
import { AiModel, PromptCategory } from '../ai-prompt.entity.js';

const Rules = {
  name: () => compose(MaxLength(255, { message: 'Name is too long' }), NotBlank('Name is required')),
  description: () => compose(IsOptional(), MaxLength(2000, { message: 'Description is too long' })),
  promptText: () => compose(MaxLength(20_000, { message: 'Prompt text is too long' }), NotBlank('Prompt text is required')),
  model: () => IsIn(Object.values(AiModel), { message: `Model must be one of ${Object.values(AiModel).join(', ')}` }),
  temperature: () =>
    compose(
      Max(100, { message: 'Temperature must be between 0 and 100' }),
      Min(0, { message: 'Temperature must be between 0 and 100' }),
      IsInt({ message: 'Temperature must be a whole number (0-100)' }),
    ),
  maxTokens: () =>
    compose(
      Max(4000, { message: 'Max tokens must be between 100 and 4000' }),
      Min(100, { message: 'Max tokens must be between 100 and 4000' }),
      IsInt({ message: 'Max tokens must be a whole number' }),
    ),
  enabled: () => IsBoolean({ message: 'enabled must be true or false' }),
  category: () => IsIn(Object.values(PromptCategory), { message: `Category must be one of ${Object.values(PromptCategory).join(', ')}` }),
};

@InputType({
  description: 'A new AI prompt. Defaults: model GPT_4O_MINI, temperature 70 (0.7), maxTokens 1000, enabled, category GENERAL.',
})
export class CreateAiPromptInput {
  @Field(() => String, { description: 'Unique name (CONFLICT when taken), trimmed; at most 255 characters, not blank.' })
  @Rules.name()
  name!: string;
  @Field(() => String, { nullable: true, description: 'What the prompt is for; at most 2,000 characters. Null or blank stores none.' })
  @Rules.description()
  description?: string | null;
  @Field(() => String, { description: 'The system message sent to the model, trimmed; at most 20,000 characters, not blank.' })
  @Rules.promptText()
  promptText!: string;
  @Field(() => AiModel, { nullable: true, description: 'Default GPT_4O_MINI.' }) @IsOptional() @Rules.model() model?: AiModel;
  @Field(() => Int, {
    nullable: true,
    description: 'Sampling temperature, a whole number 0–100, divided by 100 for the model; default 70 (0.7).',
  })
  @IsOptional()
  @Rules.temperature()
  temperature?: number;
  @Field(() => Int, { nullable: true, description: 'Most tokens the model may answer with, a whole number 100–4000; default 1000.' })
  @IsOptional()
  @Rules.maxTokens()
  maxTokens?: number;
  @Field(() => Boolean, { nullable: true, description: 'Default true.' }) @IsOptional() @Rules.enabled() enabled?: boolean;
  @Field(() => PromptCategory, { nullable: true, description: 'Default GENERAL.' })
  @IsOptional()
  @Rules.category()
  category?: PromptCategory;
}

@InputType({ description: 'A partial prompt change: only the fields given change; a toggle sends only enabled.' })
export class UpdateAiPromptInput {
  @Field(() => String, {
    nullable: true,
    description: 'New unique name (CONFLICT when taken); at most 255 characters, not blank. Omitted or null: unchanged.',
  })
  @Omittable()
  @Rules.name()
  name?: string;
  @Field(() => String, { nullable: true, description: 'At most 2,000 characters. Omitted: unchanged; null or blank: removed.' })
  @Rules.description()
  description?: string | null;
  @Field(() => String, { nullable: true, description: 'At most 20,000 characters, not blank. Omitted or null: unchanged.' })
  @Omittable()
  @Rules.promptText()
  promptText?: string;
  @Field(() => AiModel, { nullable: true, description: 'Omitted or null: unchanged.' }) @Omittable() @Rules.model() model?: AiModel;
  @Field(() => Int, { nullable: true, description: 'A whole number 0–100, divided by 100 for the model. Omitted or null: unchanged.' })
  @Omittable()
  @Rules.temperature()
  temperature?: number;
  @Field(() => Int, { nullable: true, description: 'A whole number 100–4000. Omitted or null: unchanged.' })
  @Omittable()
  @Rules.maxTokens()
  maxTokens?: number;
  @Field(() => Boolean, { nullable: true, description: 'Turns the prompt on or off. Omitted or null: unchanged.' })
  @Omittable()
  @Rules.enabled()
  enabled?: boolean;
  @Field(() => PromptCategory, { nullable: true, description: 'Omitted or null: unchanged.' })
  @Omittable()
  @Rules.category()
  category?: PromptCategory;
}
