import { describe, expect, it } from 'vitest';
import { spreadColumns, type SpreadStatement, type SpreadYear } from './spread';

const year = (fiscalYearEnd: string) => ({ fiscalYearEnd }) as SpreadYear;
const statement = (fiscalYearEnd: string) => ({ fiscalYearEnd, revenue: 1 }) as SpreadStatement;

describe('the spread', () => {
  it('puts the years oldest first, each with the statement of its fiscal year end', () => {
    const columns = spreadColumns(
      { years: [year('2025-12-31'), year('2023-12-31'), year('2024-12-31')] },
      { statements: [statement('2024-12-31'), statement('2025-12-31'), statement('2023-12-31')] },
    );
    expect(columns.map((c) => c.fiscalYearEnd)).toEqual(['2023-12-31', '2024-12-31', '2025-12-31']);
    expect(columns.map((c) => c.statement?.fiscalYearEnd)).toEqual(['2023-12-31', '2024-12-31', '2025-12-31']);
  });

  it('shows the ratios alone when the statements are missing', () => {
    expect(spreadColumns({ years: [year('2025-12-31')] }, null)[0].statement).toBeNull();
  });
});
