import { IsIn, IsOptional } from 'class-validator';
import { NoteInput } from '../../../core/note-input.js';

/** The findings a screening alert's resolution may record on its hit. */
export const HIT_DECISIONS = ['confirmed', 'false_positive'] as const;
export type AlertHitDecision = (typeof HIT_DECISIONS)[number];

/** Resolving an alert: a note, and for a screening alert whose hit waits for a reviewer, the finding. */
export class ResolveAlertInput extends NoteInput {
  @IsOptional()
  @IsIn(HIT_DECISIONS, { message: 'hitDecision must be confirmed or false_positive' })
  hitDecision?: AlertHitDecision | null;
}
