import { burnPasswordCheck, hashPassword, verifyPassword } from '../../auth/password';
import type { Admission, SignInAccount, SignInLimiter } from '../../auth/sign-in-limiter';
import type { IssuedToken, TokenService } from '../../auth/tokens';
import { ConflictError, InvalidCredentialsError, NotFoundError, ValidationError } from '../../common/errors';
import { assertValid } from '../../common/validation';
import { isUniqueViolation } from '../../db/errors';
import { selectValues } from '../../db/raw-rows';
import type { MealInfoService } from '../meal-info/meal-info.service';
import { UserEntity } from './user.entity';
import { EMAIL_MAX, isLanguage, message } from '@fitness-manager/shared';
import { LanguageEnum } from './language';
import { ChangeEmailInput, ChangePasswordInput, DeleteAccountInput, RegisterInput } from './user.types';
import type { Database } from '../../db/database';
import type { WriteLock } from '../../db/write-lock';

export const emailKey = (email: string) => email.trim().toLowerCase();

const duplicateEmail = (email: string) => new ConflictError(message('server.emailTaken', { email }));
const wrongPassword = () => new ValidationError({ currentPassword: [message('server.wrongPassword')] });

/**
 * The tables whose rows must go before the account's others, in this order, because something of the account
 * refers to them with ON DELETE RESTRICT (diary entries to foods and recipes, ingredients to foods, workouts and
 * routine sessions to exercises, exercises to tags); each one's own children go by its ON DELETE CASCADE. Every
 * other table with a user_id goes by its cascade from `users` (a future table too: the deletion test introspects the
 * tables with a user column).
 */
const DELETED_FIRST = ['daily_meals', 'workouts', 'training_routines', 'session_completions', 'recipes', 'exercises'] as const;

/** A checked registration with its password hashed, ready to be stored (`UserService.newAccount`). */
export interface NewAccount {
  input: RegisterInput;
  passwordHash: string;
}

/** What authenticating a request needs of its account (never the password hash). */
export type TokenOwner = Pick<UserEntity, 'id' | 'email' | 'name' | 'tokenVersion' | 'language'>;

/**
 * Signing in, registering and changing the password take the write lock (db/write-lock.ts) themselves, around their
 * statements only: a password hash or check (Argon2id, ~140 ms of CPU in production) never runs under it, or a few
 * sign-ins a second would hold every user's writes up. Their GraphQL fields are in LOCKS_ITSELF and their legacy
 * routes hold no lock of the door's.
 */
export class UserService {
  constructor(
    private readonly dataSource: Database,
    private readonly tokens: TokenService,
    private readonly mealInfo: MealInfoService,
    private readonly signIns: SignInLimiter,
    private readonly lock: WriteLock,
  ) {}

  /** Creates the account and its defaults (meal info, goals, meal names) in one transaction. */
  async register(raw: RegisterInput): Promise<UserEntity> {
    const account = await this.newAccount(raw);
    return this.lock.exclusive(() => this.createAccount(account));
  }

  /**
   * Checks a registration and hashes its password, outside the write lock; an email already taken is refused before
   * the hash. (Two registrations of one email at once both get here: the unique key keeps one, `createAccount`.)
   */
  async newAccount(raw: RegisterInput): Promise<NewAccount> {
    const input = assertValid(RegisterInput, {
      name: raw.name?.trim(),
      email: raw.email?.trim(),
      password: raw.password,
      language: raw.language ?? null,
    });
    if (await this.dataSource.getRepository(UserEntity).existsBy({ emailKey: emailKey(input.email) })) throw duplicateEmail(input.email);
    return { input, passwordHash: await hashPassword(input.password) };
  }

