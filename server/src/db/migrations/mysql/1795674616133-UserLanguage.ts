import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UserLanguage1795674616133 implements MigrationInterface {
  name = 'UserLanguage1795674616133';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`language\` varchar(5) NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`language\``);
  }
}
