import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { compose } from '../../../core/validation.js';
import { lookAlikeEmailProblem } from './email-script.js';

/** Shared field rules of the account inputs, with the spec's messages (section 5). */
export const NAME_MAX = 50;
export const PASSWORD_MIN = 6;
/** RFC 5321's longest usable address. */
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 200;

/** An email that could pass for another one (lookAlikeEmailProblem) is refused, naming `email`. */
const NotLookAlikeEmail = () =>
  ValidateBy({
    name: 'notLookAlikeEmail',
    validator: {
      validate: (value) => typeof value !== 'string' || lookAlikeEmailProblem(value) === undefined,
      defaultMessage: (args) => lookAlikeEmailProblem(String(args?.value)) ?? 'Email is not allowed',
    },
  });

export const EmailRules = () =>
  compose(
    NotLookAlikeEmail(),
    IsEmail({}, { message: 'Email must be a valid email address' }),
    MaxLength(EMAIL_MAX, { message: `Email is too long (at most ${EMAIL_MAX} characters)` }),
    IsString({ message: 'Email is required' }),
  );
export const FirstNameRules = () =>
  compose(
    MaxLength(NAME_MAX, { message: 'First name is too long' }),
    IsNotEmpty({ message: 'First name is required' }),
    IsString({ message: 'First name is required' }),
  );
export const LastNameRules = () =>
  compose(IsOptional(), MaxLength(NAME_MAX, { message: 'Last name is too long' }), IsString({ message: 'Last name must be text' }));
export const PasswordRules = () =>
  compose(
    MaxLength(PASSWORD_MAX, { message: `Password is too long (at most ${PASSWORD_MAX} characters)` }),
    MinLength(PASSWORD_MIN, { message: `Password must be at least ${PASSWORD_MIN} characters` }),
    IsString({ message: 'Password is required' }),
  );

/**
 * The fields a new account is created with, whoever creates it (self-registration, an admin):
 * their inputs extend it and add the password and what else they take. Never used as an argument,
 * so it does not appear in the schema.
 */
@InputType()
export class NewAccountFields {
  @Field(() => String, {
    description:
      'Sign-in email: a valid address of at most 254 characters, stored trimmed and lower-cased; unique (CONFLICT). Its local part and each domain label must not mix Latin letters with another script, nor be written wholly in Cyrillic or Greek letters that look like Latin ones.',
  })
  @EmailRules()
  email!: string;

  @Field(() => String, { description: 'Required; trimmed, at most 50 characters.' })
  @FirstNameRules()
  firstName!: string;

  @Field(() => String, { nullable: true, description: 'At most 50 characters; null, omitted or blank for none.' })
  @LastNameRules()
  lastName?: string | null;
}