  /** Stores a new account and its defaults in one transaction (a savepoint in a caller's); run under the write lock. */
  async createAccount({ input, passwordHash }: NewAccount): Promise<UserEntity> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await manager.save(
          UserEntity,
          manager.create(UserEntity, {
            name: input.name,
            email: input.email,
            emailKey: emailKey(input.email),
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
   * An unknown email is counted and timed like a wrong password. The attempt is counted as a failure before the check
   * and taken back after a right password, each under the write lock; the check itself runs outside it.
   */
  async authenticate(email: string, password: string, clientAddress: string): Promise<UserEntity> {
    const { user, admission } = await this.lock.exclusive(async () => {
      const found = await this.findByEmail(email);
      const counted = found ? accountOf(found) : `email:${await this.emailComparisonKey(email)}`;
      return { user: found, admission: await this.signIns.admit(counted, clientAddress) };
    });
    if (!user) {
      await burnPasswordCheck(password);
      throw new InvalidCredentialsError('unknown-email', email);
    }
    // A wrong password was counted as a failure by `admit`: nothing to write, so nothing that could fail uncounted.
    if (!(await verifyPassword(user.passwordHash, password))) throw new InvalidCredentialsError('wrong-password', email);
    await this.lock.exclusive(() => this.signIns.succeeded(admission));
    return user;
  }

  async login(email: string, password: string, clientAddress: string): Promise<IssuedToken> {
    const user = await this.authenticate(email, password, clientAddress);
    return this.tokens.issue(user);
  }

  /**
   * Checks the current password (within the sign-in limits, like a sign-in), stores the new one and bumps the
   * token version, which refuses every token issued before; returns a fresh token. Both hashes run outside the write
   * lock; the new one is stored only if the password is still the one checked (a concurrent change in between makes
   * this one's current password wrong, and it changes nothing).
   */
  async changePassword(userId: number, raw: ChangePasswordInput, clientAddress: string): Promise<IssuedToken> {
    const input = assertValid(ChangePasswordInput, { currentPassword: raw.currentPassword, newPassword: raw.newPassword });
    const { user, admission } = await this.checkPassword(userId, input.currentPassword, clientAddress);
    const passwordHash = await hashPassword(input.newPassword);
    const changed = await this.lock.exclusive(async () => {
      await this.signIns.succeeded(admission);
      return this.dataSource.transaction(async (manager) => {
        const { affected } = await manager
          .createQueryBuilder()
          .update(UserEntity)
          .set({ passwordHash, tokenVersion: () => 'token_version + 1' })
          .where('id = :id AND password_hash = :checked', { id: userId, checked: user.passwordHash })
          .execute();
        if (affected === 0) return null;
        return manager.findOneOrFail(UserEntity, { select: { id: true, email: true, tokenVersion: true }, where: { id: userId } });
      });
    });
    if (!changed) throw wrongPassword();
    return this.tokens.issue(changed);
  }

  /**
   * Changes the signed-in user's email (the current password checked like a sign-in; the email checked and kept
   * unique as registration does), if the password is still the one checked. Other sessions keep working: tokens name
   * the account by id, and the password, which signs in, is unchanged.
   */
  async changeEmail(userId: number, raw: ChangeEmailInput, clientAddress: string): Promise<UserEntity> {
    const input = assertValid(ChangeEmailInput, { currentPassword: raw.currentPassword, newEmail: raw.newEmail?.trim() });
    const { user, admission } = await this.checkPassword(userId, input.currentPassword, clientAddress);
    const taken = () => new ValidationError({ newEmail: [message('server.emailTaken', { email: input.newEmail })] });
    const changed = await this.lock.exclusive(async () => {
      await this.signIns.succeeded(admission);
      const key = emailKey(input.newEmail);
      // The unique key says when the email is another account's. Told only to who knows the password: the check above
      // comes first, so this reveals no account to a guesser.
      try {
        const { affected } = await this.dataSource.manager
          .createQueryBuilder()
          .update(UserEntity)
          .set({ email: input.newEmail, emailKey: key })
          .where('id = :id AND password_hash = :checked', { id: userId, checked: user.passwordHash })
          .execute();
        return affected !== 0;
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    });
    if (!changed) throw wrongPassword();
    return this.getById(userId);
  }

  /**
   * Deletes the signed-in user's account and every row of it, in one transaction (the current password checked
   * like a sign-in, and still the one checked). Every token and download link of the account stops working: they
   * name an account that no longer exists (ids are never reused: AUTOINCREMENT on SQLite, InnoDB's persisted
   * counter on MariaDB/MySQL). The sign-in counters of the account (its failures, this address's attempts) go too;
   * its counters for other addresses are hashed, name no one, and end with their window.
   */
  async deleteAccount(userId: number, raw: DeleteAccountInput, clientAddress: string): Promise<void> {
    const input = assertValid(DeleteAccountInput, { currentPassword: raw.currentPassword });
    const { user } = await this.checkPassword(userId, input.currentPassword, clientAddress);
    const deleted = await this.lock.exclusive(() =>
      this.dataSource.transaction(async (manager) => {
        // Locks the account's row first (MySQL): no request adds a row of it while its rows go.
        const { affected } = await manager
          .createQueryBuilder()
          .update(UserEntity)
          .set({ tokenVersion: () => 'token_version + 1' })
          .where('id = :id AND password_hash = :checked', { id: userId, checked: user.passwordHash })
          .execute();
        if (affected === 0) return false;
        for (const table of DELETED_FIRST) await manager.query(`DELETE FROM ${table} WHERE user_id = ?`, [userId]);
        await manager.query('DELETE FROM users WHERE id = ?', [userId]);
        await this.signIns.forget(accountOf(user), clientAddress, manager);
        return true;
      }),
    );
    if (!deleted) throw wrongPassword();
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

  /**
   * The signed-in user, once `password` is checked as theirs within the sign-in limits (counted like a sign-in: a
   * failure before the check, nothing to write after a wrong one); a wrong one is a field message on
   * `currentPassword`. The check runs outside the write lock. The caller takes the count back
   * (`signIns.succeeded(admission)`) with its change.
   */
  private async checkPassword(
    userId: number,
    password: string,
    clientAddress: string,
  ): Promise<{ user: UserEntity; admission: Admission }> {
    const user = await this.getById(userId);
    const admission = await this.lock.exclusive(() => this.signIns.admit(accountOf(user), clientAddress));
    if (!(await verifyPassword(user.passwordHash, password))) throw wrongPassword();
    return { user, admission };
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
