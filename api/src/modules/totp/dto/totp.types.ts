import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

/** The longest code accepted: a recovery code with spaces and hyphens to spare. */
export const CODE_MAX = 40;
/** The longest sign-in challenge accepted (they are 43 characters). */
const CHALLENGE_MAX = 100;

export const CODE_DESCRIPTION =
  'A current six-digit code from the authenticator app, or one of the recovery codes (xxxxx-xxxxx; case, spaces and hyphens do not matter).';

/** A code that proves the caller holds the authenticator app (or a recovery code): enrolment's confirmation, disabling, new recovery codes. */
export class TotpCodeInput {
  @IsNotEmpty({ message: 'Code is required' })
  @IsString({ message: 'Code is required' })
  @MaxLength(CODE_MAX, { message: `Code is too long (at most ${CODE_MAX} characters)` })
  code!: string;
}

@InputType({ description: 'The second step of a password sign-in: its challenge and a code.' })
export class CodeSignInInput {
  @Field(() => String, { description: 'The challenge the password step answered (LoginResult.secondFactor.challenge).' })
  @IsNotEmpty({ message: 'Challenge is required' })
  @IsString({ message: 'Challenge is required' })
  @MaxLength(CHALLENGE_MAX, { message: 'Challenge is not valid' })
  challenge!: string;

  @Field(() => String, { description: CODE_DESCRIPTION })
  @IsNotEmpty({ message: 'Code is required' })
  @IsString({ message: 'Code is required' })
  @MaxLength(CODE_MAX, { message: `Code is too long (at most ${CODE_MAX} characters)` })
  code!: string;
}

@ObjectType({ description: "The signed-in account's authenticator app (TOTP)." })
export class TotpStatusType {
  @Field(() => Boolean, { description: 'True once an authenticator app is set up and confirmed: sign-in then asks for its code.' })
  enrolled!: boolean;

  @Field(() => Boolean, {
    description: 'True while a setup is begun and not yet confirmed with a code (it is no second factor until then).',
  })
  pending!: boolean;

  @Field(() => Date, { nullable: true, description: 'When the app was confirmed (ISO 8601 date-time, UTC); null when not enrolled.' })
  enrolledAt!: Date | null;

  @Field(() => Int, { description: 'Recovery codes not used yet (of the ten made at enrolment or regeneration); 0 when not enrolled.' })
  recoveryCodesLeft!: number;
}

@ObjectType({ description: 'A begun authenticator-app setup: what to put into the app. Confirm it with a code from the app.' })
export class TotpEnrolmentType {
  @Field(() => String, { description: 'The shared secret in base32, for typing into the app by hand. Shown this once.' })
  secret!: string;

  @Field(() => String, { description: 'The otpauth://totp/ URI (issuer Counterparty, the account email) to show as a QR code.' })
  uri!: string;
}
