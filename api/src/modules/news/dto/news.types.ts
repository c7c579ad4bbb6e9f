import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, ObjectType } from 'type-graphql';
import { NotBlank } from '../../../core/validation.js';

// The longest URL browsers and servers reliably accept.
export const MAX_URL_CHARS = 2048;

@ArgsType()
export class SummarizeNewsArgs {
  @Field(() => String, {
    description: `An http(s) news article URL at a public address (at most 5 redirects, an HTML page of at most 2 MB answered within 10 s). At most ${MAX_URL_CHARS} characters.`,
  })
  @NotBlank('Please enter a news article URL')
  @MaxLength(MAX_URL_CHARS, { message: `URL is too long (at most ${MAX_URL_CHARS} characters)` })
  url!: string;

  @Field(() => ID, {
    nullable: true,
    description: 'When given, the summary and URL are stored on this assessment (with an audit entry); only its creator or an admin may.',
  })
  @IsOptional()
  @IsString({ message: 'assessmentId must be an id' })
  assessmentId?: string | null;
}

@ObjectType({ description: 'A summary of one news article.' })
export class NewsSummary {
  @Field(() => String, { description: 'The summary: the model answer, or offline up to three of the most representative sentences.' })
  summary!: string;
  @Field(() => String, { description: 'The article title.' }) title!: string;
  @Field(() => String, { description: 'The URL finally read (after redirects).' }) url!: string;
  @Field(() => String, { description: '"ai" (the configured model) or "offline" (built-in extractive summary).' }) method!:
    'ai' | 'offline';
}
