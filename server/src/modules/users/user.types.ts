import { ruleMessage } from '../../common/messages';
import { EMAIL_MAX, maxLengthMessage, NAME_MAX, PASSWORD_MAX, REQUIRED_MESSAGE } from '@fitness-manager/shared';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { LocalDateResolver } from 'graphql-scalars';
import { IsNotBlank, IsTrimmedEmail, MaxTrimmedLength } from '../../common/validation';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { LanguageEnum } from './language';

@ObjectType({ description: 'A person with an account.' })
export class User {
  @Field(() => Int)
  id!: number;

  @Field()
  name!: string;

  @Field()
  email!: string;

  @Field(() => LanguageEnum, {
    nullable: true,
    description: 'The interface language the person chose (on any device), or null before any choice: `setLanguage`.',
  })
  language!: LanguageEnum | null;
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
  @MaxLength(PASSWORD_MAX, { message: ruleMessage(maxLengthMessage(PASSWORD_MAX)) })
  @IsNotEmpty({ message: ruleMessage(REQUIRED_MESSAGE) })
  password!: string;

  @Field(() => LanguageEnum, { nullable: true, description: 'The interface language chosen while registering (`User.language`).' })
  @IsOptional()
  @IsIn(Object.values(LanguageEnum))
  language?: LanguageEnum | null;

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
  @MaxLength(PASSWORD_MAX, { message: ruleMessage(maxLengthMessage(PASSWORD_MAX)) })
  @IsNotEmpty({ message: ruleMessage(REQUIRED_MESSAGE) })
  currentPassword!: string;

  @MaxLength(PASSWORD_MAX, { message: ruleMessage(maxLengthMessage(PASSWORD_MAX)) })
  @IsNotEmpty({ message: ruleMessage(REQUIRED_MESSAGE) })
  newPassword!: string;
}

/** `changeEmail`'s arguments, validated by the service (the email as registration checks it). */
export class ChangeEmailInput {
  @MaxLength(PASSWORD_MAX, { message: ruleMessage(maxLengthMessage(PASSWORD_MAX)) })
  @IsNotEmpty({ message: ruleMessage(REQUIRED_MESSAGE) })
  currentPassword!: string;

  @MaxTrimmedLength(EMAIL_MAX)
  @IsTrimmedEmail()
  @IsNotBlank()
  newEmail!: string;
}

/** `deleteAccount`'s argument, validated by the service. */
export class DeleteAccountInput {
  @MaxLength(PASSWORD_MAX, { message: ruleMessage(maxLengthMessage(PASSWORD_MAX)) })
  @IsNotEmpty({ message: ruleMessage(REQUIRED_MESSAGE) })
  currentPassword!: string;
}
