import { Card } from '@chakra-ui/react';
import type { AssessmentDetailFragment } from '../../../generated/graphql';
import { answerLabel, tradingYearsLabel, yesNo } from '../labels';
import { CriteriaList } from './CriteriaList';

export function companyItems(a: AssessmentDetailFragment): [string, string][] {
  return [
    ['Company Name', a.companyName],
    ['Country of Registration', a.countryOfRegistration],
    ['Service Type', a.serviceType],
    ['Country of Business', a.countryOfBusiness],
    ['Address', a.address],
    ['Business Rationale', a.businessRationale],
    ['Directors & Beneficial Owners', a.keyPeople.length ? a.keyPeople.join('; ') : 'None given'],
  ];
}

/** The key criteria of the review page; the detail page adds the rest. */
export function keyCriteria(a: AssessmentDetailFragment): [string, string][] {
  return [
    ['Legal Actions / Sanctions', yesNo(a.hasLegalActions)],
    ['Can Provide References', yesNo(a.canProvideReferences)],
    ['Management Reputation', answerLabel(a.managementReputation)],
    ['Trading Years', tradingYearsLabel(a.tradingYears)],
    ['Sufficient Liquidity', yesNo(a.hasSufficientLiquidity)],
  ];
}

export function allCriteria(a: AssessmentDetailFragment): [string, string][] {
  return [
    ...keyCriteria(a),
    ['Management Capacity', answerLabel(a.managementCapacity)],
    ['Audited Financials', yesNo(a.hasAuditedFinancials)],
    ['Profitable', yesNo(a.isProfitable)],
    ['Equity Above $1M', yesNo(a.hasEquityAbove1M)],
    ['Consistent Revenue', yesNo(a.hasConsistentRevenue)],
  ];
}

export function ListCard({ title, items }: { title: string; items: [string, string][] }) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        <CriteriaList items={items} />
      </Card.Body>
    </Card.Root>
  );
}
