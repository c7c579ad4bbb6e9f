/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The state of a version of the LEI register. REST uses importing, active, superseded, failed. */
export type LeiVersionStatus =
  /** The version lookups and searches read (at most one). */
  | 'ACTIVE'
  /** Its import failed (see error); nothing of it was kept and the active version stayed. */
  | 'FAILED'
  /** Its import runs; lookups read the active version. */
  | 'IMPORTING'
  /** Was active or importing when a newer version replaced it; its records are gone. */
  | 'SUPERSEDED';

export type LeiVersionFieldsFragment = { version: number, status: LeiVersionStatus, source: string, level1Url: string | null, level2Url: string | null, recordsRead: number, relationshipsRead: number, progressPercent: number, changes: number | null, error: string | null, createdAt: string, activatedAt: string | null };

export type LeiRegisterQueryVariables = Exact<{ [key: string]: never; }>;


export type LeiRegisterQuery = { leiRegister: { active: { version: number, status: LeiVersionStatus, source: string, level1Url: string | null, level2Url: string | null, recordsRead: number, relationshipsRead: number, progressPercent: number, changes: number | null, error: string | null, createdAt: string, activatedAt: string | null } | null, versions: Array<{ version: number, status: LeiVersionStatus, source: string, level1Url: string | null, level2Url: string | null, recordsRead: number, relationshipsRead: number, progressPercent: number, changes: number | null, error: string | null, createdAt: string, activatedAt: string | null }> } };

export type ImportLeiRegisterFilesMutationVariables = Exact<{
  level1: unknown;
  level2?: unknown;
}>;


export type ImportLeiRegisterFilesMutation = { importLeiRegister: { version: number } };

export type ImportLeiRegisterUrlsMutationVariables = Exact<{
  level1Url: string;
  level2Url?: string | null | undefined;
}>;


export type ImportLeiRegisterUrlsMutation = { importLeiRegister: { version: number } };

export const LeiVersionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeiVersionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeiRegisterVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"level1Url"}},{"kind":"Field","name":{"kind":"Name","value":"level2Url"}},{"kind":"Field","name":{"kind":"Name","value":"recordsRead"}},{"kind":"Field","name":{"kind":"Name","value":"relationshipsRead"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}}]} as unknown as DocumentNode<LeiVersionFieldsFragment, unknown>;
export const LeiRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeiRegister"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leiRegister"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeiVersionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeiVersionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeiVersionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeiRegisterVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"level1Url"}},{"kind":"Field","name":{"kind":"Name","value":"level2Url"}},{"kind":"Field","name":{"kind":"Name","value":"recordsRead"}},{"kind":"Field","name":{"kind":"Name","value":"relationshipsRead"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}}]} as unknown as DocumentNode<LeiRegisterQuery, LeiRegisterQueryVariables>;
export const ImportLeiRegisterFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportLeiRegisterFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"level1"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"level2"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importLeiRegister"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"level1"},"value":{"kind":"Variable","name":{"kind":"Name","value":"level1"}}},{"kind":"Argument","name":{"kind":"Name","value":"level2"},"value":{"kind":"Variable","name":{"kind":"Name","value":"level2"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<ImportLeiRegisterFilesMutation, ImportLeiRegisterFilesMutationVariables>;
export const ImportLeiRegisterUrlsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportLeiRegisterUrls"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"level1Url"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"level2Url"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importLeiRegister"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"level1Url"},"value":{"kind":"Variable","name":{"kind":"Name","value":"level1Url"}}},{"kind":"Argument","name":{"kind":"Name","value":"level2Url"},"value":{"kind":"Variable","name":{"kind":"Name","value":"level2Url"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<ImportLeiRegisterUrlsMutation, ImportLeiRegisterUrlsMutationVariables>;