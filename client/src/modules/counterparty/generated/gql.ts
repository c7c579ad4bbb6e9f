/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment CounterpartyStanding on CounterpartyView {\n  id\n  name\n  country\n  status\n  grade\n  approvedLimit\n  currency\n  nextReviewAt\n  approvalExpired\n  openCases\n  overdueCases\n  assessments\n  latestAssessmentId\n  mergedIntoId\n}\n\nquery CounterpartyList($q: String, $limit: Int, $cursor: String) {\n  counterparties(q: $q, limit: $limit, cursor: $cursor) {\n    items {\n      ...CounterpartyStanding\n    }\n    nextCursor\n  }\n}\n\nquery CounterpartyFile($id: ID!) {\n  counterparty(id: $id) {\n    ...CounterpartyStanding\n  }\n}\n\nquery CounterpartyTimelineEntries($id: ID!) {\n  counterpartyTimeline(id: $id) {\n    at\n    type\n    refId\n    title\n    detail\n  }\n}\n\nquery CounterpartyActiveCases($counterpartyId: ID!) {\n  cases(counterpartyId: $counterpartyId, status: \"active\", limit: 50) {\n    items {\n      id\n      title\n      kind\n      status\n      dueAt\n      overdue\n      assigneeName\n    }\n  }\n}\n\nquery CounterpartyReassessmentDraft($id: ID!) {\n  reassessmentDraft(id: $id)\n}\n\nquery CounterpartyReviewCalendar($limit: Int) {\n  reviewCalendar(limit: $limit) {\n    dueThisWeek {\n      ...CounterpartyStanding\n    }\n    overdue {\n      ...CounterpartyStanding\n    }\n    expiredApprovals {\n      ...CounterpartyStanding\n    }\n    counts {\n      dueThisWeek\n      overdue\n      expiredApprovals\n      overdueCases\n    }\n  }\n}\n\nmutation MergeCounterpartyInto($id: ID!, $intoId: ID!) {\n  mergeCounterparties(id: $id, intoId: $intoId)\n}": typeof types.CounterpartyStandingFragmentDoc,
};
const documents: Documents = {
    "fragment CounterpartyStanding on CounterpartyView {\n  id\n  name\n  country\n  status\n  grade\n  approvedLimit\n  currency\n  nextReviewAt\n  approvalExpired\n  openCases\n  overdueCases\n  assessments\n  latestAssessmentId\n  mergedIntoId\n}\n\nquery CounterpartyList($q: String, $limit: Int, $cursor: String) {\n  counterparties(q: $q, limit: $limit, cursor: $cursor) {\n    items {\n      ...CounterpartyStanding\n    }\n    nextCursor\n  }\n}\n\nquery CounterpartyFile($id: ID!) {\n  counterparty(id: $id) {\n    ...CounterpartyStanding\n  }\n}\n\nquery CounterpartyTimelineEntries($id: ID!) {\n  counterpartyTimeline(id: $id) {\n    at\n    type\n    refId\n    title\n    detail\n  }\n}\n\nquery CounterpartyActiveCases($counterpartyId: ID!) {\n  cases(counterpartyId: $counterpartyId, status: \"active\", limit: 50) {\n    items {\n      id\n      title\n      kind\n      status\n      dueAt\n      overdue\n      assigneeName\n    }\n  }\n}\n\nquery CounterpartyReassessmentDraft($id: ID!) {\n  reassessmentDraft(id: $id)\n}\n\nquery CounterpartyReviewCalendar($limit: Int) {\n  reviewCalendar(limit: $limit) {\n    dueThisWeek {\n      ...CounterpartyStanding\n    }\n    overdue {\n      ...CounterpartyStanding\n    }\n    expiredApprovals {\n      ...CounterpartyStanding\n    }\n    counts {\n      dueThisWeek\n      overdue\n      expiredApprovals\n      overdueCases\n    }\n  }\n}\n\nmutation MergeCounterpartyInto($id: ID!, $intoId: ID!) {\n  mergeCounterparties(id: $id, intoId: $intoId)\n}": types.CounterpartyStandingFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CounterpartyStanding on CounterpartyView {\n  id\n  name\n  country\n  status\n  grade\n  approvedLimit\n  currency\n  nextReviewAt\n  approvalExpired\n  openCases\n  overdueCases\n  assessments\n  latestAssessmentId\n  mergedIntoId\n}\n\nquery CounterpartyList($q: String, $limit: Int, $cursor: String) {\n  counterparties(q: $q, limit: $limit, cursor: $cursor) {\n    items {\n      ...CounterpartyStanding\n    }\n    nextCursor\n  }\n}\n\nquery CounterpartyFile($id: ID!) {\n  counterparty(id: $id) {\n    ...CounterpartyStanding\n  }\n}\n\nquery CounterpartyTimelineEntries($id: ID!) {\n  counterpartyTimeline(id: $id) {\n    at\n    type\n    refId\n    title\n    detail\n  }\n}\n\nquery CounterpartyActiveCases($counterpartyId: ID!) {\n  cases(counterpartyId: $counterpartyId, status: \"active\", limit: 50) {\n    items {\n      id\n      title\n      kind\n      status\n      dueAt\n      overdue\n      assigneeName\n    }\n  }\n}\n\nquery CounterpartyReassessmentDraft($id: ID!) {\n  reassessmentDraft(id: $id)\n}\n\nquery CounterpartyReviewCalendar($limit: Int) {\n  reviewCalendar(limit: $limit) {\n    dueThisWeek {\n      ...CounterpartyStanding\n    }\n    overdue {\n      ...CounterpartyStanding\n    }\n    expiredApprovals {\n      ...CounterpartyStanding\n    }\n    counts {\n      dueThisWeek\n      overdue\n      expiredApprovals\n      overdueCases\n    }\n  }\n}\n\nmutation MergeCounterpartyInto($id: ID!, $intoId: ID!) {\n  mergeCounterparties(id: $id, intoId: $intoId)\n}"): (typeof documents)["fragment CounterpartyStanding on CounterpartyView {\n  id\n  name\n  country\n  status\n  grade\n  approvedLimit\n  currency\n  nextReviewAt\n  approvalExpired\n  openCases\n  overdueCases\n  assessments\n  latestAssessmentId\n  mergedIntoId\n}\n\nquery CounterpartyList($q: String, $limit: Int, $cursor: String) {\n  counterparties(q: $q, limit: $limit, cursor: $cursor) {\n    items {\n      ...CounterpartyStanding\n    }\n    nextCursor\n  }\n}\n\nquery CounterpartyFile($id: ID!) {\n  counterparty(id: $id) {\n    ...CounterpartyStanding\n  }\n}\n\nquery CounterpartyTimelineEntries($id: ID!) {\n  counterpartyTimeline(id: $id) {\n    at\n    type\n    refId\n    title\n    detail\n  }\n}\n\nquery CounterpartyActiveCases($counterpartyId: ID!) {\n  cases(counterpartyId: $counterpartyId, status: \"active\", limit: 50) {\n    items {\n      id\n      title\n      kind\n      status\n      dueAt\n      overdue\n      assigneeName\n    }\n  }\n}\n\nquery CounterpartyReassessmentDraft($id: ID!) {\n  reassessmentDraft(id: $id)\n}\n\nquery CounterpartyReviewCalendar($limit: Int) {\n  reviewCalendar(limit: $limit) {\n    dueThisWeek {\n      ...CounterpartyStanding\n    }\n    overdue {\n      ...CounterpartyStanding\n    }\n    expiredApprovals {\n      ...CounterpartyStanding\n    }\n    counts {\n      dueThisWeek\n      overdue\n      expiredApprovals\n      overdueCases\n    }\n  }\n}\n\nmutation MergeCounterpartyInto($id: ID!, $intoId: ID!) {\n  mergeCounterparties(id: $id, intoId: $intoId)\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;