import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { CurrentUser } from '../../auth/authenticate';
import { CurrentUserId, SignedInUser, type GraphQLContext } from '../../graphql/context';
import { LanguageEnum } from './language';
import { AuthToken, RegisterInput, User } from './user.types';
import { EMAIL_MAX } from '@fitness-manager/shared';

@Resolver(() => User)
export class UserResolver {
  @Authorized()
  @Query(() => User, { description: 'The signed-in user.' })
  me(@SignedInUser() user: CurrentUser): User {
    // The token check of this request has just read the account (id, email, name, language; never the password hash).
    return { id: user.id, name: user.name, email: user.email, language: user.language as LanguageEnum | null };
  }

  @Mutation(() => User, { description: 'Creates an account (with default meal names and macro goals, and the demo data when asked).' })
  async register(
    @Arg('input', () => RegisterInput) input: RegisterInput,
    @Ctx() { services, clientAddress }: GraphQLContext,
  ): Promise<User> {
    await services.signInAttempts.consume(clientAddress);
    return input.populate ? services.demo.registerWithDemoData(input, input.today) : services.users.register(input);
  }

  @Mutation(() => AuthToken, { description: 'Signs in with email and password and returns a bearer token.' })
  async login(
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
    @Ctx() { services, clientAddress }: GraphQLContext,
  ): Promise<AuthToken> {
    await services.signInAttempts.consume(clientAddress);
    return services.users.login(email, password, clientAddress);
  }

  @Authorized()
  @Mutation(() => User, { description: "Remembers the signed-in user's interface language (`User.language`), for every device." })
  setLanguage(
    @CurrentUserId() userId: number,
    @Arg('language', () => LanguageEnum) language: LanguageEnum,
    @Ctx() { services }: GraphQLContext,
  ): Promise<User> {
    return services.users.setLanguage(userId, language);
  }

  @Authorized()
  @Mutation(() => AuthToken, {
    description:
      "Changes the signed-in user's password (the current one is checked like a sign-in). Every token issued before stops working; use the one returned.",
  })
  async changePassword(
    @CurrentUserId() userId: number,
    @Arg('currentPassword', () => String) currentPassword: string,
    @Arg('newPassword', () => String) newPassword: string,
    @Ctx() { services, clientAddress }: GraphQLContext,
  ): Promise<AuthToken> {
    await services.signInAttempts.consume(clientAddress);
    return services.users.changePassword(userId, { currentPassword, newPassword }, clientAddress);
  }

  @Authorized()
  @Mutation(() => User, {
    description:
      "Changes the signed-in user's email (the current password is checked like a sign-in; the email is checked and must be free, as when registering). Other sessions keep working.",
  })
  async changeEmail(
    @CurrentUserId() userId: number,
    @Arg('currentPassword', () => String) currentPassword: string,
    @Arg('newEmail', () => String, { description: `At most ${EMAIL_MAX} characters once trimmed.` }) newEmail: string,
    @Ctx() { services, clientAddress }: GraphQLContext,
  ): Promise<User> {
    await services.signInAttempts.consume(clientAddress);
    return services.users.changeEmail(userId, { currentPassword, newEmail }, clientAddress);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Deletes the signed-in user's account and all its data, for good (the current password is checked like a sign-in). Every token and download link of the account stops working. Returns true.",
  })
  async deleteAccount(
    @CurrentUserId() userId: number,
    @Arg('currentPassword', () => String) currentPassword: string,
    @Ctx() { services, clientAddress }: GraphQLContext,
  ): Promise<boolean> {
    await services.signInAttempts.consume(clientAddress);
    await services.users.deleteAccount(userId, { currentPassword }, clientAddress);
    return true;
  }
}
