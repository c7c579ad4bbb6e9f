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
    "fragment PasskeyFields on Passkey {\n  id\n  name\n  createdAt\n  lastUsedAt\n  deviceType\n  backedUp\n}\n\nquery MyPasskeys {\n  passkeys {\n    ...PasskeyFields\n  }\n}\n\nmutation PasskeyRegistrationOptions {\n  passkeyRegistrationOptions {\n    challengeId\n    options\n  }\n}\n\nmutation RegisterPasskey($challengeId: String!, $response: JSONObject!, $name: String) {\n  registerPasskey(challengeId: $challengeId, response: $response, name: $name) {\n    ...PasskeyFields\n  }\n}\n\nmutation RenamePasskey($id: ID!, $name: String!) {\n  renamePasskey(id: $id, name: $name) {\n    ...PasskeyFields\n  }\n}\n\nmutation DeletePasskey($id: ID!) {\n  deletePasskey(id: $id)\n}\n\nmutation PasskeySignInOptions {\n  passkeySignInOptions {\n    challengeId\n    options\n  }\n}\n\nmutation SignInWithPasskey($challengeId: String!, $response: JSONObject!) {\n  signInWithPasskey(challengeId: $challengeId, response: $response) {\n    token\n  }\n}\n\nmutation PasskeySecondFactorOptions($challenge: String!) {\n  passkeySecondFactorOptions(challenge: $challenge) {\n    challengeId\n    options\n  }\n}\n\nmutation CompleteSignInWithPasskey($challenge: String!, $response: JSONObject!) {\n  completeSignInWithPasskey(challenge: $challenge, response: $response) {\n    token\n  }\n}": typeof types.PasskeyFieldsFragmentDoc,
    "query MySessions {\n  mySessions {\n    id\n    current\n    browser\n    address\n    method\n    createdAt\n    lastUsedAt\n  }\n}\n\nmutation EndSession($id: ID!) {\n  endSession(id: $id)\n}\n\nmutation EndOtherSessions {\n  endOtherSessions\n}": typeof types.MySessionsDocument,
    "query SignInOptions {\n  signInOptions {\n    passwordLogin\n    ssoLabel\n  }\n}": typeof types.SignInOptionsDocument,
    "query TotpStatus {\n  totpStatus {\n    enrolled\n    pending\n    enrolledAt\n    recoveryCodesLeft\n  }\n}\n\nmutation BeginTotpEnrolment {\n  beginTotpEnrolment {\n    secret\n    uri\n  }\n}\n\nmutation ConfirmTotpEnrolment($code: String!) {\n  confirmTotpEnrolment(code: $code)\n}\n\nmutation DisableTotp($code: String!) {\n  disableTotp(code: $code)\n}\n\nmutation RegenerateRecoveryCodes($code: String!) {\n  regenerateRecoveryCodes(code: $code)\n}\n\nmutation CompleteSignInWithCode($input: CodeSignInInput!) {\n  completeSignInWithCode(input: $input) {\n    token\n  }\n}": typeof types.TotpStatusDocument,
};
const documents: Documents = {
    "fragment PasskeyFields on Passkey {\n  id\n  name\n  createdAt\n  lastUsedAt\n  deviceType\n  backedUp\n}\n\nquery MyPasskeys {\n  passkeys {\n    ...PasskeyFields\n  }\n}\n\nmutation PasskeyRegistrationOptions {\n  passkeyRegistrationOptions {\n    challengeId\n    options\n  }\n}\n\nmutation RegisterPasskey($challengeId: String!, $response: JSONObject!, $name: String) {\n  registerPasskey(challengeId: $challengeId, response: $response, name: $name) {\n    ...PasskeyFields\n  }\n}\n\nmutation RenamePasskey($id: ID!, $name: String!) {\n  renamePasskey(id: $id, name: $name) {\n    ...PasskeyFields\n  }\n}\n\nmutation DeletePasskey($id: ID!) {\n  deletePasskey(id: $id)\n}\n\nmutation PasskeySignInOptions {\n  passkeySignInOptions {\n    challengeId\n    options\n  }\n}\n\nmutation SignInWithPasskey($challengeId: String!, $response: JSONObject!) {\n  signInWithPasskey(challengeId: $challengeId, response: $response) {\n    token\n  }\n}\n\nmutation PasskeySecondFactorOptions($challenge: String!) {\n  passkeySecondFactorOptions(challenge: $challenge) {\n    challengeId\n    options\n  }\n}\n\nmutation CompleteSignInWithPasskey($challenge: String!, $response: JSONObject!) {\n  completeSignInWithPasskey(challenge: $challenge, response: $response) {\n    token\n  }\n}": types.PasskeyFieldsFragmentDoc,
    "query MySessions {\n  mySessions {\n    id\n    current\n    browser\n    address\n    method\n    createdAt\n    lastUsedAt\n  }\n}\n\nmutation EndSession($id: ID!) {\n  endSession(id: $id)\n}\n\nmutation EndOtherSessions {\n  endOtherSessions\n}": types.MySessionsDocument,
    "query SignInOptions {\n  signInOptions {\n    passwordLogin\n    ssoLabel\n  }\n}": types.SignInOptionsDocument,
    "query TotpStatus {\n  totpStatus {\n    enrolled\n    pending\n    enrolledAt\n    recoveryCodesLeft\n  }\n}\n\nmutation BeginTotpEnrolment {\n  beginTotpEnrolment {\n    secret\n    uri\n  }\n}\n\nmutation ConfirmTotpEnrolment($code: String!) {\n  confirmTotpEnrolment(code: $code)\n}\n\nmutation DisableTotp($code: String!) {\n  disableTotp(code: $code)\n}\n\nmutation RegenerateRecoveryCodes($code: String!) {\n  regenerateRecoveryCodes(code: $code)\n}\n\nmutation CompleteSignInWithCode($input: CodeSignInInput!) {\n  completeSignInWithCode(input: $input) {\n    token\n  }\n}": types.TotpStatusDocument,
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
export function graphql(source: "fragment PasskeyFields on Passkey {\n  id\n  name\n  createdAt\n  lastUsedAt\n  deviceType\n  backedUp\n}\n\nquery MyPasskeys {\n  passkeys {\n    ...PasskeyFields\n  }\n}\n\nmutation PasskeyRegistrationOptions {\n  passkeyRegistrationOptions {\n    challengeId\n    options\n  }\n}\n\nmutation RegisterPasskey($challengeId: String!, $response: JSONObject!, $name: String) {\n  registerPasskey(challengeId: $challengeId, response: $response, name: $name) {\n    ...PasskeyFields\n  }\n}\n\nmutation RenamePasskey($id: ID!, $name: String!) {\n  renamePasskey(id: $id, name: $name) {\n    ...PasskeyFields\n  }\n}\n\nmutation DeletePasskey($id: ID!) {\n  deletePasskey(id: $id)\n}\n\nmutation PasskeySignInOptions {\n  passkeySignInOptions {\n    challengeId\n    options\n  }\n}\n\nmutation SignInWithPasskey($challengeId: String!, $response: JSONObject!) {\n  signInWithPasskey(challengeId: $challengeId, response: $response) {\n    token\n  }\n}\n\nmutation PasskeySecondFactorOptions($challenge: String!) {\n  passkeySecondFactorOptions(challenge: $challenge) {\n    challengeId\n    options\n  }\n}\n\nmutation CompleteSignInWithPasskey($challenge: String!, $response: JSONObject!) {\n  completeSignInWithPasskey(challenge: $challenge, response: $response) {\n    token\n  }\n}"): (typeof documents)["fragment PasskeyFields on Passkey {\n  id\n  name\n  createdAt\n  lastUsedAt\n  deviceType\n  backedUp\n}\n\nquery MyPasskeys {\n  passkeys {\n    ...PasskeyFields\n  }\n}\n\nmutation PasskeyRegistrationOptions {\n  passkeyRegistrationOptions {\n    challengeId\n    options\n  }\n}\n\nmutation RegisterPasskey($challengeId: String!, $response: JSONObject!, $name: String) {\n  registerPasskey(challengeId: $challengeId, response: $response, name: $name) {\n    ...PasskeyFields\n  }\n}\n\nmutation RenamePasskey($id: ID!, $name: String!) {\n  renamePasskey(id: $id, name: $name) {\n    ...PasskeyFields\n  }\n}\n\nmutation DeletePasskey($id: ID!) {\n  deletePasskey(id: $id)\n}\n\nmutation PasskeySignInOptions {\n  passkeySignInOptions {\n    challengeId\n    options\n  }\n}\n\nmutation SignInWithPasskey($challengeId: String!, $response: JSONObject!) {\n  signInWithPasskey(challengeId: $challengeId, response: $response) {\n    token\n  }\n}\n\nmutation PasskeySecondFactorOptions($challenge: String!) {\n  passkeySecondFactorOptions(challenge: $challenge) {\n    challengeId\n    options\n  }\n}\n\nmutation CompleteSignInWithPasskey($challenge: String!, $response: JSONObject!) {\n  completeSignInWithPasskey(challenge: $challenge, response: $response) {\n    token\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MySessions {\n  mySessions {\n    id\n    current\n    browser\n    address\n    method\n    createdAt\n    lastUsedAt\n  }\n}\n\nmutation EndSession($id: ID!) {\n  endSession(id: $id)\n}\n\nmutation EndOtherSessions {\n  endOtherSessions\n}"): (typeof documents)["query MySessions {\n  mySessions {\n    id\n    current\n    browser\n    address\n    method\n    createdAt\n    lastUsedAt\n  }\n}\n\nmutation EndSession($id: ID!) {\n  endSession(id: $id)\n}\n\nmutation EndOtherSessions {\n  endOtherSessions\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SignInOptions {\n  signInOptions {\n    passwordLogin\n    ssoLabel\n  }\n}"): (typeof documents)["query SignInOptions {\n  signInOptions {\n    passwordLogin\n    ssoLabel\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TotpStatus {\n  totpStatus {\n    enrolled\n    pending\n    enrolledAt\n    recoveryCodesLeft\n  }\n}\n\nmutation BeginTotpEnrolment {\n  beginTotpEnrolment {\n    secret\n    uri\n  }\n}\n\nmutation ConfirmTotpEnrolment($code: String!) {\n  confirmTotpEnrolment(code: $code)\n}\n\nmutation DisableTotp($code: String!) {\n  disableTotp(code: $code)\n}\n\nmutation RegenerateRecoveryCodes($code: String!) {\n  regenerateRecoveryCodes(code: $code)\n}\n\nmutation CompleteSignInWithCode($input: CodeSignInInput!) {\n  completeSignInWithCode(input: $input) {\n    token\n  }\n}"): (typeof documents)["query TotpStatus {\n  totpStatus {\n    enrolled\n    pending\n    enrolledAt\n    recoveryCodesLeft\n  }\n}\n\nmutation BeginTotpEnrolment {\n  beginTotpEnrolment {\n    secret\n    uri\n  }\n}\n\nmutation ConfirmTotpEnrolment($code: String!) {\n  confirmTotpEnrolment(code: $code)\n}\n\nmutation DisableTotp($code: String!) {\n  disableTotp(code: $code)\n}\n\nmutation RegenerateRecoveryCodes($code: String!) {\n  regenerateRecoveryCodes(code: $code)\n}\n\nmutation CompleteSignInWithCode($input: CodeSignInInput!) {\n  completeSignInWithCode(input: $input) {\n    token\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;