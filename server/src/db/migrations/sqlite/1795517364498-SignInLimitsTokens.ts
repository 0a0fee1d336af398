import type { MigrationInterface, QueryRunner } from 'typeorm';

// Generated, then the `users` rebuild replaced by ADD/DROP COLUMN: a rebuild drops `users`, and a revert runs with
// foreign keys on, so dropping it would cascade to every row that belongs to a user.
export class SignInLimitsTokens1795517364498 implements MigrationInterface {
  name = 'SignInLimitsTokens1795517364498';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "sign_in_counters" ("counter_key" varchar(80) PRIMARY KEY NOT NULL, "hits" integer NOT NULL, "window_ends_at" datetime(3) NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_sign_in_counters_window_ends_at" ON "sign_in_counters" ("window_ends_at") `);
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "token_version" integer NOT NULL DEFAULT (0)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "token_version"`);
    await queryRunner.query(`DROP INDEX "IDX_sign_in_counters_window_ends_at"`);
    await queryRunner.query(`DROP TABLE "sign_in_counters"`);
  }
}
