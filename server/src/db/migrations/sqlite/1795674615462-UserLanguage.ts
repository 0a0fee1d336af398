import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UserLanguage1795674615462 implements MigrationInterface {
  name = 'UserLanguage1795674615462';

  // Written by hand, like SignInLimitsTokens: the generator rebuilds the users table, and on SQLite renaming a table
  // that others reference rewrites their foreign keys. ADD and DROP COLUMN (SQLite 3.35+) leave them alone.
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "language" varchar(5)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "language"`);
  }
}
