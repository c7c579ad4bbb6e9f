// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, setToken } from '../../../lib/auth-token';
import { endSession, WIZARD_DRAFT_KEY } from '../../../lib/session';
import { emptyFinancials, emptyStatement } from '../../credit/financials-draft';
import type { FinancialsInput } from '../../../generated/graphql';
import { changesOf, draftOf, submissionFieldOf, submissionOf, type StoredAnswers } from '../submission';
import { DEFAULTS, keyPeopleOf, loadDraft, stepOfField, useWizard, type Step1, type WizardData } from './useWizard';

const stored = () => JSON.parse(localStorage.getItem(WIZARD_DRAFT_KEY) ?? 'null') as WizardData | null;

const complete: WizardData = {
  step1: { companyName: 'Acme', countryOfRegistration: 'UK', countryOfBusiness: 'DE', address: '1 Road' },
  step2: { businessRationale: 'Supplier of parts', serviceType: 'Supply', alternativeContacts: '  ' },
  step3: DEFAULTS.step3,
  step4: DEFAULTS.step4,
  step5: DEFAULTS.step5,
  startedAt: '2026-01-01T10:00:00.000Z',
  current: 4,
};

describe('the wizard draft', () => {
  afterEach(() => {
    // Unmounted, as a page left: the next test's hook reads the draft from storage again.
    cleanup();
    localStorage.clear();
  });

  it('keeps answers across steps in memory and in localStorage, with the step on screen', () => {
    setToken('t0ken');
    const { result } = renderHook(() => useWizard());
    expect(result.current.data).toEqual({});
    act(() => result.current.update({ step1: complete.step1, current: 1 }));
    act(() => result.current.update({ step2: complete.step2, current: 2 }));
    expect(result.current.data).toEqual({ step1: complete.step1, step2: complete.step2, current: 2 });
    expect(stored()).toEqual(result.current.data);
  });

  it('comes back after a reload', () => {
    localStorage.setItem(WIZARD_DRAFT_KEY, JSON.stringify({ step1: complete.step1, current: 1 }));
    const { result } = renderHook(() => useWizard());
    expect(result.current.data).toEqual({ step1: complete.step1, current: 1 });
  });

  it('writes nothing without a session (a wizard still on screen while the session ends)', () => {
    clearToken();
    const { result } = renderHook(() => useWizard());
    act(() => result.current.update({ startedAt: '2026-01-01T10:00:00.000Z' }));
    expect(result.current.data).toEqual({});
    expect(stored()).toBeNull();
  });

  it('is cleared on demand, from memory and storage', () => {
    setToken('t0ken');
    const { result } = renderHook(() => useWizard());
    act(() => result.current.update({ step1: complete.step1 }));
    act(() => result.current.clear());
    expect(result.current.data).toEqual({});
    expect(stored()).toBeNull();
  });

  it('goes when the session ends, so the next person starts empty', async () => {
    setToken('t0ken');
    const { result } = renderHook(() => useWizard());
    act(() => result.current.update({ step1: complete.step1 }));
    await act(() => endSession('signed-out'));
    expect(result.current.data).toEqual({});
    expect(stored()).toBeNull();
  });

  it('is one draft for every page that shows it, read again from storage once none does', () => {
    setToken('t0ken');
    const first = renderHook(() => useWizard());
    const second = renderHook(() => useWizard());
    act(() => first.result.current.update({ step1: complete.step1 }));
    expect(second.result.current.data).toEqual({ step1: complete.step1 });
    first.unmount();
    second.unmount();
    localStorage.setItem(WIZARD_DRAFT_KEY, JSON.stringify({ current: 3 }));
    expect(renderHook(() => useWizard()).result.current.data).toEqual({ current: 3 });
  });
});

describe('loadDraft', () => {
  afterEach(() => localStorage.clear());

  it('reads nothing from a missing, broken or odd draft', () => {
    expect(loadDraft()).toEqual({});
    for (const raw of ['{not json', 'null', '[1,2]', '"text"']) {
      localStorage.setItem(WIZARD_DRAFT_KEY, raw);
      expect(loadDraft(), raw).toEqual({});
    }
  });
});

