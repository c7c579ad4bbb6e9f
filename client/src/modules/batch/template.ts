import type { CreateAssessmentInput, FinancialStatementInput, FinancialsInput } from '../../generated/graphql';

/**
 * The template's columns with one example row (spec section 5, in the server's order). Optional:
 * alternativeContacts, and keyPeople — directors and beneficial owners, names separated by `;`.
 *
 * The columns are the server's answer fields (api ANSWER_FIELDS), which the client cannot import.
 * They are checked instead against CreateAssessmentInput of the GraphQL schema, which `npm run
 * generate` emits from that server code: a field missing here, misspelt, or added there fails the
 * type check. startedAt is no answer but the wizard's clock, so no column. The statements
 * (`financials`) have no column of their own: optional columns of the latest year follow the
 * spec's (issue 20), in the server's order, checked against FinancialsInput and
 * FinancialStatementInput the same way; a row that leaves them all empty has no statements. Then
 * the ownership's two columns.
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
} satisfies Record<Exclude<keyof CreateAssessmentInput, 'startedAt' | 'financials' | keyof typeof OWNERSHIP_EXAMPLE>, string>;

/** The latest year's statements, as one balanced example. */
const STATEMENT_EXAMPLE = {
  currency: 'USD',
  paymentTermsDays: '30',
  requestedLimit: '500000',
  fiscalYearEnd: '2024-12-31',
  revenue: '10000000',
  ebit: '1200000',
  ebitda: '1500000',
  interestExpense: '200000',
  netProfit: '800000',
  currentAssets: '4000000',
  inventory: '1000000',
  cash: '500000',
  currentLiabilities: '2000000',
  totalAssets: '10000000',
  totalLiabilities: '4000000',
  equity: '6000000',
  intangibleAssets: '500000',
  retainedEarnings: '3000000',
  totalDebt: '2000000',
} satisfies Record<Exclude<keyof FinancialsInput, 'statements'> | keyof FinancialStatementInput, string>;

/**
 * The ownership's optional columns, last (issue 30): the company's LEI and its owners as the JSON
 * list the API takes, quoted as a CSV cell (a spreadsheet writes it so).
 */
const OWNERSHIP_EXAMPLE = {
  lei: '',
  owners:
    '"[{""id"":""h1"",""name"":""Acme Holdings Ltd"",""kind"":""COMPANY"",""percent"":100},{""id"":""p1"",""parentId"":""h1"",""name"":""Jane Doe"",""kind"":""PERSON"",""percent"":60}]"',
} satisfies Record<Extract<keyof CreateAssessmentInput, 'lei' | 'owners'>, string>;

const COLUMNS = { ...EXAMPLE, ...STATEMENT_EXAMPLE, ...OWNERSHIP_EXAMPLE };

export const templateCsv = () => `${Object.keys(COLUMNS).join(',')}\n${Object.values(COLUMNS).join(',')}\n`;

/** Spec §5: only text/csv. Some systems report CSV files with an empty or Excel type; the extension decides then. */
export const isCsv = (file: File) =>
  file.type === 'text/csv' || ((file.type === '' || file.type === 'application/vnd.ms-excel') && file.name.toLowerCase().endsWith('.csv'));
