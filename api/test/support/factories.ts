/** A complete, valid set of wizard answers (REST form), with overrides. */
export function assessmentInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    companyName: 'Acme Trading Ltd',
    countryOfRegistration: 'United Kingdom',
    countryOfBusiness: 'United Kingdom',
    address: '1 Market Street, London',
    businessRationale: 'Long-standing supplier of packaging materials',
    serviceType: 'Supply',
    alternativeContacts: null,
    hasLegalActions: false,
    canProvideReferences: true,
    managementReputation: 'yes',
    managementCapacity: 'yes',
    tradingYears: '>5',
    hasAuditedFinancials: true,
    hasSufficientLiquidity: true,
    isProfitable: true,
    hasEquityAbove1M: true,
    hasConsistentRevenue: true,
    ...overrides,
  };
}
