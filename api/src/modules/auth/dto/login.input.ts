import { IsNotEmpty, IsString } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType()
export class LoginInput {
  @Field(() => String)
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Email is required' })
  email!: string;

  @Field(() => String)
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password!: string;
}
