/**
 * GLEIF golden copy CSV files as the LEI register reads them: the header (the columns the import
 * reads, with some it ignores, in GLEIF's order) and generated records, for the benchmark and tests.
 */
import { leiCheckDigits } from '../api/src/modules/kernel/lei-code.js';

/** A Level 1 header: the columns read and a few of the ~200 others a real file has. */
export const LEVEL1_HEADER = [
  'LEI',
  'Entity.LegalName',
  'Entity.LegalName.xmllang',
  'Entity.OtherEntityNames.OtherEntityName.1',
  'Entity.LegalAddress.xmllang',
  'Entity.LegalAddress.FirstAddressLine',
  'Entity.LegalAddress.AddressNumber',
  'Entity.LegalAddress.AdditionalAddressLine.1',
  'Entity.LegalAddress.AdditionalAddressLine.2',
  'Entity.LegalAddress.AdditionalAddressLine.3',
  'Entity.LegalAddress.City',
  'Entity.LegalAddress.Region',
  'Entity.LegalAddress.Country',
  'Entity.LegalAddress.PostalCode',
  'Entity.HeadquartersAddress.xmllang',
  'Entity.HeadquartersAddress.FirstAddressLine',
  'Entity.HeadquartersAddress.AddressNumber',
  'Entity.HeadquartersAddress.AdditionalAddressLine.1',
  'Entity.HeadquartersAddress.AdditionalAddressLine.2',
  'Entity.HeadquartersAddress.AdditionalAddressLine.3',
  'Entity.HeadquartersAddress.City',
  'Entity.HeadquartersAddress.Region',
  'Entity.HeadquartersAddress.Country',
  'Entity.HeadquartersAddress.PostalCode',
  'Entity.RegistrationAuthority.RegistrationAuthorityID',
  'Entity.RegistrationAuthority.RegistrationAuthorityEntityID',
  'Entity.LegalJurisdiction',
  'Entity.EntityCategory',
  'Entity.LegalForm.EntityLegalFormCode',
  'Entity.EntityStatus',
  'Entity.EntityCreationDate',
  'Registration.InitialRegistrationDate',
  'Registration.LastUpdateDate',
  'Registration.RegistrationStatus',
  'Registration.NextRenewalDate',
  'Registration.ManagingLOU',
  'Registration.ValidationSources',
  'Registration.ValidationAuthority.ValidationAuthorityID',
];

export const LEVEL2_HEADER = [
  'Relationship.StartNode.NodeID',
  'Relationship.StartNode.NodeIDType',
  'Relationship.EndNode.NodeID',
  'Relationship.EndNode.NodeIDType',
  'Relationship.RelationshipType',
  'Relationship.RelationshipStatus',
  'Relationship.Period.1.startDate',
  'Registration.RegistrationStatus',
  'Registration.ManagingLOU',
];

/** A CSV cell, quoted as GLEIF quotes every cell. */
const cell = (value: string) => `"${value.replace(/"/g, '""')}"`;
export const csvLine = (cells: readonly string[]) => `${cells.map(cell).join(',')}\n`;

/** A valid LEI from an 18-character prefix. */
export const leiOf = (prefix: string) => `${prefix}${leiCheckDigits(prefix)}`;

export interface Level1Values {
  lei: string;
  name: string;
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  country: string;
  postalCode: string;
  hq?: { line1: string; city: string; country: string; postalCode: string };
  raId: string;
  raEntityId: string;
  jurisdiction: string;
  legalForm?: string;
  entityStatus?: string;
  registrationStatus?: string;
  nextRenewal?: string;
}

/** One Level 1 line in LEVEL1_HEADER's order. */
export function level1Line(v: Level1Values): string {
  const hq = v.hq ?? { line1: v.line1, city: v.city, country: v.country, postalCode: v.postalCode };
  return csvLine([
    v.lei,
    v.name,
    'en',
    '',
    'en',
    v.line1,
    '',
    v.line2 ?? '',
    '',
    '',
    v.city,
    v.region ?? '',
    v.country,
    v.postalCode,
    'en',
    hq.line1,
    '',
    '',
    '',
    '',
    hq.city,
    '',
    hq.country,
    hq.postalCode,
    v.raId,
    v.raEntityId,
    v.jurisdiction,
    'GENERAL',
    v.legalForm ?? '8888',
    v.entityStatus ?? 'ACTIVE',
    '2001-01-01T00:00:00Z',
    '2014-03-01T10:00:00Z',
    '2025-02-01T10:00:00Z',
    v.registrationStatus ?? 'ISSUED',
    v.nextRenewal ?? '2026-03-01T10:00:00Z',
    'FAKE00000000000000',
    'FULLY_CORROBORATED',
    v.raId,
  ]);
}

/** One Level 2 line in LEVEL2_HEADER's order. */
export function level2Line(child: string, parent: string, type: string, status = 'ACTIVE'): string {
  return csvLine([child, 'LEI', parent, 'LEI', type, status, '2015-01-01T00:00:00Z', 'PUBLISHED', 'FAKE00000000000000']);
}
