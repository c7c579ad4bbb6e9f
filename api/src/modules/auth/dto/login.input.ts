import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { EMAIL_MAX, PASSWORD_MAX } from '../../user/dto/user-fields.js';

@InputType({ description: 'The credentials of an approved, not suspended account.' })
export class LoginInput {
  @Field(() => String, { description: 'The sign-in email, in any case; at most 254 characters.' })
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Email is required' })
  @MaxLength(EMAIL_MAX, { message: `Email is too long (at most ${EMAIL_MAX} characters)` })
  email!: string;

  @Field(() => String, { description: 'The password; at most 200 characters.' })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  @MaxLength(PASSWORD_MAX, { message: `Password is too long (at most ${PASSWORD_MAX} characters)` })
  password!: string;
}
