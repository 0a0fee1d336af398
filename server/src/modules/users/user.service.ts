import { burnPasswordCheck, hashPassword, verifyPassword } from '../../auth/password';
import type { SignInLimiter } from '../../auth/sign-in-limiter';
import type { IssuedToken, TokenService } from '../../auth/tokens';
import { ConflictError, InvalidCredentialsError, NotFoundError } from '../../common/errors';
import { assertValid } from '../../common/validation';
import { isUniqueViolation } from '../../db/errors';
import type { MealInfoService } from '../meal-info/meal-info.service';
import { UserEntity } from './user.entity';
import { RegisterInput } from './user.types';
import type { Database } from '../../db/database';

export const emailKey = (email: string) => email.trim().toLowerCase();

const duplicateEmail = (email: string) => new ConflictError(`User with email ${email} was already registered.`);

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
    });
    const key = emailKey(input.email);
    if (await this.dataSource.getRepository(UserEntity).existsBy({ emailKey: key })) throw duplicateEmail(input.email);
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await manager.save(
          UserEntity,
          manager.create(UserEntity, { name: input.name, email: input.email, emailKey: key, passwordHash }),
        );
        await this.mealInfo.createDefaults(manager, user.id);
        return user;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateEmail(input.email);
      throw error;
    }
  }

  async authenticate(email: string, password: string): Promise<UserEntity> {
    const key = emailKey(email);
    await this.signIns.assertAllowed(key);
    const user = await this.findByEmail(email);
    if (!user) {
      await burnPasswordCheck(password);
      throw new InvalidCredentialsError('unknown-email', email);
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      await this.signIns.recordFailure(key);
      throw new InvalidCredentialsError('wrong-password', email);
    }
    await this.signIns.reset(key);
    return user;
  }

  async login(email: string, password: string): Promise<IssuedToken> {
    const user = await this.authenticate(email, password);
    return this.tokens.issue(user.email);
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.dataSource.getRepository(UserEntity).findOneBy({ emailKey: emailKey(email) });
  }

  async getById(userId: number): Promise<UserEntity> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user) throw NotFoundError.record('user', userId);
    return user;
  }
}
