import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { OwnerKind, OWNERSHIP_LIMITS } from '../ownership.js';
import { GRAPH_GEOMETRY } from '../ownership-graph.js';

registerEnumType(OwnerKind, {
  name: 'OwnerKind',
  description: 'Who holds a share: a natural person, or a company (which may have owners of its own).',
  valuesConfig: {
    PERSON: { description: 'A natural person; one at or above the UBO threshold is a beneficial owner.' },
    COMPANY: { description: 'A company; other owners may hold shares in it (parentId).' },
  },
});

export enum OwnershipNodeKindValue {
  SUBJECT = 'SUBJECT',
  PERSON = 'PERSON',
  COMPANY = 'COMPANY',
}
registerEnumType(OwnershipNodeKindValue, {
  name: 'OwnershipNodeKind',
  description: 'What a node of the ownership graph is.',
  valuesConfig: {
    SUBJECT: { description: 'The assessed company.' },
    PERSON: { description: 'A person holding shares.' },
    COMPANY: { description: 'A company holding shares.' },
  },
});

const OWNER_FIELDS = {
  id: 'A key the client chooses for this holding: 1 to 40 letters, digits, - or _, unique in the list (owners name their parent by it).',
  parentId:
    'The id of the COMPANY owner this holding is in; null for a holding in the assessed company itself. Rows naming the same holder (same kind, same name ignoring case and punctuation) are one holder.',
  name: "The holder's name, not blank; at most 200 characters. Screened against the sanctions and watch lists.",
  kind: 'A person or a company.',
  percent: 'The share held, above 0 and at most 100 (%), stored to two decimals; the shares held in one holder add up to at most 100.',
  direct: 'True (the default) for shares held directly; false for shares held through a nominee, trust or other arrangement.',
  country: 'Country of the holder (a company: where it is registered); optional, at most 200 characters.',
  lei: "The holder's LEI (ISO 17442, check digits verified); optional.",
} as const;

@InputType({
  description: `One holding of an assessment's ownership: \`name\` holds \`percent\` % of the company, or of the company owner \`parentId\`. At most ${OWNERSHIP_LIMITS.maxOwners} holdings and ${OWNERSHIP_LIMITS.maxLevels} levels; errors name the field, e.g. owners[3].percent.`,
})
export class OwnerInput {
  @Field(() => String, { description: OWNER_FIELDS.id }) id!: string;
  @Field(() => String, { nullable: true, description: OWNER_FIELDS.parentId }) parentId?: string | null;
  @Field(() => String, { description: OWNER_FIELDS.name }) name!: string;
  @Field(() => OwnerKind, { description: OWNER_FIELDS.kind }) kind!: OwnerKind;
  @Field(() => Float, { description: OWNER_FIELDS.percent }) percent!: number;
  @Field(() => Boolean, { nullable: true, description: OWNER_FIELDS.direct }) direct?: boolean | null;
  @Field(() => String, { nullable: true, description: OWNER_FIELDS.country }) country?: string | null;
  @Field(() => String, { nullable: true, description: OWNER_FIELDS.lei }) lei?: string | null;
}

@ObjectType('Owner', { description: "One holding of an assessment's ownership, as stored (trimmed; percent to two decimals)." })
export class OwnerType {
  @Field(() => String, { description: OWNER_FIELDS.id }) id!: string;
  @Field(() => String, { nullable: true, description: OWNER_FIELDS.parentId }) parentId!: string | null;
  @Field(() => String, { description: OWNER_FIELDS.name }) name!: string;
  @Field(() => OwnerKind, { description: OWNER_FIELDS.kind }) kind!: OwnerKind;
  @Field(() => Float, { description: OWNER_FIELDS.percent }) percent!: number;
  @Field(() => Boolean, { description: OWNER_FIELDS.direct }) direct!: boolean;
  @Field(() => String, { nullable: true, description: OWNER_FIELDS.country }) country!: string | null;
  @Field(() => String, { nullable: true, description: OWNER_FIELDS.lei }) lei!: string | null;
}

@ObjectType('OwnershipPath', { description: 'One way a holder reaches the company.' })
export class OwnershipPathType {
  @Field(() => [String], { description: "The holders from the owner down to the company's direct owner." }) names!: string[];
  @Field(() => [Float], { description: 'The share (%) each of them holds in the next one (the last: in the company).' }) shares!: number[];
  @Field(() => Float, { description: 'The product of the shares (%).' }) percent!: number;
}

@ObjectType('BeneficialOwner', {
  description: 'A person whose share of the company (its paths multiplied and added) reaches the UBO threshold.',
})
export class BeneficialOwnerType {
  @Field(() => String, { description: 'The person, as first named in the owners.' }) name!: string;
  @Field(() => Float, { description: 'Their share of the company (%), to four decimals.' }) percent!: number;
  @Field(() => Boolean, { description: 'Screening found them on a list (a confirmed or unreviewed hit).' }) listed!: boolean;
  @Field(() => [OwnershipPathType], { description: 'The paths that make the share, strongest first (at most 10).' })
  paths!: OwnershipPathType[];
  @Field(() => Int, { description: 'Paths left out of `paths`.' }) morePaths!: number;
}

