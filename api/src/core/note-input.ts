import { IsString, MaxLength } from 'class-validator';
import { NotBlank } from './validation.js';

/** Longest note a person writes on a decision (rejecting a proposal, resolving an alert). */
export const MAX_NOTE_LENGTH = 2000;

/** A required note on a decision (REST body, GraphQL argument): 1 to 2,000 characters, not blank. */
export class NoteInput {
  @NotBlank('note is required')
  @IsString({ message: 'note is required' })
  @MaxLength(MAX_NOTE_LENGTH, { message: 'note must be at most 2,000 characters' })
  note!: string;
}
