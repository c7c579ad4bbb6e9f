import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphqlErrorFormatter, withoutSuggestion } from './format-error.js';

describe('suggestions', () => {
  it('are cut from every message when off: fields, arguments and enum values', () => {
    expect(withoutSuggestion('Cannot query field "assessmnts" on type "Query". Did you mean "assessments"?')).toBe(
      'Cannot query field "assessmnts" on type "Query".',
    );
    expect(
      withoutSuggestion(
        'Variable "$s" got invalid value "APPROVD"; Value "APPROVD" does not exist in "AssessmentStatus" enum. Did you mean the enum value "APPROVED"?',
      ),
    ).toBe('Variable "$s" got invalid value "APPROVD"; Value "APPROVD" does not exist in "AssessmentStatus" enum.');
    expect(withoutSuggestion('Unknown argument "x".')).toBe('Unknown argument "x".');
  });

  it('stay when on, and the formatter cuts them when off', () => {
    const error = new GraphQLError('Value "X" does not exist in "Role" enum. Did you mean the enum value "ADMIN"?', {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const formatted = { message: error.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } };
    expect(graphqlErrorFormatter({ suggestions: true })(formatted, error).message).toBe(error.message);
    expect(graphqlErrorFormatter({ suggestions: false })(formatted, error).message).toBe('Value "X" does not exist in "Role" enum.');
  });

  // withoutSuggestion is one indexOf, linear by construction; a backtracking pattern in its place
  // would not finish on these within the test timeout. The time is `npm run bench -- matching`.
  it('are cut from hostile messages', () => {
    const hostile = ' Did you mean "'.repeat(50_000);
    expect(withoutSuggestion(`x${hostile}`)).toBe('x');
    expect(withoutSuggestion(`x${'"'.repeat(100_000)}${hostile}`)).toBe(`x${'"'.repeat(100_000)}`);
  }, 30_000);
});