describe('submissionOf', () => {
  it('is null while any step is missing', () => {
    expect(submissionOf({})).toBeNull();
    expect(submissionOf({ ...complete, step3: undefined })).toBeNull();
  });

  it('merges the five steps with the start time, and sends blank contacts as null', () => {
    expect(submissionOf(complete)).toEqual({
      ...complete.step1,
      ...complete.step2,
      alternativeContacts: null,
      ...DEFAULTS.step3,
      ...DEFAULTS.step4,
      keyPeople: [],
      ...DEFAULTS.step5,
      startedAt: '2026-01-01T10:00:00.000Z',
    });
    expect(submissionOf({ ...complete, startedAt: undefined })?.startedAt).toBeNull();
    expect(submissionOf({ ...complete, step2: { ...complete.step2!, alternativeContacts: ' Jo, +44 1 ' } })?.alternativeContacts).toBe(
      'Jo, +44 1',
    );
  });
});

describe('financial statements in the submission', () => {
  const statement = {
    ...emptyStatement(),
    fiscalYearEnd: '2025-12-31',
    revenue: '1,000,000',
    ebit: '100,000',
    netProfit: '(5,000)',
    currentAssets: '400,000',
    currentLiabilities: '200,000',
    totalAssets: '900,000',
    totalLiabilities: '500,000',
    equity: '400,000',
    retainedEarnings: '50,000',
  };

  it('are left out when none were typed, and the wizard’s touched boxes are never sent', () => {
    const step5 = { ...DEFAULTS.step5, financials: emptyFinancials(), touchedBoxes: ['isProfitable'] };
    const input = submissionOf({ ...complete, step5 })!;
    expect(input).not.toHaveProperty('financials');
    expect(input).not.toHaveProperty('touchedBoxes');
    expect(input).toEqual(submissionOf(complete));
  });

  it('go as numbers, in the order of the year columns', () => {
    const financials = { ...emptyFinancials(), currency: 'eur', requestedLimit: '50,000', statements: [statement] };
    const input = submissionOf({ ...complete, step5: { ...DEFAULTS.step5, financials } })!;
    expect(input.financials).toMatchObject({ currency: 'EUR', paymentTermsDays: 30, requestedLimit: 50000 });
    expect(input.financials?.statements[0]).toMatchObject({ revenue: 1000000, netProfit: -5000, cash: null });
  });

  it('errors on a statement’s figure go back to step 5, on that figure', () => {
    const financials = { ...emptyFinancials(), currency: 'USD', statements: [statement, { ...statement, fiscalYearEnd: '2024-12-31' }] };
    const input = submissionOf({ ...complete, step5: { ...DEFAULTS.step5, financials } })!;
    const refused = (field: string) => submissionFieldOf({ message: 'No', code: 'BAD_USER_INPUT', field }, input);
    expect(refused('financials.statements[1].totalAssets')).toBe('financials.statements[1].totalAssets');
    expect(stepOfField(refused('financials.statements[1].totalAssets'))).toBe(4);
    expect(refused('financials.currency')).toBe('financials.currency');
    expect(refused('companyName')).toBe('companyName');
    // The statements as a whole, or a year that was not sent, have no field: a toast.
    expect(refused('financials.statements')).toBeUndefined();
    expect(refused('financials')).toBeUndefined();
    expect(refused('financials.statements[2].revenue')).toBeUndefined();
    expect(submissionFieldOf({ message: 'Boom', field: 'financials.currency' }, input)).toBeUndefined();
  });
});

