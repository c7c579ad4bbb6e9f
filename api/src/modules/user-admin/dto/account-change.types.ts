import { IsEnum, IsObject, IsOptional, IsString } from 'class-validator';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { ProposalStandingType } from '../../approval/dto/proposal-standing.type.js';
import { AccountChangeAction, AccountChangeStatus } from '../account-change.js';
import { User } from '../../user/user.entity.js';
import { Role } from '../../../core/principal.js';
import { CreateUserInput } from './create-user.input.js';

@InputType({
  description:
    'An account change: CREATE_USER takes `user`; CHANGE_ROLE takes `userId` and `role`; RESET_PASSWORD takes `userId`. With REQUIRE_ADMIN_APPROVAL on, creating or promoting an admin and resetting an admin password are stored as a proposal for a second admin.',
})
export class SubmitAccountChangeInput {
  @Field(() => AccountChangeAction, { description: 'What to do.' })
  @IsEnum(AccountChangeAction, { message: 'action must be create_user, change_role or reset_password' })
  action!: AccountChangeAction;

  @Field(() => ID, { nullable: true, description: 'The account to change (CHANGE_ROLE, RESET_PASSWORD).' })
  @IsOptional()
  @IsString({ message: 'userId must be an id' })
  userId?: string | null;

  @Field(() => Role, { nullable: true, description: 'The new role (CHANGE_ROLE).' })
  @IsOptional()
  @IsEnum(Role, { message: 'Role must be analyst or admin' })
  role?: Role | null;

  // Validated as a CreateUserInput of its own by the command, so its errors name its fields.
  @Field(() => CreateUserInput, { nullable: true, description: 'The new account (CREATE_USER).' })
  @IsOptional()
  @IsObject({ message: 'user must be an object' })
  user?: CreateUserInput | null;
}

@ObjectType({ description: 'An account as a proposal shows it: proposed (a new account) or as it stood when proposed.' })
export class ProposedAccountType {
  @Field(() => String, { description: 'Sign-in email.' }) email!: string;
  @Field(() => String, { description: 'First name.' }) firstName!: string;
  @Field(() => String, { nullable: true, description: 'Last name; null when none.' }) lastName!: string | null;
  @Field(() => String, { description: 'Role: the new one for CREATE_USER and CHANGE_ROLE (admin), the current one for RESET_PASSWORD.' })
  role!: string;
}

@ObjectType('AccountChangeProposal', {
  description:
    'A change to an admin account proposed by one admin while REQUIRE_ADMIN_APPROVAL is on; nothing changes until a second admin approves it.',
})
export class AccountChangeProposalType extends ProposalStandingType {
  @Field(() => AccountChangeStatus, { description: 'Pending, approved (applied) or rejected.' }) status!: AccountChangeStatus;
  @Field(() => AccountChangeAction, { description: 'What the change does.' }) action!: AccountChangeAction;
  @Field(() => ID, {
    nullable: true,
    description: 'The account changed (for CREATE_USER, the account made on approval); null before that.',
  })
  userId!: string | null;
  @Field(() => ProposedAccountType, { description: 'The account concerned.' }) account!: ProposedAccountType;
}

@ObjectType({ description: 'What submitAccountChange or approveAccountChange did.' })
export class AccountChangeOutcome {
  @Field(() => Boolean, { description: 'True when the change was applied; false when it was stored as a proposal for a second admin.' })
  applied!: boolean;
  @Field(() => User, { nullable: true, description: 'The account as it now stands, when applied; null when proposed.' })
  user!: User | null;
  @Field(() => String, {
    nullable: true,
    description: 'For an applied RESET_PASSWORD: the generated password, shown this once to hand over; null otherwise.',
  })
  temporaryPassword!: string | null;
  @Field(() => AccountChangeProposalType, { nullable: true, description: 'The proposal, when one was stored or approved; null otherwise.' })
  proposal!: AccountChangeProposalType | null;
}
