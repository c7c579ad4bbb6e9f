import { IsIn, IsString, MaxLength } from 'class-validator';
import { NotBlank } from '../../../core/validation.js';
import { AssessmentStatus } from '../assessment.enums.js';

/** A four-eyes reviewer's final decision (REST body, GraphQL arguments). */
export class ReviewAssessmentInput {
  @IsIn(Object.values(AssessmentStatus), { message: 'decision must be approved, caution or rejected' })
  decision!: AssessmentStatus;

  @NotBlank('reason is required')
  @IsString({ message: 'reason is required' })
  @MaxLength(2000, { message: 'reason must be at most 2,000 characters' })
  reason!: string;
}
