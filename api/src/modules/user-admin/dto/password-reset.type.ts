import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: "The outcome of an admin's password reset." })
export class PasswordReset {
  @Field(() => String, { description: 'Generated password for the account, shown this once; the user should change it on /profile.' })
  temporaryPassword!: string;
}
