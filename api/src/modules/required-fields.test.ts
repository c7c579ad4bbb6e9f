import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { NoteInput } from '../core/note-input.js';
import { parseInput } from '../core/validation.js';
import { ReviewAssessmentInput } from './assessment/dto/review-assessment.input.js';
import { ChangePasswordInput } from './auth/dto/change-password.input.js';
import { LoginInput } from './auth/dto/login.input.js';
import { SummarizeNewsArgs } from './news/dto/news.types.js';
import { ReviewHitInput } from './screening/dto/review-hit.input.js';
import { CreateWebhookEndpointInput } from './webhook/dto/webhook.types.js';

/** What a body that leaves a field out is told: that the field is required, never a finer rule it cannot have broken. */
async function refusal(input: Parameters<typeof parseInput>[0], body: object): Promise<{ field?: string; message: string }> {
  try {
    await parseInput(input, body);
  } catch (error) {
    return { field: (error as { field?: string }).field, message: (error as Error).message };
  }
  throw new Error('accepted');
}

describe('a missing field is reported as required', () => {
  it.each([
    ['sign-in email', LoginInput, {}, 'Email is required'],
    ['sign-in password', LoginInput, { email: 'ana@example.com' }, 'Password is required'],
    ['current password', ChangePasswordInput, {}, 'Current password is required'],
    ['review reason', ReviewAssessmentInput, { decision: 'approved' }, 'reason is required'],
    ['hit review reason', ReviewHitInput, { decision: 'confirmed' }, 'reason is required'],
    ['decision note', NoteInput, {}, 'note is required'],
    ['webhook url', CreateWebhookEndpointInput, { events: [] }, 'url is required'],
    ['news url', SummarizeNewsArgs, {}, 'Please enter a news article URL'],
  ])('%s', async (_what, input, body, message) => {
    expect((await refusal(input, body)).message).toBe(message);
  });
});
