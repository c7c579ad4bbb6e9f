import { IsBoolean, IsIn, IsInt, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { compose, NotBlank } from '../../../core/validation.js';
import { AiModel, PromptCategory } from '../ai-prompt.entity.js';

const Rules = {
  name: () => compose(MaxLength(255, { message: 'Name is too long' }), NotBlank('Name is required')),
  description: () => compose(IsOptional(), MaxLength(2000, { message: 'Description is too long' })),
  promptText: () => compose(MaxLength(20_000, { message: 'Prompt text is too long' }), NotBlank('Prompt text is required')),
  model: () => IsIn(Object.values(AiModel), { message: `Model must be one of ${Object.values(AiModel).join(', ')}` }),
  temperature: () =>
    compose(Max(100, { message: 'Temperature must be between 0 and 100' }), Min(0, { message: 'Temperature must be between 0 and 100' }), IsInt({ message: 'Temperature must be a whole number (0-100)' })),
  maxTokens: () =>
    compose(Max(4000, { message: 'Max tokens must be between 100 and 4000' }), Min(100, { message: 'Max tokens must be between 100 and 4000' }), IsInt({ message: 'Max tokens must be a whole number' })),
  enabled: () => IsBoolean({ message: 'enabled must be true or false' }),
  category: () => IsIn(Object.values(PromptCategory), { message: `Category must be one of ${Object.values(PromptCategory).join(', ')}` }),
};

@InputType({ description: 'An AI prompt. Defaults: model gpt-4o-mini, temperature 70 (0.7), maxTokens 1000, enabled, category general.' })
export class CreateAiPromptInput {
  @Field(() => String) @Rules.name() name!: string;
  @Field(() => String, { nullable: true }) @Rules.description() description?: string | null;
  @Field(() => String) @Rules.promptText() promptText!: string;
  @Field(() => AiModel, { nullable: true }) @IsOptional() @Rules.model() model?: AiModel;
  @Field(() => Int, { nullable: true, description: '0-100; sent to the model divided by 100.' }) @IsOptional() @Rules.temperature() temperature?: number;
  @Field(() => Int, { nullable: true, description: '100-4000.' }) @IsOptional() @Rules.maxTokens() maxTokens?: number;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @Rules.enabled() enabled?: boolean;
  @Field(() => PromptCategory, { nullable: true }) @IsOptional() @Rules.category() category?: PromptCategory;
}

@InputType({ description: 'A partial prompt change; a toggle sends only enabled.' })
export class UpdateAiPromptInput {
  @Field(() => String, { nullable: true }) @IsOptional() @Rules.name() name?: string;
  @Field(() => String, { nullable: true }) @Rules.description() description?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Rules.promptText() promptText?: string;
  @Field(() => AiModel, { nullable: true }) @IsOptional() @Rules.model() model?: AiModel;
  @Field(() => Int, { nullable: true }) @IsOptional() @Rules.temperature() temperature?: number;
  @Field(() => Int, { nullable: true }) @IsOptional() @Rules.maxTokens() maxTokens?: number;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @Rules.enabled() enabled?: boolean;
  @Field(() => PromptCategory, { nullable: true }) @IsOptional() @Rules.category() category?: PromptCategory;
}