describe('a stored assessment in the wizard (edit, or a new one from it)', () => {
  const record: StoredAnswers = {
    ...(complete.step1 as Omit<Step1, 'lei' | 'owners'>),
    businessRationale: 'Supplier of parts',
    serviceType: 'Supply',
    alternativeContacts: null,
    keyPeople: ['Jane Doe', 'John Smith'],
    ...DEFAULTS.step3,
    managementReputation: 'YES',
    managementCapacity: 'NO',
    ...DEFAULTS.step5,
  };
  const financials: FinancialsInput = {
    currency: 'USD',
    paymentTermsDays: 45,
    requestedLimit: 250000,
    statements: [
      {
        fiscalYearEnd: '2025-12-31',
        revenue: 1000000,
        ebit: 100000,
        ebitda: null,
        interestExpense: null,
        netProfit: -5000,
        currentAssets: 400000,
        inventory: null,
        cash: 20000.5,
        currentLiabilities: 200000,
        totalAssets: 900000,
        totalLiabilities: 500000,
        equity: 400000,
        intangibleAssets: null,
        retainedEarnings: 50000,
        totalDebt: null,
      },
    ],
  };

  it('fills every step, and submits the same answers back', () => {
    const steps = draftOf(record, financials);
    expect(steps.step2.alternativeContacts).toBe('');
    expect(steps.step4.keyPeople).toBe('Jane Doe\nJohn Smith');
    expect(steps.step5.financials?.statements[0].cash).toBe('20,000.5');
    // Answers given already: the statements' preview does not tick the boxes over them.
    expect(steps.step5.touchedBoxes).toHaveLength(4);
    expect(submissionOf({ ...steps, startedAt: undefined })).toEqual({ ...record, financials, startedAt: null });
    expect(submissionOf(draftOf(record, null))).not.toHaveProperty('financials');
  });

  it('sends only what an edit changed, statements taken away as null, and never the start time', () => {
    const original = submissionOf({ ...draftOf(record, financials), startedAt: '2026-01-01T10:00:00.000Z' })!;
    expect(changesOf(original, { ...original, startedAt: null })).toEqual({});
    const steps = draftOf(record, financials);
    const edited = submissionOf({
      ...steps,
      step3: { ...steps.step3, hasLegalActions: true },
      step5: { ...steps.step5, financials: emptyFinancials() },
    })!;
    expect(changesOf(original, edited)).toEqual({ hasLegalActions: true, financials: null });
  });
});

describe('ownership in the submission', () => {
  const owners = [
    { id: 'alpha', parentId: '', name: ' Alpha Holdings ', kind: 'COMPANY' as const, percent: '60', direct: true, country: '', lei: '' },
    { id: 'jane', parentId: 'alpha', name: 'Jane Doe', kind: 'PERSON' as const, percent: '50 %', direct: false, country: 'UK', lei: '' },
  ];
  const step1 = { ...complete.step1!, lei: ' 5493 00ab cdef ghij kl12 ', owners };

  it('is left out when no LEI or owner was given (older drafts alike)', () => {
    const input = submissionOf({ ...complete, step1: { ...complete.step1!, lei: '  ', owners: [] } })!;
    expect(input).not.toHaveProperty('lei');
    expect(input).not.toHaveProperty('owners');
    expect(input).toEqual(submissionOf(complete));
  });

  it('sends the LEI normalised and the owners in the editor’s order, shares as numbers', () => {
    const input = submissionOf({ ...complete, step1 })!;
    expect(input.lei).toBe('549300ABCDEFGHIJKL12');
    expect(input.owners).toEqual([
      { id: 'alpha', parentId: null, name: 'Alpha Holdings', kind: 'COMPANY', percent: 60, direct: true, country: null, lei: null },
      { id: 'jane', parentId: 'alpha', name: 'Jane Doe', kind: 'PERSON', percent: 50, direct: false, country: 'UK', lei: null },
    ]);
  });

  it('errors on an owner go back to step 1, on that row', () => {
    const input = submissionOf({ ...complete, step1 })!;
    const refused = (field: string) => submissionFieldOf({ message: 'No', code: 'BAD_USER_INPUT', field }, input);
    expect(refused('owners[1].percent')).toBe('owners[1].percent');
    expect(stepOfField(refused('owners[1].percent'))).toBe(0);
    expect(refused('owners')).toBe('owners');
    expect(refused('lei')).toBe('lei');
    expect(stepOfField('lei')).toBe(0);
    expect(refused('owners[2].name')).toBeUndefined();
  });

  it('comes back from a stored record, and owners taken away go as null', () => {
    const stored = submissionOf({ ...complete, step1 })!;
    const owners = stored.owners!.map((o) => ({
      ...o,
      parentId: o.parentId ?? null,
      direct: o.direct ?? true,
      country: o.country ?? null,
      lei: o.lei ?? null,
    }));
    const steps = draftOf({ ...stored, alternativeContacts: null, keyPeople: [], owners, lei: stored.lei! }, null);
    expect(steps.step1.owners?.map((o) => [o.parentId, o.percent])).toEqual([
      ['', '60'],
      ['alpha', '50'],
    ]);
    const again = submissionOf({ ...complete, step1: steps.step1 })!;
    expect(again.owners).toEqual(stored.owners);
    const removed = submissionOf({ ...complete, step1: { ...steps.step1, owners: [], lei: '' } })!;
    expect(changesOf(again, removed)).toEqual({ owners: null, lei: null });
  });
});

