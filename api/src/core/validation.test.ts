import { IsString } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { DomainError } from './errors.js';
import { parseInput } from './validation.js';

class NoteBody {
  @IsString({ message: 'note is required' })
  note!: string;
}

describe('parseInput', () => {
  it('ignores a body\'s own "constructor" and "__proto__" keys: the rules still apply, and no TypeError', async () => {
    const parsed = await parseInput(NoteBody, JSON.parse('{"note":"ok","constructor":null,"__proto__":null}'));
    expect(parsed).toBeInstanceOf(NoteBody);
    expect(parsed.note).toBe('ok');
    const refused = await parseInput(NoteBody, { constructor: null, note: 5 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).field).toBe('note');
  });
});
