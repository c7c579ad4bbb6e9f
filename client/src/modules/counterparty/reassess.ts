import { type Answer, type FinancialsInput, type TradingYears } from '../../generated/graphql';
import { draftOf, type AnsweredSteps, type StoredAnswers } from '../assessment/submission';
import { ownersOfJson } from '../ownership/owners-draft';

/** The router state with which "Re-assess" opens the new-assessment wizard on a counterparty's latest answers. */
export interface PrefillState {
  prefill: AnsweredSteps;
}

// The draft carries the answers as stored (REST's values): the wizard takes the GraphQL enums.
const TRADING_YEARS: Record<string, TradingYears> = { '<2': 'LESS_THAN_2', '2-3': 'TWO_TO_3', '3-5': 'THREE_TO_5', '>5': 'MORE_THAN_5' };
const ANSWERS: Record<string, Answer> = { yes: 'YES', no: 'NO', unknown: 'UNKNOWN' };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const bool = (value: unknown) => value === true;
const answer = (value: unknown): Answer => ANSWERS[text(value).toLowerCase()] ?? (text(value).toUpperCase() as Answer);
const tradingYears = (value: unknown): TradingYears => TRADING_YEARS[text(value)] ?? (text(value) as TradingYears);

/**
 * The wizard's five steps from Query.reassessmentDraft (the latest assessment's answers and
 * statements, as stored), through the same mapping as "New assessment from this one".
 */
export function stepsOfDraft(draft: Record<string, unknown>): AnsweredSteps {
  const answers: StoredAnswers = {
    companyName: text(draft.companyName),
    countryOfRegistration: text(draft.countryOfRegistration),
    countryOfBusiness: text(draft.countryOfBusiness),
    address: text(draft.address),
    businessRationale: text(draft.businessRationale),
    serviceType: text(draft.serviceType),
    alternativeContacts: typeof draft.alternativeContacts === 'string' ? draft.alternativeContacts : null,
    keyPeople: Array.isArray(draft.keyPeople) ? draft.keyPeople.filter((name): name is string => typeof name === 'string') : [],
    hasLegalActions: bool(draft.hasLegalActions),
    canProvideReferences: bool(draft.canProvideReferences),
    managementReputation: answer(draft.managementReputation),
    managementCapacity: answer(draft.managementCapacity),
    tradingYears: tradingYears(draft.tradingYears),
    hasAuditedFinancials: bool(draft.hasAuditedFinancials),
    hasSufficientLiquidity: bool(draft.hasSufficientLiquidity),
    isProfitable: bool(draft.isProfitable),
    hasEquityAbove1M: bool(draft.hasEquityAbove1M),
    hasConsistentRevenue: bool(draft.hasConsistentRevenue),
    lei: typeof draft.lei === 'string' ? draft.lei : null,
    owners: ownersOfJson(draft.owners).map((o) => ({
      ...o,
      parentId: o.parentId ?? null,
      direct: o.direct ?? true,
      country: o.country ?? null,
      lei: o.lei ?? null,
    })),
  };
  const financials = draft.financials && typeof draft.financials === 'object' ? (draft.financials as FinancialsInput) : null;
  return draftOf(answers, financials);
}
