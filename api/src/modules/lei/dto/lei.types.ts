import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LeiVersionStatus } from '../lei-register-version.entity.js';

registerEnumType(LeiVersionStatus, {
  name: 'LeiVersionStatus',
  description: 'The state of a version of the LEI register. REST uses importing, active, superseded, failed.',
  valuesConfig: {
    IMPORTING: { description: 'Its import runs; lookups read the active version.' },
    ACTIVE: { description: 'The version lookups and searches read (at most one).' },
    SUPERSEDED: { description: 'Was active or importing when a newer version replaced it; its records are gone.' },
    FAILED: { description: 'Its import failed (see error); nothing of it was kept and the active version stayed.' },
  },
});

@ObjectType({ description: 'An address of a legal entity as GLEIF records it.' })
export class LeiAddress {
  @Field(() => [String], { description: 'The street lines (first address line, then the additional ones), without empty ones.' })
  lines!: string[];

  @Field(() => String, { nullable: true, description: 'The city.' })
  city!: string | null;

  @Field(() => String, { nullable: true, description: 'The region, as ISO 3166-2 (e.g. "DE-BY").' })
  region!: string | null;

  @Field(() => String, { nullable: true, description: 'The country, as ISO 3166-1 alpha-2 (e.g. "DE").' })
  country!: string | null;

  @Field(() => String, { nullable: true, description: 'The postal code.' })
  postalCode!: string | null;
}

@ObjectType({ description: 'A parent of a legal entity, from the Level 2 relationship records (active accounting consolidation).' })
export class LeiParentRef {
  @Field(() => String, { description: "The parent's LEI." })
  lei!: string;

  @Field(() => String, { nullable: true, description: "The parent's legal name; null when the parent is not in the register." })
  legalName!: string | null;

  @Field(() => String, { nullable: true, description: "The country of the parent's legal address; null when not in the register." })
  country!: string | null;

  @Field(() => String, { nullable: true, description: "The parent LEI's registration status; null when not in the register." })
  registrationStatus!: string | null;

  @Field(() => String, { description: 'IS_DIRECTLY_CONSOLIDATED_BY (direct parent) or IS_ULTIMATELY_CONSOLIDATED_BY (ultimate parent).' })
  relationship!: string;
}

@ObjectType({ description: 'A legal entity of the LEI register (GLEIF LEI-CDF Level 1 record), with its parents and a flag.' })
export class LeiRecord {
  @Field(() => String, { description: 'The Legal Entity Identifier (ISO 17442), 20 characters.' })
  lei!: string;

  @Field(() => String, { description: 'The legal name.' })
  legalName!: string;

  @Field(() => LeiAddress, { description: 'The legal (registered) address.' })
  legalAddress!: LeiAddress;

  @Field(() => LeiAddress, { nullable: true, description: 'The headquarters address; null when GLEIF has none.' })
  headquartersAddress!: LeiAddress | null;

  @Field(() => String, { nullable: true, description: 'The legal jurisdiction (ISO 3166-1 or -2 code).' })
  jurisdiction!: string | null;

  @Field(() => String, { nullable: true, description: 'The registration authority (GLEIF RA code, e.g. RA000548).' })
  registrationAuthorityId!: string | null;

  @Field(() => String, { nullable: true, description: "The entity's ID at that registration authority (its company number)." })
  registrationAuthorityEntityId!: string | null;

  @Field(() => String, { description: 'ACTIVE or INACTIVE (GLEIF EntityStatus).' })
  entityStatus!: string;

  @Field(() => String, {
    description:
      'The LEI registration status (GLEIF RegistrationStatus): ISSUED, LAPSED, RETIRED, ANNULLED, DUPLICATE, MERGED, PENDING_TRANSFER, …',
  })
  registrationStatus!: string;

  @Field(() => String, { nullable: true, description: 'When the LEI was first issued (as GLEIF writes it, ISO 8601).' })
  initialRegistrationDate!: string | null;

  @Field(() => String, { nullable: true, description: 'When its reference data was last updated (ISO 8601).' })
  lastUpdateDate!: string | null;

  @Field(() => String, { nullable: true, description: 'When its registration must be renewed (ISO 8601).' })
  nextRenewalDate!: string | null;

  @Field(() => Boolean, {
    description:
      'True when the LEI is not in good standing: LAPSED, RETIRED, ANNULLED, DUPLICATE, MERGED, PENDING_ARCHIVAL, or the entity INACTIVE.',
  })
  flagged!: boolean;

  @Field(() => String, { nullable: true, description: 'Why it is flagged, in a sentence; null when not flagged.' })
  flagReason!: string | null;

  @Field(() => LeiParentRef, { nullable: true, description: 'The direct accounting consolidation parent; null when none is reported.' })
  directParent!: LeiParentRef | null;

  @Field(() => LeiParentRef, { nullable: true, description: 'The ultimate accounting consolidation parent; null when none is reported.' })
  ultimateParent!: LeiParentRef | null;
}

@ObjectType('LeiRegisterVersion', { description: 'A version of the LEI register: one import of the GLEIF files.' })
export class LeiRegisterVersionInfo {
  @Field(() => Int, { description: 'The version number: 1 for the first import, +1 per import.' })
  version!: number;

  @Field(() => LeiVersionStatus, { description: 'Its state.' })
  status!: LeiVersionStatus;

  @Field(() => String, { description: 'How the files came: upload (files sent) or url (fetched by the worker).' })
  source!: string;

  @Field(() => String, { nullable: true, description: 'The Level 1 URL of a URL import.' })
  level1Url!: string | null;

  @Field(() => String, { nullable: true, description: 'The Level 2 URL of a URL import.' })
  level2Url!: string | null;

  @Field(() => Int, { description: 'Level 1 records read so far; once active, the records it holds.' })
  recordsRead!: number;

  @Field(() => Int, { description: 'Parent relationships kept (active direct and ultimate consolidation), once Level 2 is read.' })
  relationshipsRead!: number;

  @Field(() => Float, { description: 'Bytes of the files (unzipped) read so far.' })
  bytesRead!: number;

  @Field(() => Float, { nullable: true, description: 'Bytes of the files (unzipped); null until a URL import has fetched them.' })
  bytesTotal!: number | null;

  @Field(() => Int, { description: 'Progress, 0 to 100 (from the bytes read); 100 once active.' })
  progressPercent!: number;

  @Field(() => Int, {
    nullable: true,
    description:
      'Known counterparties whose parent or status this version changed (an alert each); null for the first version or before it is active.',
  })
  changes!: number | null;

  @Field(() => String, { nullable: true, description: 'Why the import failed (the file and record); null otherwise.' })
  error!: string | null;

  @Field(() => Date, { description: 'When the import was started.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it became the active version; null if it never did.' })
  activatedAt!: Date | null;
}

@ObjectType({ description: 'The LEI register: the version lookups read and the latest imports.' })
export class LeiRegisterState {
  @Field(() => LeiRegisterVersionInfo, { nullable: true, description: 'The active version; null before any import completed.' })
  active!: LeiRegisterVersionInfo | null;

  @Field(() => [LeiRegisterVersionInfo], { description: 'The latest versions (at most 20), newest first, with their progress.' })
  versions!: LeiRegisterVersionInfo[];
}

@ObjectType({ description: 'A queued register import; follow it with leiRegister.' })
export class LeiImportResult {
  @Field(() => Int, { description: 'The version being imported.' })
  version!: number;
}
