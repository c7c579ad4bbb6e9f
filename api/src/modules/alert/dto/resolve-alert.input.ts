import { IsString, MaxLength } from 'class-validator';
import { NotBlank } from '../../../core/validation.js';

export class ResolveAlertInput {
  @MaxLength(2000, { message: 'note must be at most 2,000 characters' })
  @NotBlank('note is required')
  @IsString({ message: 'note is required' })
  note!: string;
}