describe('key people', () => {
  it('are the lines of the text box, trimmed, without blank lines', () => {
    expect(keyPeopleOf('')).toEqual([]);
    expect(keyPeopleOf(undefined)).toEqual([]);
    expect(keyPeopleOf('  Jane Doe \r\n\n   \nSmith, John\n')).toEqual(['Jane Doe', 'Smith, John']);
  });

  it('go into the submission as a list', () => {
    const step4 = { ...DEFAULTS.step4, keyPeople: 'Ivan Sokolov\n\n  Maria Ivanova  ' };
    expect(submissionOf({ ...complete, step4 })?.keyPeople).toEqual(['Ivan Sokolov', 'Maria Ivanova']);
  });

  it('are none in a draft saved before the field existed', () => {
    const step4 = { managementReputation: 'YES', managementCapacity: 'YES' } as unknown as typeof DEFAULTS.step4;
    expect(submissionOf({ ...complete, step4 })?.keyPeople).toEqual([]);
  });

  it('are kept in the draft with the rest of step 4', () => {
    setToken('t0ken');
    const { result } = renderHook(() => useWizard());
    const step4 = { ...DEFAULTS.step4, keyPeople: 'Jane Doe\nJohn Smith' };
    act(() => result.current.update({ step4, current: 4 }));
    expect(stored()?.step4).toEqual(step4);
    localStorage.clear();
  });
});

describe('stepOfField', () => {
  it('finds the step holding each answer of the submission', () => {
    expect(stepOfField('companyName')).toBe(0);
    expect(stepOfField('address')).toBe(0);
    expect(stepOfField('businessRationale')).toBe(1);
    expect(stepOfField('alternativeContacts')).toBe(1);
    expect(stepOfField('hasLegalActions')).toBe(2);
    expect(stepOfField('managementCapacity')).toBe(3);
    expect(stepOfField('keyPeople')).toBe(3);
    expect(stepOfField('tradingYears')).toBe(4);
    expect(stepOfField('hasConsistentRevenue')).toBe(4);
    expect(stepOfField('financials')).toBe(4);
    expect(stepOfField('financials.currency')).toBe(4);
    expect(stepOfField('financials.statements[1].totalAssets')).toBe(4);
  });

  it('finds none for anything else', () => {
    expect(stepOfField(undefined)).toBeUndefined();
    expect(stepOfField('startedAt')).toBeUndefined();
    expect(stepOfField('toString')).toBeUndefined();
  });

  it('covers every field of the submission but the start time', () => {
    const fields = Object.keys(submissionOf(complete)!).filter((f) => f !== 'startedAt');
    expect(fields.filter((f) => stepOfField(f) === undefined)).toEqual([]);
  });
});
