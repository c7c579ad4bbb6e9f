/**
 * Cyrillic and Greek lower-case letters that look like Latin ones in common fonts (after Unicode's
 * confusables, UTS #39). Emails are stored lower-cased, so lower case is what others will see.
 */
const LATIN_LOOKALIKES = new Set([
  ...'аԁеёһіїјӏорԛѕԝхуүс', // Cyrillic: a d e ë h i ï j l o p q s w x y y c
  ...'αινορυχγϲϳω', // Greek: a i v o p u x y c j w
]);

const LETTER = /^\p{L}$/u;
const LATIN = /^\p{Script=Latin}$/u;

/**
 * Why an email could pass for another one, or undefined: its local part or a domain label mixes
 * Latin letters with another script (`bаrs` with a Cyrillic а), or is written wholly in Cyrillic or
 * Greek letters that all have Latin look-alikes (`рау` for "pay"). Letters of one script alone
 * (`иван@пример.рф`) and digits or punctuation are fine. One pass over the characters.
 */
export function lookAlikeEmailProblem(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  const parts = [email.slice(0, at < 0 ? email.length : at), ...(at < 0 ? [] : email.slice(at + 1).split('.'))];
  for (const part of parts) {
    let latin = false;
    let other = false;
    let allLookAlikes = true;
    for (const char of part.toLowerCase()) {
      if (!LETTER.test(char)) continue;
      if (LATIN.test(char)) latin = true;
      else other = true;
      if (!LATIN_LOOKALIKES.has(char)) allLookAlikes = false;
    }
    if (latin && other) return 'Email must not mix Latin letters with letters of another script';
    if (other && allLookAlikes) return 'Email must not be written in letters that look like Latin ones';
  }
  return undefined;
}
