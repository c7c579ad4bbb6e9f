import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  consonantSkeleton,
  editDistance,
  foldSpelling,
  joinedSimilarity,
  prepareToken,
  soundKey,
  tokenSimilarity,
} from './token-similarity.js';

const similarity = (a: string, b: string, useSkeleton = false) => tokenSimilarity(prepareToken(a), prepareToken(b), useSkeleton);
const acrossScripts = (a: string, b: string) => tokenSimilarity(prepareToken(a), prepareToken(b), { crossScript: true });

describe('tokenSimilarity', () => {
  it('folds transliteration variants', () => {
    for (const [a, b] of [
      ['yuriy', 'iurii'],
      ['yevgeniy', 'evgeny'],
      ['fyodorov', 'fedorov'],
      ['khodakovskiy', 'hodakovsky'],
      ['nicolai', 'nikolai'],
    ]) {
      expect(similarity(a, b)).toEqual({ similarity: 0.97, basis: 'transliteration' });
    }
  });

  it('allows about one typo per five letters in long words', () => {
    expect(similarity('vinogradov', 'vinogradof').basis).toBe('typo');
    expect(similarity('gazprom', 'gazpron').basis).toBe('typo');
    expect(similarity('melli', 'mellat').basis).toBeNull();
    expect(similarity('pechoraneft', 'pechorainvest').basis).toBeNull();
  });

  it('allows one edit in five-letter words: high when it sounds the same or swaps letters, low otherwise', () => {
    expect(similarity('dudin', 'dutin')).toEqual({ similarity: 0.85, basis: 'phonetic' });
    expect(similarity('hasan', 'hasen')).toEqual({ similarity: 0.9, basis: 'phonetic' });
    expect(similarity('barso', 'basro')).toEqual({ similarity: 0.85, basis: 'typo' });
    expect(similarity('vesta', 'vesna')).toEqual({ similarity: 0.65, basis: 'typo' });
    expect(similarity('karlo', 'karo')).toEqual({ similarity: 0.65, basis: 'typo' });
    // A different first consonant is another word.
    expect(similarity('baker', 'paker').basis).toBeNull();
    expect(similarity('omara', 'umara').basis).toBe('phonetic');
  });

  it('allows no edit in four-letter words unless transliterated, and sound-alikes of two or three letters', () => {
    expect(similarity('vela', 'vila').basis).toBeNull();
    expect(acrossScripts('sung', 'song')).toEqual({ similarity: 0.9, basis: 'phonetic' });
    expect(similarity('xu', 'su')).toEqual({ similarity: 0.8, basis: 'phonetic' });
    expect(similarity('bao', 'pao').basis).toBe('phonetic');
    expect(similarity('lin', 'lan').basis).toBeNull();
    expect(similarity('kim', 'kin').basis).toBeNull();
  });

  it('reads doubled letters and a plural or possessive s as slips', () => {
    expect(similarity('jorrge', 'jorge')).toEqual({ similarity: 0.92, basis: 'typo' });
    expect(similarity('joon', 'jon')).toEqual({ similarity: 0.92, basis: 'typo' });
    expect(similarity('bakers', 'baker')).toEqual({ similarity: 0.9, basis: 'typo' });
  });

  it('knows given-name variants from the table, not translations', () => {
    expect(similarity('bill', 'william')).toEqual({ similarity: 0.9, basis: 'nickname' });
    expect(similarity('sasha', 'aleksandr').basis).toBe('nickname');
    expect(similarity('pepe', 'jose').basis).toBe('nickname');
    expect(similarity('peggy', 'margaret').basis).toBe('nickname');
    expect(similarity('john', 'juan').basis).toBeNull();
  });

  it('reads spellings of one particle as the same word', () => {
    expect(similarity('ibn', 'bin')).toEqual({ similarity: 0.97, basis: 'transliteration' });
    expect(similarity('el', 'al').basis).toBe('transliteration');
    expect(similarity('abu', 'bin').basis).toBeNull();
  });

  it('takes two letters that begin a long word for a cut-off word, but not a particle', () => {
    expect(similarity('ka', 'karimov')).toEqual({ similarity: 0.8, basis: 'initial' });
    expect(similarity('al', 'alvarez').basis).toBeNull();
  });

  it('across scripts, compares consonants (loanwords) and Greek names without their ending', () => {
    // "Менеджер" written in Cyrillic transliterates to "menedzher".
    expect(acrossScripts('menedzher', 'manager').basis).toBe('skeleton');
    expect(similarity('menedzher', 'manager').basis).toBeNull();
    expect(acrossScripts('stefanos', 'stefan')).toEqual({ similarity: 0.9, basis: 'transliteration' });
    expect(similarity('stefanos', 'stefan').basis).toBeNull();
  });

  it('compares consonant skeletons for Hebrew-script names, reading vav as a consonant where it fits', () => {
    expect(similarity('yvsf', 'yosef', true).basis).toBe('skeleton');
    expect(similarity('lvy', 'levi', true).basis).toBe('skeleton');
    expect(similarity('dvd', 'dodi', true).basis).toBeNull();
  });

  it('compares consonant skeletons for Arabic-script names', () => {
    expect(similarity('mhmd', 'mohammed')).toEqual({ similarity: 0.93, basis: 'skeleton' });
    expect(similarity('mhmd', 'muhammad').basis).toBe('skeleton');
    expect(similarity('ly', 'ali', true).basis).toBe('skeleton');
    expect(similarity('hsyny', 'hosseini', true).basis).toBe('skeleton');
    expect(similarity('karimi', 'kareem').basis).toBeNull();
  });

  it('matches initials against words that start with them', () => {
    expect(similarity('j', 'john')).toEqual({ similarity: 0.8, basis: 'initial' });
    expect(similarity('j', 'peter').basis).toBeNull();
  });

  it('never matches different numbers', () => {
    expect(similarity('7', '8').basis).toBeNull();
    expect(similarity('2017', '2018').basis).toBeNull();
  });

  it('is symmetric and within [0, 1]', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.boolean(), (a, b, skeleton) => {
        const forward = similarity(a, b, skeleton).similarity;
        expect(forward).toBe(similarity(b, a, skeleton).similarity);
        expect(forward).toBeGreaterThanOrEqual(0);
        expect(forward).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('joinedSimilarity', () => {
  it('meets words written together or apart only exactly, transliterated or by their consonants', () => {
    expect(joinedSimilarity(prepareToken('bluestone'), prepareToken('bluestone')).basis).toBe('exact');
    expect(joinedSimilarity(prepareToken('bluestone'), prepareToken('bluestome')).basis).toBeNull();
    expect(joinedSimilarity(prepareToken('abdulkarim'), prepareToken('bdlkrym'), { skeleton: true }).basis).toBe('skeleton');
  });
});

describe('helpers', () => {
  it('soundKey merges voiced and voiceless pairs and drops vowels', () => {
    expect(soundKey('dudin')).toBe(soundKey('tutin'));
    expect(soundKey('vesna')).not.toBe(soundKey('vesta'));
    expect(soundKey('shaw')).toBe('sf');
  });

  it('consonantSkeleton reads Arabic "p"-less and soft-g spellings alike', () => {
    expect(consonantSkeleton('perez')).toBe(consonantSkeleton('byryz'));
    expect(consonantSkeleton('dzhamal')).toBe(consonantSkeleton('jml'));
    expect(consonantSkeleton('gemma', 'soft-g')).toBe('jm');
    expect(consonantSkeleton('david', 'hard-vw')).toBe('dvd');
  });

  it('foldSpelling keeps doubles except ii', () => {
    expect(foldSpelling('taigagaz')).toBe('taigagaz');
    expect(foldSpelling('dmitriy')).toBe('dmitri');
    expect(foldSpelling('dzhokhar')).toBe('iohar');
  });

  it('consonantSkeleton drops vowels and the feminine ending', () => {
    expect(consonantSkeleton('fatimah')).toBe('ftm');
    expect(consonantSkeleton('ftmh')).toBe('ftm');
    expect(consonantSkeleton('ghasemi')).toBe('ksm');
    expect(consonantSkeleton('kaveh')).toBe('kh');
  });

  it('editDistance counts a transposition as one edit', () => {
    expect(editDistance('abcd', 'acbd')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
