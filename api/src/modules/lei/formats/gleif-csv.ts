import { LeiFormatError } from './lei-format-error.js';

/**
 * GLEIF golden copy CSV files (LEI-CDF Level 1, RR-CDF Level 2): columns are picked by their header
 * name, the others (a real Level 1 file has about 200) ignored.
 */

/** The Level 1 columns read, by the name the import gives them. */
export const LEVEL1_COLUMNS = {
  lei: 'LEI',
  legalName: 'Entity.LegalName',
  legalLine1: 'Entity.LegalAddress.FirstAddressLine',
  legalLine2: 'Entity.LegalAddress.AdditionalAddressLine.1',
  legalLine3: 'Entity.LegalAddress.AdditionalAddressLine.2',
  legalLine4: 'Entity.LegalAddress.AdditionalAddressLine.3',
  legalCity: 'Entity.LegalAddress.City',
  legalRegion: 'Entity.LegalAddress.Region',
  legalCountry: 'Entity.LegalAddress.Country',
  legalPostalCode: 'Entity.LegalAddress.PostalCode',
  hqLine1: 'Entity.HeadquartersAddress.FirstAddressLine',
  hqLine2: 'Entity.HeadquartersAddress.AdditionalAddressLine.1',
  hqLine3: 'Entity.HeadquartersAddress.AdditionalAddressLine.2',
  hqLine4: 'Entity.HeadquartersAddress.AdditionalAddressLine.3',
  hqCity: 'Entity.HeadquartersAddress.City',
  hqRegion: 'Entity.HeadquartersAddress.Region',
  hqCountry: 'Entity.HeadquartersAddress.Country',
  hqPostalCode: 'Entity.HeadquartersAddress.PostalCode',
  jurisdiction: 'Entity.LegalJurisdiction',
  raId: 'Entity.RegistrationAuthority.RegistrationAuthorityID',
  raEntityId: 'Entity.RegistrationAuthority.RegistrationAuthorityEntityID',
  entityStatus: 'Entity.EntityStatus',
  registrationStatus: 'Registration.RegistrationStatus',
  initialRegistrationDate: 'Registration.InitialRegistrationDate',
  lastUpdateDate: 'Registration.LastUpdateDate',
  nextRenewalDate: 'Registration.NextRenewalDate',
} as const;

/** Without these a Level 1 file is not one. */
export const LEVEL1_REQUIRED = ['lei', 'legalName', 'legalCountry', 'entityStatus', 'registrationStatus'] as const;

export const LEVEL2_COLUMNS = {
  child: 'Relationship.StartNode.NodeID',
  parent: 'Relationship.EndNode.NodeID',
  type: 'Relationship.RelationshipType',
  status: 'Relationship.RelationshipStatus',
} as const;

export const LEVEL2_REQUIRED = ['child', 'parent', 'type', 'status'] as const;

/** A record as the import reads it: the picked columns by name ('' when absent). */
export type PickedRecord<Name extends string> = Record<Name, string>;

/** A header wider than this is not a GLEIF file (Level 1 has about 200 columns). */
const MAX_COLUMNS = 1000;

/**
 * The positions of `columns` in a header (its cells), -1 for one it lacks; every `required` column
 * must be there (LeiFormatError naming the missing ones). `label` names the file in errors.
 */
export function headerIndexes<Name extends string>(
  header: readonly string[],
  columns: Readonly<Record<Name, string>>,
  required: readonly NoInfer<Name>[],
  label: string,
): number[] {
  if (header.length > MAX_COLUMNS) throw new LeiFormatError(`${label}: the header has more than ${MAX_COLUMNS} columns`);
  // The byte order mark some exports start with is not part of the first column's name.
  const position = new Map(header.map((cell, i) => [(i === 0 ? cell.replace(/^\uFEFF/, '') : cell).trim(), i]));
  const missing = required.filter((name) => !position.has(columns[name]));
  if (missing.length) {
    throw new LeiFormatError(
      `${label}: the header lacks ${missing.map((name) => columns[name]).join(', ')} — is it a GLEIF ${label} CSV file?`,
    );
  }
  return (Object.keys(columns) as Name[]).map((name) => position.get(columns[name]) ?? -1);
}

/** The cells of `values` (in the order of `columns`' keys) by name. */
export function pick<Name extends string>(columns: Readonly<Record<Name, string>>, values: readonly string[]): PickedRecord<Name> {
  const record = {} as Record<string, string>;
  (Object.keys(columns) as Name[]).forEach((name, i) => (record[name] = (values[i] ?? '').trim()));
  return record as PickedRecord<Name>;
}
