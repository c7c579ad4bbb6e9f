import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { PASSWORD_MAX, PasswordRules } from '../../user/dto/user-fields.js';

@InputType({ description: "Changes the signed-in user's password; their other sessions end." })
export class ChangePasswordInput {
  @Field(() => String, {
    description:
      'The password in use now; at most 200 characters. Wrong ones are limited like failed sign-ins (LOGIN_MAX_FAILURES per LOGIN_LOCKOUT_MINUTES).',
  })
  @IsNotEmpty({ message: 'Current password is required' })
  @IsString({ message: 'Current password is required' })
  @MaxLength(PASSWORD_MAX, { message: 'Current password is incorrect' })
  currentPassword!: string;

  @Field(() => String, { description: 'The new password, 6 to 200 characters.' })
  @PasswordRules()
  newPassword!: string;
}
