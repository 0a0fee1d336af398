import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SignInLimitsTokens1795517367124 implements MigrationInterface {
  name = 'SignInLimitsTokens1795517367124';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`sign_in_counters\` (\`counter_key\` varchar(80) NOT NULL, \`hits\` int NOT NULL, \`window_ends_at\` datetime(3) NOT NULL, INDEX \`IDX_sign_in_counters_window_ends_at\` (\`window_ends_at\`), PRIMARY KEY (\`counter_key\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`token_version\` int NOT NULL DEFAULT '0'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`token_version\``);
    await queryRunner.query(`DROP INDEX \`IDX_sign_in_counters_window_ends_at\` ON \`sign_in_counters\``);
    await queryRunner.query(`DROP TABLE \`sign_in_counters\``);
  }
}
