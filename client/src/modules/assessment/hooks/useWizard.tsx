import { useMemo, useSyncExternalStore } from 'react';
import type { Answer, TradingYears } from '../../../generated/graphql';
import { getToken } from '../../../lib/auth-token';
import type { ErrorInfo } from '../../../lib/errors';
import { onSessionEnd, WIZARD_DRAFT_KEY } from '../../../lib/session';
import type { FinancialsDraft } from '../../credit/financials-draft';
import type { OwnerDraft } from '../../ownership/owners-draft';

export interface Step1 {
  companyName: string;
  countryOfRegistration: string;
  countryOfBusiness: string;
  address: string;
  /** The company's own LEI as typed (absent from drafts saved before it); sent only when given. */
  lei?: string;
  /** The optional ownership: one row per holding, in the editor's order (absent from older drafts). */
  owners?: OwnerDraft[];
}
export interface Step2 {
  businessRationale: string;
  serviceType: string;
  alternativeContacts: string;
}
export interface Step3 {
  hasLegalActions: boolean;
  canProvideReferences: boolean;
}
export interface Step4 {
  managementReputation: Answer;
  managementCapacity: Answer;
  /** Directors and beneficial owners, one name per line (sent as a list: see keyPeopleOf). */
  keyPeople: string;
}
export interface Step5 {
  tradingYears: TradingYears;
  hasAuditedFinancials: boolean;
  hasSufficientLiquidity: boolean;
  isProfitable: boolean;
  hasEquityAbove1M: boolean;
  hasConsistentRevenue: boolean;
  /** The optional financial statements as typed (absent from drafts saved before them). */
  financials?: FinancialsDraft;
  /** The boxes the analyst set by hand: the statements' preview no longer ticks them. Not sent. */
  touchedBoxes?: string[];
}

/** The checkboxes of step 5 that financial statements decide (Query.creditPreview's suggestedBoxes). */
export type FinancialBox = 'isProfitable' | 'hasEquityAbove1M' | 'hasConsistentRevenue' | 'hasSufficientLiquidity';

export interface WizardData {
  step1?: Step1;
  step2?: Step2;
  step3?: Step3;
  step4?: Step4;
  step5?: Step5;
  /** When the first step was opened: the server turns it into the processing time. */
  startedAt?: string;
  /** The step on screen, so a reload returns to it. */
  current?: number;
  /**
   * The draft's idempotency key, made when it is first submitted and kept with it: submitted again
   * (a reload or a second tab while the first submission runs), the server answers the assessment
   * it already made instead of making another.
   */
  submissionKey?: string;
  /**
   * The assessment the draft became, recorded the moment the server answered: the spec clears the
   * draft 100 ms later, and a page left inside that window finds this and finishes the clear.
   */
  submittedId?: string;
}

/** The spec's wizard defaults (section 5). */
export const DEFAULTS = {
  step1: { companyName: '', countryOfRegistration: '', countryOfBusiness: '', address: '', lei: '', owners: [] } satisfies Step1,
  step2: { businessRationale: '', serviceType: '', alternativeContacts: '' } satisfies Step2,
  step3: { hasLegalActions: false, canProvideReferences: false } satisfies Step3,
  step4: { managementReputation: 'YES', managementCapacity: 'YES', keyPeople: '' } satisfies Step4,
  step5: {
    tradingYears: 'MORE_THAN_5',
    hasAuditedFinancials: false,
    hasSufficientLiquidity: false,
    isProfitable: false,
    hasEquityAbove1M: false,
    hasConsistentRevenue: false,
  } satisfies Step5,
};

type StepKey = 'step1' | 'step2' | 'step3' | 'step4' | 'step5';
/** The draft's keys of the five steps, in order. */
export const STEP_KEYS: readonly StepKey[] = ['step1', 'step2', 'step3', 'step4', 'step5'];

/**
 * The index (0-4) of the step holding an assessment field, e.g. 'companyName' → 0, 'tradingYears'
 * → 4: where a server validation error of the submission is shown. Undefined for anything else.
 */
export function stepOfField(field: string | undefined): number | undefined {
  if (!field) return undefined;
  // A statement's figure (financials.statements[1].totalAssets) is on the step of the statements,
  // an owner's share (owners[3].percent) on the step of the ownership.
  const root = field.split(/[.[]/)[0];
  if (root === 'financials') return STEP_KEYS.indexOf('step5');
  const index = STEP_KEYS.findIndex((key) => Object.hasOwn(DEFAULTS[key], root));
  return index < 0 ? undefined : index;
}

/** The router state with which the review page sends the user back to the step of a refused field. */
export interface WizardLocationState {
  serverError?: ErrorInfo;
}

/** The draft kept in localStorage; anything unreadable is no draft. */
export function loadDraft(): WizardData {
  try {
    const draft: unknown = JSON.parse(localStorage.getItem(WIZARD_DRAFT_KEY) ?? '{}');
    return draft !== null && typeof draft === 'object' && !Array.isArray(draft) ? draft : {};
  } catch {
    return {};
  }
}

interface WizardDraft {
  data: WizardData;
  update(patch: Partial<WizardData>): void;
  clear(): void;
}

/**
 * The wizard's answers across steps and pages, kept in localStorage to survive reloads: a small
 * store of this module rather than a provider at the app's root, so the wizard's code loads with
 * the wizard's pages, not with the first page. While no page shows the wizard, memory holds
 * nothing and the next page reads the stored draft. The draft belongs to the signed-in person: it
 * goes (memory and storage) when the session ends.
 */
let draft: WizardData | undefined;
const listeners = new Set<() => void>();
const snapshot = () => (draft ??= loadDraft());
function publish(next: WizardData) {
  draft = listeners.size ? next : undefined;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) draft = undefined;
  };
}
onSessionEnd(() => publish({}));

function update(patch: Partial<WizardData>) {
  // No session, no draft: a wizard still on screen while the session ends (logout leaves the page
  // a moment later) must not write its start time back for the next person. Stored at once, not
  // when React next renders: the page may be left right after it.
  if (!getToken()) return;
  const next = { ...snapshot(), ...patch };
  localStorage.setItem(WIZARD_DRAFT_KEY, JSON.stringify(next));
  publish(next);
}
function clear() {
  localStorage.removeItem(WIZARD_DRAFT_KEY);
  publish({});
}

export function useWizard(): WizardDraft {
  const data = useSyncExternalStore(subscribe, snapshot);
  return useMemo(() => ({ data, update, clear }), [data]);
}

/** The most names and the longest name the server takes in keyPeople. */
export const KEY_PEOPLE_LIMITS = { count: 20, length: 200 };

/** The names of the key-people text box: one a line, trimmed, blank lines dropped. */
export function keyPeopleOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
