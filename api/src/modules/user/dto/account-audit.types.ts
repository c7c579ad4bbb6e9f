import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { AccountAction, AccountAuditLog } from '../account-audit-log.entity.js';

export const MAX_ACCOUNT_AUDIT_PAGE = 200;

@ArgsType()
export class AccountAuditArgs {
  @Field(() => Int, { defaultValue: 50, description: `Page size, 1–${MAX_ACCOUNT_AUDIT_PAGE} (default 50).` })
  @IsInt({ message: 'limit must be an integer' })
  @Min(1, { message: `limit must be between 1 and ${MAX_ACCOUNT_AUDIT_PAGE}` })
  @Max(MAX_ACCOUNT_AUDIT_PAGE, { message: `limit must be between 1 and ${MAX_ACCOUNT_AUDIT_PAGE}` })
  limit: number = 50;

  @Field(() => String, {
    nullable: true,
    description:
      'The nextCursor of the previous page (same filter); omit for the first page. BAD_USER_INPUT (field cursor) when it is not one.',
  })
  @IsOptional()
  @IsString({ message: 'cursor must be a string' })
  cursor?: string | null;

  @Field(() => AccountAction, { nullable: true, description: 'Only entries of this action; null for all.' })
  @IsOptional()
  @IsIn(Object.values(AccountAction), { message: `action must be one of ${Object.values(AccountAction).join(', ')}` })
  action?: AccountAction | null;
}

@ObjectType({ description: 'One page of the account audit log, newest first.' })
export class AccountAuditPage {
  @Field(() => [AccountAuditLog], { description: 'At most `limit` entries, newest first (by createdAt, then id).' })
  items!: AccountAuditLog[];

  @Field(() => String, { nullable: true, description: 'Opaque keyset cursor for the next page; null on the last page.' })
  nextCursor!: string | null;
}
