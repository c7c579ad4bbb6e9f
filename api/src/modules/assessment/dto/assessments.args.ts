import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';
import { AssessmentSort, AssessmentStatus } from '../../kernel/assessment.enums.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Which assessments of the book, in which order: what a page of it and its CSV export share. */
@ArgsType()
export class BookArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Only companies whose name contains this text, case-insensitive, trimmed; at most 255 characters. Blank means no filter.',
  })
  @IsOptional()
  @IsString({ message: 'search must be a string' })
  @MaxLength(255, { message: 'search is too long' })
  search?: string | null;

  @Field(() => AssessmentStatus, { nullable: true, description: 'Only assessments with this status; null for all.' })
  @IsOptional()
  @IsIn(Object.values(AssessmentStatus), { message: 'status must be one of approved, caution, rejected, pending_review' })
  status?: AssessmentStatus | null;

  @Field(() => AssessmentSort, {
    nullable: true,
    defaultValue: AssessmentSort.CREATED_DESC,
    description: 'The order; null or absent: newest first. BAD_USER_INPUT (field sort) for an unknown order.',
  })
  @IsOptional()
  @IsIn(Object.values(AssessmentSort), { message: `sort must be one of ${Object.values(AssessmentSort).join(', ')}` })
  sort?: AssessmentSort | null;
}

@ArgsType()
export class AssessmentsArgs extends BookArgs {
  @Field(() => Int, {
    defaultValue: DEFAULT_PAGE_SIZE,
    description: `Page size, 1–${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}); the cost limit counts every item.`,
  })
  @IsInt({ message: 'limit must be an integer' })
  @Min(1, { message: `limit must be between 1 and ${MAX_PAGE_SIZE}` })
  @Max(MAX_PAGE_SIZE, { message: `limit must be between 1 and ${MAX_PAGE_SIZE}` })
  limit: number = DEFAULT_PAGE_SIZE;

  @Field(() => String, {
    nullable: true,
    description:
      'The nextCursor of the previous page (with the same search, status and sort); omit for the first page. BAD_USER_INPUT (field cursor) when it is not one, or was made for another sort.',
  })
  @IsOptional()
  @IsString({ message: 'cursor must be a string' })
  cursor?: string | null;
}
