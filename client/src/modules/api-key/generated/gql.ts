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
    "fragment ApiKeyFields on ApiKey {\n  id\n  name\n  prefix\n  scopes\n  screeningConcurrency\n  actsFor {\n    id\n    name\n    email\n  }\n  expiresAt\n  createdAt\n  createdByName\n  revokedAt\n  lastUsedAt\n  previousValidUntil\n  awaitingApproval\n  pendingScopes\n  pendingProposedBy {\n    id\n    name\n  }\n}\n\nquery ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}\n\nquery ApiKeyAccounts {\n  users {\n    id\n    email\n    firstName\n    lastName\n    role\n    approved\n    suspended\n  }\n}\n\nmutation CreateApiKey($input: CreateApiKeyInput!) {\n  createApiKey(input: $input) {\n    token\n    key {\n      ...ApiKeyFields\n    }\n  }\n}\n\nmutation RotateApiKey($id: ID!, $graceHours: Int) {\n  rotateApiKey(id: $id, graceHours: $graceHours) {\n    token\n    key {\n      ...ApiKeyFields\n    }\n  }\n}\n\nmutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id) {\n    ...ApiKeyFields\n  }\n}\n\nmutation UpdateApiKeyScopes($id: ID!, $scopes: [ApiScope!]!) {\n  updateApiKeyScopes(id: $id, scopes: $scopes) {\n    ...ApiKeyFields\n  }\n}\n\nmutation ApproveApiKeyChange($id: ID!) {\n  approveApiKeyChange(id: $id) {\n    ...ApiKeyFields\n  }\n}\n\nmutation RejectApiKeyChange($id: ID!, $note: String!) {\n  rejectApiKeyChange(id: $id, note: $note) {\n    ...ApiKeyFields\n  }\n}\n\nquery ApiKeyPolicy {\n  apiKeyPolicy {\n    maxDays\n    suggestedDays\n    graceHours {\n      default\n      min\n      max\n    }\n    screeningConcurrency {\n      default\n      min\n      max\n    }\n    scopes {\n      scope\n      label\n      help\n    }\n  }\n}": typeof types.ApiKeyFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment ApiKeyFields on ApiKey {\n  id\n  name\n  prefix\n  scopes\n  screeningConcurrency\n  actsFor {\n    id\n    name\n    email\n  }\n  expiresAt\n  createdAt\n  createdByName\n  revokedAt\n  lastUsedAt\n  previousValidUntil\n  awaitingApproval\n  pendingScopes\n  pendingProposedBy {\n    id\n    name\n  }\n}\n\nquery ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}\n\nquery ApiKeyAccounts {\n  users {\n    id\n    email\n    firstName\n    lastName\n    role\n    approved\n    suspended\n  }\n}\n\nmutation CreateApiKey($input: CreateApiKeyInput!) {\n  createApiKey(input: $input) {\n    token\n    key {\n      ...ApiKeyFields\n    }\n  }\n}\n\nmutation RotateApiKey($id: ID!, $graceHours: Int) {\n  rotateApiKey(id: $id, graceHours: $graceHours) {\n    token\n    key {\n      ...ApiKeyFields\n    }\n  }\n}\n\nmutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id) {\n    ...ApiKeyFields\n  }\n}\n\nmutation UpdateApiKeyScopes($id: ID!, $scopes: [ApiScope!]!) {\n  updateApiKeyScopes(id: $id, scopes: $scopes) {\n    ...ApiKeyFields\n  }\n}\n\nmutation ApproveApiKeyChange($id: ID!) {\n  approveApiKeyChange(id: $id) {\n    ...ApiKeyFields\n  }\n}\n\nmutation RejectApiKeyChange($id: ID!, $note: String!) {\n  rejectApiKeyChange(id: $id, note: $note) {\n    ...ApiKeyFields\n  }\n}\n\nquery ApiKeyPolicy {\n  apiKeyPolicy {\n    maxDays\n    suggestedDays\n    graceHours {\n      default\n      min\n      max\n    }\n    screeningConcurrency {\n      default\n      min\n      max\n    }\n    scopes {\n      scope\n      label\n      help\n    }\n  }\n}": types.ApiKeyFieldsFragmentDoc,
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
export function graphql(source: "fragment ApiKeyFields on ApiKey {\n  id\n  name\n  prefix\n  scopes\n  screeningConcurrency\n  actsFor {\n    id\n    name\n    email\n  }\n  expiresAt\n  createdAt\n  createdByName\n  revokedAt\n  lastUsedAt\n  previousValidUntil\n  awaitingApproval\n  pendingScopes\n  pendingProposedBy {\n    id\n    name\n  }\n}\n\nquery ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}\n\nquery ApiKeyAccounts {\n  users {\n    id\n    email\n    firstName\n    lastName\n    role\n    approved\n    suspended\n  }\n}\n\nmutation CreateApiKey($input: CreateApiKeyInput!) {\n  createApiKey(input: $input) {\n    token\n    key {\n      ...ApiKeyFields\n    }\n  }\n}\n\nmutation RotateApiKey($id: ID!, $graceHours: Int) {\n  rotateApiKey(id: $id, graceHours: $graceHours) {\n    token\n    key {\n      ...ApiKeyFields\n    }\n  }\n}\n\nmutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id) {\n    ...ApiKeyFields\n  }\n}\n\nmutation UpdateApiKeyScopes($id: ID!, $scopes: [ApiScope!]!) {\n  updateApiKeyScopes(id: $id, scopes: $scopes) {\n    ...ApiKeyFields\n  }\n}\n\nmutation ApproveApiKeyChange($id: ID!) {\n  approveApiKeyChange(id: $id) {\n    ...ApiKeyFields\n  }\n}\n\nmutation RejectApiKeyChange($id: ID!, $note: String!) {\n  rejectApiKeyChange(id: $id, note: $note) {\n    ...ApiKeyFields\n  }\n}\n\nquery ApiKeyPolicy {\n  apiKeyPolicy {\n    maxDays\n    suggestedDays\n    graceHours {\n      default\n      min\n      max\n    }\n    screeningConcurrency {\n      default\n      min\n      max\n    }\n    scopes {\n      scope\n      label\n      help\n    }\n  }\n}"): (typeof documents)["fragment ApiKeyFields on ApiKey {\n  id\n  name\n  prefix\n  scopes\n  screeningConcurrency\n  actsFor {\n    id\n    name\n    email\n  }\n  expiresAt\n  createdAt\n  createdByName\n  revokedAt\n  lastUsedAt\n  previousValidUntil\n  awaitingApproval\n  pendingScopes\n  pendingProposedBy {\n    id\n    name\n  }\n}\n\nquery ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}\n\nquery ApiKeyAccounts {\n  users {\n    id\n    email\n    firstName\n    lastName\n    role\n    approved\n    suspended\n  }\n}\n\nmutation CreateApiKey($input: CreateApiKeyInput!) {\n  createApiKey(input: $input) {\n    token\n    key {\n      ...ApiKeyFields\n    }\n  }\n}\n\nmutation RotateApiKey($id: ID!, $graceHours: Int) {\n  rotateApiKey(id: $id, graceHours: $graceHours) {\n    token\n    key {\n      ...ApiKeyFields\n    }\n  }\n}\n\nmutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id) {\n    ...ApiKeyFields\n  }\n}\n\nmutation UpdateApiKeyScopes($id: ID!, $scopes: [ApiScope!]!) {\n  updateApiKeyScopes(id: $id, scopes: $scopes) {\n    ...ApiKeyFields\n  }\n}\n\nmutation ApproveApiKeyChange($id: ID!) {\n  approveApiKeyChange(id: $id) {\n    ...ApiKeyFields\n  }\n}\n\nmutation RejectApiKeyChange($id: ID!, $note: String!) {\n  rejectApiKeyChange(id: $id, note: $note) {\n    ...ApiKeyFields\n  }\n}\n\nquery ApiKeyPolicy {\n  apiKeyPolicy {\n    maxDays\n    suggestedDays\n    graceHours {\n      default\n      min\n      max\n    }\n    screeningConcurrency {\n      default\n      min\n      max\n    }\n    scopes {\n      scope\n      label\n      help\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;