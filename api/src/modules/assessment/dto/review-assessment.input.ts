import { IsIn, IsInt, IsNumber, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { NotBlank } from '../../../core/validation.js';
import { DECISION_STATUSES, type DecisionStatus } from '../../kernel/assessment.enums.js';

/** A four-eyes reviewer's final decision (REST body, GraphQL arguments), bound to the revision the reviewer saw. */
export class ReviewAssessmentInput {
  @IsIn(DECISION_STATUSES, { message: 'decision must be approved, caution or rejected' })
  decision!: DecisionStatus;

  @NotBlank('reason is required')
  @IsString({ message: 'reason is required' })
  @MaxLength(2000, { message: 'reason must be at most 2,000 characters' })
  reason!: string;

  /** The assessment's revision the reviewer decided on: a review of anything else is refused (CONFLICT). */
  @IsInt({ message: 'revision (the revision of the assessment you reviewed) is required, a whole number' })
  @Min(1, { message: 'revision (the revision of the assessment you reviewed) must be at least 1' })
  revision!: number;

  /**
   * The credit limit approved, in the statements' currency: 0 to the requested limit, in cents at
   * most (the command checks the rest). Null or absent: the requested limit, on an approval or caution.
   */
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'approvedLimit must be a finite number' })
  @Min(0, { message: 'approvedLimit must be 0 or more' })
  approvedLimit?: number | null;
}
