import { burnPasswordCheck, hashPassword, verifyPassword } from '../../auth/password';
import type { SignInAccount, SignInLimiter } from '../../auth/sign-in-limiter';
import type { IssuedToken, TokenService } from '../../auth/tokens';
import { ConflictError, InvalidCredentialsError, NotFoundError, ValidationError } from '../../common/errors';
import { assertValid } from '../../common/validation';
import { isUniqueViolation } from '../../db/errors';
import { selectValues } from '../../db/raw-rows';
import type { MealInfoService } from '../meal-info/meal-info.service';
import { UserEntity } from './user.entity';
import { EMAIL_MAX, isLanguage, message } from '@fitness-manager/shared';
import { LanguageEnum } from './language';
import { ChangePasswordInput, RegisterInput } from './user.types';
import type { Database } from '../../db/database';

export const emailKey = (email: string) => email.trim().toLowerCase();

const duplicateEmail = (email: string) => new ConflictError(message('server.emailTaken', { email }));

/** What authenticating a request needs of its account (never the password hash). */
export type TokenOwner = Pick<UserEntity, 'id' | 'email' | 'name' | 'tokenVersion' | 'language'>;

export class UserService {
  constructor(
    private readonly dataSource: Database,
    private readonly tokens: TokenService,
    private readonly mealInfo: MealInfoService,
    private readonly signIns: SignInLimiter,
  ) {}

  /** Creates the account and its defaults (meal info, goals, meal names) in one transaction. */
  async register(raw: RegisterInput): Promise<UserEntity> {
    const input = assertValid(RegisterInput, {
      name: raw.name?.trim(),
      email: raw.email?.trim(),
      password: raw.password,
      language: raw.language ?? null,
    });
    const key = emailKey(input.email);
    if (await this.dataSource.getRepository(UserEntity).existsBy({ emailKey: key })) throw duplicateEmail(input.email);
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await manager.save(
          UserEntity,
          manager.create(UserEntity, {
            name: input.name,
            email: input.email,
            emailKey: key,
            passwordHash,
            tokenVersion: 0,
            language: input.language ?? null,
          }),
        );
        await this.mealInfo.createDefaults(manager, user.id, input.language);
        return user;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateEmail(input.email);
      throw error;
    }
  }

  /**
   * Checks email and password within the sign-in limits of the account and the client's address (both doors).
   * An unknown email is counted and timed like a wrong password.
   */
  async authenticate(email: string, password: string, clientAddress: string): Promise<UserEntity> {
    const user = await this.findByEmail(email);
    const account = user ? accountOf(user) : `email:${await this.emailComparisonKey(email)}`;
    await this.signIns.admit(account, clientAddress);
    if (!user) {
      await burnPasswordCheck(password);
      await this.signIns.failed(account);
      throw new InvalidCredentialsError('unknown-email', email);
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      await this.signIns.failed(account);
      throw new InvalidCredentialsError('wrong-password', email);
    }
    await this.signIns.succeeded(account, clientAddress);
    return user;
  }

  async login(email: string, password: string, clientAddress: string): Promise<IssuedToken> {
    const user = await this.authenticate(email, password, clientAddress);
    return this.tokens.issue(user);
  }

  /**
   * Checks the current password (within the sign-in limits, like a sign-in), stores the new one and bumps the
   * token version, which refuses every token issued before; returns a fresh token.
   */
  async changePassword(userId: number, raw: ChangePasswordInput, clientAddress: string): Promise<IssuedToken> {
    const input = assertValid(ChangePasswordInput, { currentPassword: raw.currentPassword, newPassword: raw.newPassword });
    const user = await this.getById(userId);
    const account = accountOf(user);
    await this.signIns.admit(account, clientAddress);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      await this.signIns.failed(account);
      throw new ValidationError({ currentPassword: [message('server.wrongPassword')] });
    }
    await this.signIns.succeeded(account, clientAddress);
    const passwordHash = await hashPassword(input.newPassword);
    const changed = await this.dataSource.transaction(async (manager) => {
      await manager
        .createQueryBuilder()
        .update(UserEntity)
        .set({ passwordHash, tokenVersion: () => 'token_version + 1' })
        .where('id = :id', { id: userId })
        .execute();
      return manager.findOneOrFail(UserEntity, { select: { id: true, email: true, tokenVersion: true }, where: { id: userId } });
    });
    return this.tokens.issue(changed);
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    // No account has a longer email: no need to send it to the database.
    if (emailKey(email).length > EMAIL_MAX) return Promise.resolve(null);
    return this.dataSource.getRepository(UserEntity).findOneBy({ emailKey: emailKey(email) });
  }

  /**
   * The account a token names, by id: only what authenticating a request needs (never the password hash). Every
   * request runs it, so its SQL is written once here rather than built by the query builder on every call, and its
   * row is read by position (db/raw-rows.ts). Numbers may come as text from mysql2's big-number support.
   */
  async findTokenOwner(userId: number): Promise<TokenOwner | null> {
    const [row] = await selectValues(this.dataSource.manager, 'SELECT id, email, name, token_version, language FROM users WHERE id = ?', [
      userId,
    ]);
    return row
      ? {
          id: Number(row[0]),
          email: row[1] as string,
          name: row[2] as string,
          tokenVersion: Number(row[3]),
          language: (row[4] ?? null) as LanguageEnum | null,
        }
      : null;
  }

  /** Remembers the interface language the person chose, for every device they sign in on. */
  async setLanguage(userId: number, language: LanguageEnum): Promise<UserEntity> {
    if (!isLanguage(language)) throw new ValidationError({ language: [message('server.chooseLanguage')] });
    await this.dataSource.getRepository(UserEntity).update({ id: userId }, { language });
    return this.getById(userId);
  }

  async getById(userId: number): Promise<UserEntity> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user) throw NotFoundError.record('user', userId);
    return user;
  }

  /**
   * An email as the database compares `users.email_key`, for counting sign-ins of emails without an account the
   * way accounts are counted: on MySQL/MariaDB the collation's weights (utf8mb4_unicode_ci, the table's: `ana@…`,
   * `Ána@…` and `ANA@…` are one), on SQLite (binary comparison) the key itself.
   */
  private async emailComparisonKey(email: string): Promise<string> {
    const key = emailKey(email);
    if (this.dataSource.manager.connection.options.type === 'better-sqlite3' || key.length > EMAIL_MAX) return key;
    const [row] = await this.dataSource.manager.query<{ weights: string }[]>(
      `SELECT HEX(WEIGHT_STRING(? COLLATE utf8mb4_unicode_ci)) AS weights`,
      [key],
    );
    return row.weights;
  }
}

const accountOf = (user: Pick<UserEntity, 'id'>): SignInAccount => `user:${user.id}`;
