import type { CreateAssessmentInput } from '../../generated/graphql';

/**
 * The template's columns with one example row (spec section 5, in the server's order). Optional:
 * alternativeContacts, and keyPeople — directors and beneficial owners, names separated by `;`.
 *
 * The columns are the server's answer fields (api ANSWER_FIELDS), which the client cannot import.
 * They are checked instead against CreateAssessmentInput of the GraphQL schema, which `npm run
 * generate` emits from that server code: a field missing here, misspelt, or added there fails the
 * type check. startedAt is no answer but the wizard's clock, so no column.
 */
const EXAMPLE = {
  companyName: 'Acme Trading Ltd',
  countryOfRegistration: 'United Kingdom',
  countryOfBusiness: 'Germany',
  address: '"1 Market Street, London"',
  businessRationale: 'Long-standing supplier of packaging materials',
  serviceType: 'Supply',
  alternativeContacts: 'jane.doe@acme.example',
  keyPeople: 'Jane Doe;John Smith',
  hasLegalActions: 'false',
  canProvideReferences: 'true',
  managementReputation: 'yes',
  managementCapacity: 'yes',
  tradingYears: '>5',
  hasAuditedFinancials: 'true',
  hasSufficientLiquidity: 'true',
  isProfitable: 'true',
  hasEquityAbove1M: 'true',
  hasConsistentRevenue: 'true',
} satisfies Record<Exclude<keyof CreateAssessmentInput, 'startedAt'>, string>;

export const templateCsv = () => `${Object.keys(EXAMPLE).join(',')}\n${Object.values(EXAMPLE).join(',')}\n`;

/** Spec §5: only text/csv. Some systems report CSV files with an empty or Excel type; the extension decides then. */
export const isCsv = (file: File) =>
  file.type === 'text/csv' || ((file.type === '' || file.type === 'application/vnd.ms-excel') && file.name.toLowerCase().endsWith('.csv'));
