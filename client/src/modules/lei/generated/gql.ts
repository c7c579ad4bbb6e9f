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
    "fragment LeiVersionFields on LeiRegisterVersion {\n  version\n  status\n  source\n  level1Url\n  level2Url\n  recordsRead\n  relationshipsRead\n  progressPercent\n  changes\n  error\n  createdAt\n  activatedAt\n}\n\nquery LeiRegister {\n  leiRegister {\n    active {\n      ...LeiVersionFields\n    }\n    versions {\n      ...LeiVersionFields\n    }\n  }\n}\n\nmutation ImportLeiRegisterFiles($level1: Upload!, $level2: Upload) {\n  importLeiRegister(level1: $level1, level2: $level2) {\n    version\n  }\n}\n\nmutation ImportLeiRegisterUrls($level1Url: String!, $level2Url: String) {\n  importLeiRegister(level1Url: $level1Url, level2Url: $level2Url) {\n    version\n  }\n}": typeof types.LeiVersionFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment LeiVersionFields on LeiRegisterVersion {\n  version\n  status\n  source\n  level1Url\n  level2Url\n  recordsRead\n  relationshipsRead\n  progressPercent\n  changes\n  error\n  createdAt\n  activatedAt\n}\n\nquery LeiRegister {\n  leiRegister {\n    active {\n      ...LeiVersionFields\n    }\n    versions {\n      ...LeiVersionFields\n    }\n  }\n}\n\nmutation ImportLeiRegisterFiles($level1: Upload!, $level2: Upload) {\n  importLeiRegister(level1: $level1, level2: $level2) {\n    version\n  }\n}\n\nmutation ImportLeiRegisterUrls($level1Url: String!, $level2Url: String) {\n  importLeiRegister(level1Url: $level1Url, level2Url: $level2Url) {\n    version\n  }\n}": types.LeiVersionFieldsFragmentDoc,
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
export function graphql(source: "fragment LeiVersionFields on LeiRegisterVersion {\n  version\n  status\n  source\n  level1Url\n  level2Url\n  recordsRead\n  relationshipsRead\n  progressPercent\n  changes\n  error\n  createdAt\n  activatedAt\n}\n\nquery LeiRegister {\n  leiRegister {\n    active {\n      ...LeiVersionFields\n    }\n    versions {\n      ...LeiVersionFields\n    }\n  }\n}\n\nmutation ImportLeiRegisterFiles($level1: Upload!, $level2: Upload) {\n  importLeiRegister(level1: $level1, level2: $level2) {\n    version\n  }\n}\n\nmutation ImportLeiRegisterUrls($level1Url: String!, $level2Url: String) {\n  importLeiRegister(level1Url: $level1Url, level2Url: $level2Url) {\n    version\n  }\n}"): (typeof documents)["fragment LeiVersionFields on LeiRegisterVersion {\n  version\n  status\n  source\n  level1Url\n  level2Url\n  recordsRead\n  relationshipsRead\n  progressPercent\n  changes\n  error\n  createdAt\n  activatedAt\n}\n\nquery LeiRegister {\n  leiRegister {\n    active {\n      ...LeiVersionFields\n    }\n    versions {\n      ...LeiVersionFields\n    }\n  }\n}\n\nmutation ImportLeiRegisterFiles($level1: Upload!, $level2: Upload) {\n  importLeiRegister(level1: $level1, level2: $level2) {\n    version\n  }\n}\n\nmutation ImportLeiRegisterUrls($level1Url: String!, $level2Url: String) {\n  importLeiRegister(level1Url: $level1Url, level2Url: $level2Url) {\n    version\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;