import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { compose } from '../../../core/validation.js';

/** Shared field rules of the account inputs, with the spec's messages (section 5). */
export const NAME_MAX = 50;
export const PASSWORD_MIN = 6;
/** RFC 5321's longest usable address. */
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 200;

export const EmailRules = () =>
  compose(
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
