import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, ObjectType } from 'type-graphql';
import { NotBlank } from '../../../core/validation.js';

@ArgsType()
export class SummarizeNewsArgs {
  @Field(() => String, { description: 'An http(s) news article URL.' })
  @MaxLength(2048, { message: 'URL is too long' })
  @NotBlank('Please enter a news article URL')
  url!: string;

  @Field(() => ID, { nullable: true, description: 'When given, the summary and URL are stored on this assessment (with an audit entry).' })
  @IsOptional()
  @IsString({ message: 'assessmentId must be an id' })
  assessmentId?: string | null;
}

@ObjectType()
export class NewsSummary {
  @Field(() => String) summary!: string;
  @Field(() => String, { description: 'The article title.' }) title!: string;
  @Field(() => String, { description: 'The URL finally read (after redirects).' }) url!: string;
  @Field(() => String, { description: '"ai" (the configured model) or "offline" (built-in extractive summary).' }) method!: 'ai' | 'offline';
}
