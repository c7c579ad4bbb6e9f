import { describe, expect, it } from 'vitest';
import { mapCsvRow } from './batch-row-mapping.js';

describe('mapCsvRow', () => {
  it('reads booleans in any case and spelling', () => {
    const row = mapCsvRow({
      hasLegalActions: 'YES',
      canProvideReferences: 'no',
      isProfitable: '1',
      hasEquityAbove1M: ' False ',
      hasAuditedFinancials: 'TRUE',
      hasSufficientLiquidity: '0',
    });
    expect(row).toEqual({
      hasLegalActions: true,
      canProvideReferences: false,
      isProfitable: true,
      hasEquityAbove1M: false,
      hasAuditedFinancials: true,
      hasSufficientLiquidity: false,
    });
  });

  it('passes unreadable values through for the validation to name', () => {
    expect(mapCsvRow({ hasLegalActions: 'maybe', managementReputation: 'Yes', tradingYears: ' >5 ', alternativeContacts: '' })).toEqual({
      hasLegalActions: 'maybe',
      managementReputation: 'yes',
      tradingYears: '>5',
      alternativeContacts: null,
    });
  });
});
