import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UploadPreview1795679933512 implements MigrationInterface {
  name = 'UploadPreview1795679933512';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`data_uploads\` ADD \`preview\` text NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`data_uploads\` DROP COLUMN \`preview\``);
  }
}
