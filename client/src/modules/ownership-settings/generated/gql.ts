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
    "query OwnershipSettings {\n  ownershipSettings {\n    uboThresholdPercent\n    blockedOwnershipPercent\n    version\n    createdAt\n    authorName\n    note\n    defaults {\n      uboThresholdPercent\n      blockedOwnershipPercent\n    }\n  }\n}\n\nfragment OwnershipSettingsProposalFields on OwnershipSettingsChangeProposal {\n  id\n  status\n  changeNote\n  baseVersion\n  proposedAt\n  proposedBy {\n    id\n    firstName\n    lastName\n    deleted\n  }\n  settings {\n    uboThresholdPercent\n    blockedOwnershipPercent\n  }\n  previous {\n    uboThresholdPercent\n    blockedOwnershipPercent\n  }\n  viewerCan {\n    approve\n    reject\n  }\n}\n\nmutation SubmitOwnershipSettingsChange($uboThresholdPercent: Float!, $blockedOwnershipPercent: Float!, $note: String) {\n  submitOwnershipSettingsChange(\n    uboThresholdPercent: $uboThresholdPercent\n    blockedOwnershipPercent: $blockedOwnershipPercent\n    note: $note\n  ) {\n    applied\n    settings {\n      version\n    }\n    proposal {\n      ...OwnershipSettingsProposalFields\n    }\n  }\n}\n\nquery OwnershipSettingsChangeProposals {\n  ownershipSettingsChangeProposals(status: PENDING, limit: 10) {\n    ...OwnershipSettingsProposalFields\n  }\n}\n\nmutation ApproveOwnershipSettingsChange($id: ID!) {\n  approveOwnershipSettingsChange(id: $id) {\n    id\n    status\n    appliedVersion\n  }\n}\n\nmutation RejectOwnershipSettingsChange($id: ID!, $note: String!) {\n  rejectOwnershipSettingsChange(id: $id, note: $note) {\n    id\n    status\n  }\n}": typeof types.OwnershipSettingsDocument,
};
const documents: Documents = {
    "query OwnershipSettings {\n  ownershipSettings {\n    uboThresholdPercent\n    blockedOwnershipPercent\n    version\n    createdAt\n    authorName\n    note\n    defaults {\n      uboThresholdPercent\n      blockedOwnershipPercent\n    }\n  }\n}\n\nfragment OwnershipSettingsProposalFields on OwnershipSettingsChangeProposal {\n  id\n  status\n  changeNote\n  baseVersion\n  proposedAt\n  proposedBy {\n    id\n    firstName\n    lastName\n    deleted\n  }\n  settings {\n    uboThresholdPercent\n    blockedOwnershipPercent\n  }\n  previous {\n    uboThresholdPercent\n    blockedOwnershipPercent\n  }\n  viewerCan {\n    approve\n    reject\n  }\n}\n\nmutation SubmitOwnershipSettingsChange($uboThresholdPercent: Float!, $blockedOwnershipPercent: Float!, $note: String) {\n  submitOwnershipSettingsChange(\n    uboThresholdPercent: $uboThresholdPercent\n    blockedOwnershipPercent: $blockedOwnershipPercent\n    note: $note\n  ) {\n    applied\n    settings {\n      version\n    }\n    proposal {\n      ...OwnershipSettingsProposalFields\n    }\n  }\n}\n\nquery OwnershipSettingsChangeProposals {\n  ownershipSettingsChangeProposals(status: PENDING, limit: 10) {\n    ...OwnershipSettingsProposalFields\n  }\n}\n\nmutation ApproveOwnershipSettingsChange($id: ID!) {\n  approveOwnershipSettingsChange(id: $id) {\n    id\n    status\n    appliedVersion\n  }\n}\n\nmutation RejectOwnershipSettingsChange($id: ID!, $note: String!) {\n  rejectOwnershipSettingsChange(id: $id, note: $note) {\n    id\n    status\n  }\n}": types.OwnershipSettingsDocument,
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
export function graphql(source: "query OwnershipSettings {\n  ownershipSettings {\n    uboThresholdPercent\n    blockedOwnershipPercent\n    version\n    createdAt\n    authorName\n    note\n    defaults {\n      uboThresholdPercent\n      blockedOwnershipPercent\n    }\n  }\n}\n\nfragment OwnershipSettingsProposalFields on OwnershipSettingsChangeProposal {\n  id\n  status\n  changeNote\n  baseVersion\n  proposedAt\n  proposedBy {\n    id\n    firstName\n    lastName\n    deleted\n  }\n  settings {\n    uboThresholdPercent\n    blockedOwnershipPercent\n  }\n  previous {\n    uboThresholdPercent\n    blockedOwnershipPercent\n  }\n  viewerCan {\n    approve\n    reject\n  }\n}\n\nmutation SubmitOwnershipSettingsChange($uboThresholdPercent: Float!, $blockedOwnershipPercent: Float!, $note: String) {\n  submitOwnershipSettingsChange(\n    uboThresholdPercent: $uboThresholdPercent\n    blockedOwnershipPercent: $blockedOwnershipPercent\n    note: $note\n  ) {\n    applied\n    settings {\n      version\n    }\n    proposal {\n      ...OwnershipSettingsProposalFields\n    }\n  }\n}\n\nquery OwnershipSettingsChangeProposals {\n  ownershipSettingsChangeProposals(status: PENDING, limit: 10) {\n    ...OwnershipSettingsProposalFields\n  }\n}\n\nmutation ApproveOwnershipSettingsChange($id: ID!) {\n  approveOwnershipSettingsChange(id: $id) {\n    id\n    status\n    appliedVersion\n  }\n}\n\nmutation RejectOwnershipSettingsChange($id: ID!, $note: String!) {\n  rejectOwnershipSettingsChange(id: $id, note: $note) {\n    id\n    status\n  }\n}"): (typeof documents)["query OwnershipSettings {\n  ownershipSettings {\n    uboThresholdPercent\n    blockedOwnershipPercent\n    version\n    createdAt\n    authorName\n    note\n    defaults {\n      uboThresholdPercent\n      blockedOwnershipPercent\n    }\n  }\n}\n\nfragment OwnershipSettingsProposalFields on OwnershipSettingsChangeProposal {\n  id\n  status\n  changeNote\n  baseVersion\n  proposedAt\n  proposedBy {\n    id\n    firstName\n    lastName\n    deleted\n  }\n  settings {\n    uboThresholdPercent\n    blockedOwnershipPercent\n  }\n  previous {\n    uboThresholdPercent\n    blockedOwnershipPercent\n  }\n  viewerCan {\n    approve\n    reject\n  }\n}\n\nmutation SubmitOwnershipSettingsChange($uboThresholdPercent: Float!, $blockedOwnershipPercent: Float!, $note: String) {\n  submitOwnershipSettingsChange(\n    uboThresholdPercent: $uboThresholdPercent\n    blockedOwnershipPercent: $blockedOwnershipPercent\n    note: $note\n  ) {\n    applied\n    settings {\n      version\n    }\n    proposal {\n      ...OwnershipSettingsProposalFields\n    }\n  }\n}\n\nquery OwnershipSettingsChangeProposals {\n  ownershipSettingsChangeProposals(status: PENDING, limit: 10) {\n    ...OwnershipSettingsProposalFields\n  }\n}\n\nmutation ApproveOwnershipSettingsChange($id: ID!) {\n  approveOwnershipSettingsChange(id: $id) {\n    id\n    status\n    appliedVersion\n  }\n}\n\nmutation RejectOwnershipSettingsChange($id: ID!, $note: String!) {\n  rejectOwnershipSettingsChange(id: $id, note: $note) {\n    id\n    status\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;