@ObjectType('OwnershipGraphNode', {
  description: 'A node of the ownership graph, laid out by the API (px): the client and the PDF draw the same picture.',
})
export class OwnershipGraphNodeType {
  @Field(() => String, { description: '"subject" for the company; n1, n2, … for holders.' }) id!: string;
  @Field(() => String, { description: 'The name to show.' }) label!: string;
  @Field(() => OwnershipNodeKindValue, { description: 'The company, a person or a company owner.' }) kind!: OwnershipNodeKindValue;
  @Field(() => Float, { nullable: true, description: 'Its share of the company (%); null for the company itself.' })
  effectivePercent!: number | null;
  @Field(() => Boolean, { description: 'Screening found it on a list.' }) listed!: boolean;
  @Field(() => Boolean, { description: 'A beneficial owner.' }) beneficial!: boolean;
  @Field(() => Float, { description: "Left edge of its box (px); the box is the catalog's nodeWidth × nodeHeight." }) x!: number;
  @Field(() => Float, { description: 'Top edge of its box (px).' }) y!: number;
  @Field(() => Int, { description: '0 for the company; else the longest chain from it down to the company.' }) level!: number;
}

@ObjectType('OwnershipGraphEdge', { description: 'A holding drawn in the graph: from the holder to what it holds.' })
export class OwnershipGraphEdgeType {
  @Field(() => String, { description: "The holder's node id." }) from!: string;
  @Field(() => String, { description: "The held node's id." }) to!: string;
  @Field(() => Float, { description: 'The share held (%).' }) percent!: number;
  @Field(() => Boolean, { description: 'Held directly (false: through a nominee, trust or arrangement).' }) direct!: boolean;
}

@ObjectType('OwnershipGraph', { description: 'The ownership graph: the company at the bottom, its owners above by level.' })
export class OwnershipGraphType {
  @Field(() => Float, { description: 'Width of the drawing (px).' }) width!: number;
  @Field(() => Float, { description: 'Height of the drawing (px).' }) height!: number;
  @Field(() => [OwnershipGraphNodeType], { description: 'The company and each holder.' }) nodes!: OwnershipGraphNodeType[];
  @Field(() => [OwnershipGraphEdgeType], { description: 'Every holding.' }) edges!: OwnershipGraphEdgeType[];
}

@ObjectType('OwnershipAnalysis', {
  description:
    "What an assessment's ownership comes to, computed by the server: beneficial owners (shares multiplied along each path, paths added), blocked ownership (listed owners' shares added along the chains, OFAC's 50 % rule) and the graph.",
})
export class OwnershipAnalysisType {
  @Field(() => Float, { description: 'The UBO threshold applied (%): the admin setting UBO_THRESHOLD_PERCENT.' })
  uboThresholdPercent!: number;
  @Field(() => Float, { description: 'The blocked-ownership threshold applied (%): BLOCKED_OWNERSHIP_PERCENT.' })
  blockedThresholdPercent!: number;
  @Field(() => [BeneficialOwnerType], { description: 'Persons at or above the UBO threshold, highest share first.' })
  beneficialOwners!: BeneficialOwnerType[];
  @Field(() => Float, {
    description:
      'The share of the company held by listed owners (%): a listed owner counts wholly, a company whose listed holders reach the threshold counts wholly, below it in proportion.',
  })
  blockedPercent!: number;
  @Field(() => Boolean, { description: 'True when blockedPercent reaches the threshold: a finding on the company itself.' })
  blockedFinding!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'The finding explained ("62.5 % held by listed owners: …"); null when no owner is listed.',
  })
  explanation!: string | null;
  @Field(() => String, {
    description:
      'The highest screening status among the owners: not_screened, clear, potential_match or confirmed_match (rule field ownerScreeningStatus).',
  })
  ownerScreeningStatus!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "The ultimate parent's country: the LEI register's ultimate parent when it names one, else the top of the chain of majority company owners; null when unknown.",
  })
  ultimateParentCountry!: string | null;
  @Field(() => String, {
    description:
      "The company's LEI status: NONE (no LEI given), NOT_FOUND (not in the register) or the register's registration status (ISSUED, LAPSED, RETIRED, …).",
  })
  leiStatus!: string;
  @Field(() => OwnershipGraphType, { description: 'The graph, laid out.' }) graph!: OwnershipGraphType;
}

@ObjectType('OwnershipCatalog', {
  description: 'The limits and drawing sizes of ownership, and the thresholds in force: what the wizard and the graph read.',
})
export class OwnershipCatalogType {
  @Field(() => Int, { description: 'Holdings an assessment may list.' }) maxOwners: number = OWNERSHIP_LIMITS.maxOwners;
  @Field(() => Int, { description: 'Levels above the company (direct owners are level 1).' }) maxLevels: number =
    OWNERSHIP_LIMITS.maxLevels;
  @Field(() => Int, { description: "Width of a graph node's box (px)." }) nodeWidth: number = GRAPH_GEOMETRY.nodeWidth;
  @Field(() => Int, { description: "Height of a graph node's box (px)." }) nodeHeight: number = GRAPH_GEOMETRY.nodeHeight;
  @Field(() => Float, { description: 'The UBO threshold in force (%).' }) uboThresholdPercent!: number;
  @Field(() => Float, { description: 'The blocked-ownership threshold in force (%).' }) blockedThresholdPercent!: number;
}
