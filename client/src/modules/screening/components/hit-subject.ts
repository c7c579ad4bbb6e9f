import type { ScreeningSubjectKind } from '../../../generated/graphql';
import { subjectLabel } from '../labels';

/** What a hit's subject is to the assessment, for an assessment with its company name, key people and owners. */
export interface ScreenedParties {
  companyName: string;
  keyPeople: readonly string[];
  owners?: readonly { name: string; kind: string }[] | null;
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Who a hit is about: "Company" (the assessed company), "Person: Jane Doe" (a key person),
 * "Owner (person): Jane Doe" or "Owner (company): Alpha Holdings" (an owner screened with them).
 */
export function hitSubjectLabel(subject: { kind: ScreeningSubjectKind; name: string }, parties: ScreenedParties): string {
  const owner = (parties.owners ?? []).some((o) => o.kind === subject.kind && same(o.name, subject.name));
  if (subject.kind === 'COMPANY') {
    return same(subject.name, parties.companyName) || !owner ? subjectLabel(subject) : `Owner (company): ${subject.name}`;
  }
  const keyPerson = parties.keyPeople.some((name) => same(name, subject.name));
  return owner && !keyPerson ? `Owner (person): ${subject.name}` : subjectLabel(subject);
}

/** Who a hit is about in a question: the person's or owner's name, or "the company". */
export function hitSubjectName(subject: { kind: ScreeningSubjectKind; name: string }, companyName: string): string {
  return subject.kind === 'PERSON' || !same(subject.name, companyName) ? subject.name : 'the company';
}
