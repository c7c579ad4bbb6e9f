import { describe, expect, it } from 'vitest';
import { DomainError } from '../../core/errors.js';
import { chunkFailureReason } from './batch-chunk-failed.job.js';

/** A thrown error as pg-boss stores it in the job's output (serialize-error: its own properties, name and message). */
const serialized = (error: Error) => JSON.parse(JSON.stringify({ ...error, name: error.name, message: error.message })) as unknown;

// pg-boss stores a failed job's error serialized, or its own timeout output.
describe('chunkFailureReason', () => {
  it("shows a domain error's message, which is safe to show", () => {
    const error = serialized(new DomainError('GATEWAY_TIMEOUT', 'Screening took longer than 5 s and was stopped.'));
    expect(chunkFailureReason(error, 6)).toBe('Not processed (6 attempts): Screening took longer than 5 s and was stopped.');
  });

  it("turns pg-boss's expiries into the time a chunk may take", () => {
    const reason = 'Not processed (6 attempts): processing took longer than the 15 s a chunk of rows may take.';
    expect(chunkFailureReason(serialized(new Error('handler execution exceeded 15s')), 6)).toBe(reason);
    expect(chunkFailureReason({ value: { message: 'job timed out' } }, 6)).toBe(reason);
  });

  it('keeps anything else in the worker log', () => {
    expect(chunkFailureReason(serialized(new Error('duplicate key value violates unique constraint "x"')), 3)).toBe(
      'Not processed (3 attempts): an unexpected error stopped it (see the worker log).',
    );
    expect(chunkFailureReason(null, 1)).toBe('Not processed (1 attempts): an unexpected error stopped it (see the worker log).');
  });
});
