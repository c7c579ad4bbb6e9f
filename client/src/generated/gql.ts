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
    "fragment AdminUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  role\n  approved\n  createdAt\n}\n\nquery Users {\n  users {\n    ...AdminUser\n  }\n}\n\nmutation ApproveUser($id: ID!) {\n  approveUser(id: $id) {\n    ...AdminUser\n  }\n}\n\nmutation ChangeUserRole($id: ID!, $role: Role!) {\n  changeUserRole(id: $id, role: $role) {\n    ...AdminUser\n  }\n}\n\nmutation DeleteUser($id: ID!) {\n  deleteUser(id: $id)\n}\n\nmutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    ...AdminUser\n  }\n}": typeof types.AdminUserFragmentDoc,
    "fragment CurrentUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  role\n  approved\n  createdAt\n}\n\nquery Me {\n  me {\n    ...CurrentUser\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...CurrentUser\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...CurrentUser\n  }\n}": typeof types.CurrentUserFragmentDoc,
};
const documents: Documents = {
    "fragment AdminUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  role\n  approved\n  createdAt\n}\n\nquery Users {\n  users {\n    ...AdminUser\n  }\n}\n\nmutation ApproveUser($id: ID!) {\n  approveUser(id: $id) {\n    ...AdminUser\n  }\n}\n\nmutation ChangeUserRole($id: ID!, $role: Role!) {\n  changeUserRole(id: $id, role: $role) {\n    ...AdminUser\n  }\n}\n\nmutation DeleteUser($id: ID!) {\n  deleteUser(id: $id)\n}\n\nmutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    ...AdminUser\n  }\n}": types.AdminUserFragmentDoc,
    "fragment CurrentUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  role\n  approved\n  createdAt\n}\n\nquery Me {\n  me {\n    ...CurrentUser\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...CurrentUser\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...CurrentUser\n  }\n}": types.CurrentUserFragmentDoc,
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
export function graphql(source: "fragment AdminUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  role\n  approved\n  createdAt\n}\n\nquery Users {\n  users {\n    ...AdminUser\n  }\n}\n\nmutation ApproveUser($id: ID!) {\n  approveUser(id: $id) {\n    ...AdminUser\n  }\n}\n\nmutation ChangeUserRole($id: ID!, $role: Role!) {\n  changeUserRole(id: $id, role: $role) {\n    ...AdminUser\n  }\n}\n\nmutation DeleteUser($id: ID!) {\n  deleteUser(id: $id)\n}\n\nmutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    ...AdminUser\n  }\n}"): (typeof documents)["fragment AdminUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  role\n  approved\n  createdAt\n}\n\nquery Users {\n  users {\n    ...AdminUser\n  }\n}\n\nmutation ApproveUser($id: ID!) {\n  approveUser(id: $id) {\n    ...AdminUser\n  }\n}\n\nmutation ChangeUserRole($id: ID!, $role: Role!) {\n  changeUserRole(id: $id, role: $role) {\n    ...AdminUser\n  }\n}\n\nmutation DeleteUser($id: ID!) {\n  deleteUser(id: $id)\n}\n\nmutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    ...AdminUser\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CurrentUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  role\n  approved\n  createdAt\n}\n\nquery Me {\n  me {\n    ...CurrentUser\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...CurrentUser\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...CurrentUser\n  }\n}"): (typeof documents)["fragment CurrentUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  role\n  approved\n  createdAt\n}\n\nquery Me {\n  me {\n    ...CurrentUser\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...CurrentUser\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...CurrentUser\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;