/**
 * The template columns (spec section 5, in the server's order) and one example row. Optional:
 * alternativeContacts, and keyPeople — directors and beneficial owners, names separated by `;`.
 */
export const TEMPLATE_COLUMNS = [
  'companyName',
  'countryOfRegistration',
  'countryOfBusiness',
  'address',
  'businessRationale',
  'serviceType',
  'alternativeContacts',
  'keyPeople',
  'hasLegalActions',
  'canProvideReferences',
  'managementReputation',
  'managementCapacity',
  'tradingYears',
  'hasAuditedFinancials',
  'hasSufficientLiquidity',
  'isProfitable',
  'hasEquityAbove1M',
  'hasConsistentRevenue',
];

const EXAMPLE = [
  'Acme Trading Ltd',
  'United Kingdom',
  'Germany',
  '"1 Market Street, London"',
  'Long-standing supplier of packaging materials',
  'Supply',
  'jane.doe@acme.example',
  'Jane Doe;John Smith',
  'false',
  'true',
  'yes',
  'yes',
  '>5',
  'true',
  'true',
  'true',
  'true',
  'true',
];

export const templateCsv = () => `${TEMPLATE_COLUMNS.join(',')}\n${EXAMPLE.join(',')}\n`;

/** Spec §5: only text/csv. Some systems report CSV files with an empty or Excel type; the extension decides then. */
export const isCsv = (file: File) =>
  file.type === 'text/csv' || ((file.type === '' || file.type === 'application/vnd.ms-excel') && file.name.toLowerCase().endsWith('.csv'));
