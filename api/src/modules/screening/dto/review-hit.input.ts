import { IsIn, IsString, MaxLength } from 'class-validator';
import { NotBlank } from '../../../core/validation.js';
import { HitDecisionValue } from './assessment-screening.types.js';

/** A reviewer's finding on a screening hit (REST body, GraphQL arguments). */
export class ReviewHitInput {
  @IsIn(Object.values(HitDecisionValue), { message: 'decision must be confirmed or false_positive' })
  decision!: HitDecisionValue;

  @NotBlank('reason is required')
  @IsString({ message: 'reason is required' })
  @MaxLength(2000, { message: 'reason must be at most 2,000 characters' })
  reason!: string;
}
