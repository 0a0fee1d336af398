import { IsBoolean, IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { LocalDateResolver } from 'graphql-scalars';
import { IsNotBlank, IsTrimmedEmail, MaxTrimmedLength } from '../../common/validation';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A person with an account.' })
export class User {
  @Field(() => Int)
  id!: number;

  @Field()
  name!: string;

  @Field()
  email!: string;
}

@ObjectType({ description: 'A bearer token, as returned by `login`.' })
export class AuthToken {
  @Field({ description: 'The signed JWT to send as `Authorization: Bearer <accessToken>`.' })
  accessToken!: string;

  @Field({ description: 'Always `Bearer`.' })
  tokenType!: string;

  @Field(() => Int, { description: 'Seconds until the token expires.' })
  expiresIn!: number;
}

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
// Argon2 hashes any length, but an unbounded password is a cheap way to burn CPU.
export const PASSWORD_MAX = 128;

// class-validator checks the decorators nearest the property first; with stopAtFirstError the
// required check must therefore sit lowest.
@InputType()
export class RegisterInput {
  @Field()
  @MaxTrimmedLength(NAME_MAX)
  @IsNotBlank()
  name!: string;

  @Field()
  @MaxTrimmedLength(EMAIL_MAX)
  @IsTrimmedEmail()
  @IsNotBlank()
  email!: string;

  @Field()
  @MaxLength(PASSWORD_MAX, { message: `Maximum ${PASSWORD_MAX} characters.` })
  @IsNotEmpty({ message: 'Required field.' })
  password!: string;

  @Field({ defaultValue: false, description: 'Fill the new account with the demo data (in Portuguese).' })
  @IsOptional()
  @IsBoolean()
  populate?: boolean;

  @Field(() => LocalDateResolver, {
    nullable: true,
    description: "The user's local date, for the demo day; without it, today in the server's TIME_ZONE.",
  })
  @IsOptional()
  today?: string | null;
}

/** `changePassword`'s arguments, validated by the service. */
export class ChangePasswordInput {
  @MaxLength(PASSWORD_MAX, { message: `Maximum ${PASSWORD_MAX} characters.` })
  @IsNotEmpty({ message: 'Required field.' })
  currentPassword!: string;

  @MaxLength(PASSWORD_MAX, { message: `Maximum ${PASSWORD_MAX} characters.` })
  @IsNotEmpty({ message: 'Required field.' })
  newPassword!: string;
}
