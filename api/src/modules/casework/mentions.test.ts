import { describe, expect, it } from 'vitest';
import { mentionedHandles } from './mentions.js';

describe('mentionedHandles', () => {
  it('reads e-mail handles and local parts, lowercased, once each', () => {
    expect(mentionedHandles('@Jane.Doe please check, cc @ops@bank.example and @jane.doe.')).toEqual(['jane.doe', 'ops@bank.example']);
  });

  it('ignores an @ inside a word (an e-mail address written out) and a bare @', () => {
    expect(mentionedHandles('write to risk@bank.example @ noon')).toEqual([]);
  });

  it('stays linear on a hostile run of @ signs', () => {
    const handles = mentionedHandles('@'.repeat(200_000));
    expect(handles).toEqual([]);
    expect(mentionedHandles(`${'@a '.repeat(1000)}`)).toEqual(['a']);
  });
});
