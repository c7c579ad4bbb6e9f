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

/**
 * A sound distributor's latest two fiscal years (USD millions: revenue 10 and 9, EBIT 1.2, current
 * ratio 2, debt to assets 0.4). Worked out in credit-analysis.test.ts: Z″ 4.6714 (safe), 91 points
 * on the default scorecard, grade A, suggested limit 821,917 bound by revenue.
 */
export const SOUND_LATEST_YEAR = {
  fiscalYearEnd: '2024-12-31',
  revenue: 10_000_000,
  ebit: 1_200_000,
  ebitda: 1_500_000,
  interestExpense: 200_000,
  netProfit: 800_000,
  currentAssets: 4_000_000,
  inventory: 1_000_000,
  cash: 500_000,
  currentLiabilities: 2_000_000,
  totalAssets: 10_000_000,
  totalLiabilities: 4_000_000,
  equity: 6_000_000,
  intangibleAssets: 500_000,
  retainedEarnings: 3_000_000,
  totalDebt: 2_000_000,
};
export const SOUND_PRIOR_YEAR = {
  fiscalYearEnd: '2023-12-31',
  revenue: 9_000_000,
  ebit: 1_000_000,
  netProfit: 600_000,
  currentAssets: 3_600_000,
  currentLiabilities: 2_000_000,
  totalAssets: 9_500_000,
  totalLiabilities: 4_000_000,
  equity: 5_500_000,
  retainedEarnings: 2_500_000,
};

/** The scorecard's GraphQL selection, read back whole as a ScorecardInput (to change and save or replay it). */
export const SCORECARD_FIELDS = `
  inputs {
    altmanZone { points { safe grey distress } }
    currentRatio { bands { comparison threshold points } }
    debtToAssets { bands { comparison threshold points } }
    interestCover { bands { comparison threshold points } }
    netMargin { bands { comparison threshold points } }
    tradingYears { points { lessThan2 twoTo3 threeTo5 moreThan5 } }
    revenueGrowth { bands { comparison threshold points } }
  }
  grades { grade minScore pd multipliers { netWorth workingCapital revenue } reviewMonths }
  review { approvedMonths cautionMonths rejectedMonths gradeCooldownDays }`;
