import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ApiScope } from '../../../core/api-scope.js';

@ObjectType('ApiKeyAccount', { description: 'The account an API key acts for in the audit trail.' })
export class ApiKeyAccountType {
  @Field(() => ID, { description: 'The account id.' }) id!: string;
  @Field(() => String, { description: 'Its full name.' }) name!: string;
  @Field(() => String, { description: 'Its e-mail address.' }) email!: string;
}

@ObjectType('ApiKey', { description: 'An API key for an integrator: never its secret, which is shown once when it is made or rotated.' })
export class ApiKeyType {
  @Field(() => ID, { description: 'The key id (UUID), for rotate, revoke and scope changes.' }) id!: string;
  @Field(() => String, { description: 'Its name, 1 to 100 characters.' }) name!: string;
  @Field(() => String, { description: 'The public start of the key (cpk_ and 12 characters), to tell keys apart.' }) prefix!: string;
  @Field(() => [ApiScope], { description: 'What it may do.' }) scopes!: ApiScope[];
  @Field(() => Int, { description: "Screening calls its clients may have in flight per API process, apart from its account's." })
  screeningConcurrency!: number;
  @Field(() => ApiKeyAccountType, {
    nullable: true,
    description: 'The account it acts for; null once that account is deleted (the key then fails).',
  })
  actsFor!: ApiKeyAccountType | null;
  @Field(() => Date, { description: 'When it stops working.' }) expiresAt!: Date;
  @Field(() => Date, { description: 'When it was made.' }) createdAt!: Date;
  @Field(() => String, { nullable: true, description: 'The admin who made it.' }) createdByName!: string | null;
  @Field(() => Date, { nullable: true, description: 'When it was revoked; null while it works.' }) revokedAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it was last used (recorded at most once a minute).' }) lastUsedAt!: Date | null;
  @Field(() => Date, {
    nullable: true,
    description: 'Until when the secret before the last rotation still works; null when it no longer does.',
  })
  previousValidUntil!: Date | null;
  @Field(() => Boolean, {
    description: 'Made with the admin scope under REQUIRE_ADMIN_APPROVAL: it does not work until a second admin approves it.',
  })
  awaitingApproval!: boolean;
  @Field(() => [ApiScope], { nullable: true, description: 'Scopes adding admin that wait for a second admin; null when none.' })
  pendingScopes!: ApiScope[] | null;
  @Field(() => ApiKeyAccountType, {
    nullable: true,
    description:
      'The admin who asked for what waits (awaitingApproval or pendingScopes); null when nothing waits. Only another admin may approve.',
  })
  pendingProposedBy!: ApiKeyAccountType | null;
}

@ObjectType('IssuedApiKey', { description: 'A key just made or rotated, with its token: shown this once, never again.' })
export class IssuedApiKeyType {
  @Field(() => ApiKeyType, { description: 'The key, as lists show it.' }) key!: ApiKeyType;
  @Field(() => String, { description: 'Send as `Authorization: Bearer <token>` on GraphQL and REST.' }) token!: string;
}

@InputType('CreateApiKeyInput', { description: 'A new API key.' })
export class CreateApiKeyInput {
  @Field(() => String, { description: '1 to 100 characters.' }) name!: string;
  @Field(() => [ApiScope], { description: 'At least one; admin only for a key acting for an admin.' }) scopes!: ApiScope[];
  @Field(() => Date, { description: 'In the future, within 365 days.' }) expiresAt!: Date;
  @Field(() => ID, { description: 'The approved, active account it acts for.' }) actsForUserId!: string;
  @Field(() => Int, { nullable: true, description: 'Screening calls in flight per API process, 1 to 50; 2 by default.' })
  screeningConcurrency?: number | null;
}

export const GRACE_DESCRIPTION = 'Hours the old secret keeps working beside the new one, 0 to 168; 24 by default.';

@ObjectType('WholeNumberRange', { description: 'The whole numbers a setting takes, and its default.' })
export class WholeNumberRangeType {
  @Field(() => Int, { description: 'What it is unless set.' }) default!: number;
  @Field(() => Int, { description: 'The smallest allowed.' }) min!: number;
  @Field(() => Int, { description: 'The largest allowed.' }) max!: number;
}

@ObjectType('ApiScopeInfo', { description: 'A scope a key may have: its name and what it allows.' })
export class ApiScopeInfoType {
  @Field(() => ApiScope, { description: 'The scope.' }) scope!: ApiScope;
  @Field(() => String, { description: 'Its short name (Read).' }) label!: string;
  @Field(() => String, { description: 'What it allows, in one line.' }) help!: string;
}

@ObjectType('ApiKeyPolicy', { description: 'What API keys may be: the limits createApiKey and rotateApiKey enforce, for forms to offer.' })
export class ApiKeyPolicyType {
  @Field(() => Int, { description: 'The latest expiry, in days from now.' }) maxDays!: number;
  @Field(() => Int, { description: 'The expiry offered first, in days from now.' }) suggestedDays!: number;
  @Field(() => WholeNumberRangeType, { description: "Hours a rotated key's old secret keeps working." }) graceHours!: WholeNumberRangeType;
  @Field(() => WholeNumberRangeType, { description: 'Screening calls a key may have in flight per API process.' })
  screeningConcurrency!: WholeNumberRangeType;
  @Field(() => [ApiScopeInfoType], { description: 'Every scope, in order.' }) scopes!: ApiScopeInfoType[];
}
