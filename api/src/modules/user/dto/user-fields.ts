import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { compose } from '../../../core/validation.js';

/** Shared field rules of the account inputs, with the spec's messages (section 5). */
export const NAME_MAX = 50;
export const PASSWORD_MIN = 6;

export const EmailRules = () =>
  compose(IsEmail({}, { message: 'Email must be a valid email address' }), MaxLength(255, { message: 'Email is too long' }), IsString({ message: 'Email is required' }));
export const FirstNameRules = () =>
  compose(MaxLength(NAME_MAX, { message: 'First name is too long' }), IsNotEmpty({ message: 'First name is required' }), IsString({ message: 'First name is required' }));
export const LastNameRules = () =>
  compose(IsOptional(), MaxLength(NAME_MAX, { message: 'Last name is too long' }), IsString({ message: 'Last name must be text' }));
export const PasswordRules = () =>
  compose(
    MaxLength(200, { message: 'Password is too long' }),
    MinLength(PASSWORD_MIN, { message: `Password must be at least ${PASSWORD_MIN} characters` }),
    IsString({ message: 'Password is required' }),
  );
