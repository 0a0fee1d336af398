import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DataUploads1795674587209 implements MigrationInterface {
  name = 'DataUploads1795674587209';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`data_uploads\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`kind\` varchar(20) NOT NULL, \`file_name\` varchar(255) NOT NULL, \`size\` int NOT NULL, \`status\` varchar(10) NOT NULL, \`processed_rows\` int NOT NULL DEFAULT '0', \`total_rows\` int NOT NULL DEFAULT '0', \`created_at\` datetime(3) NOT NULL, \`updated_at\` datetime(3) NOT NULL, INDEX \`IDX_data_uploads_updated\` (\`updated_at\`), UNIQUE INDEX \`UQ_data_uploads_user\` (\`user_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`data_upload_chunks\` (\`id\` int NOT NULL AUTO_INCREMENT, \`upload_id\` int NOT NULL, \`position\` int NOT NULL, \`data\` blob NOT NULL, INDEX \`IDX_data_upload_chunks_upload\` (\`upload_id\`, \`position\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `ALTER TABLE \`data_uploads\` ADD CONSTRAINT \`FK_8a4e86f5cb1e52f2c8809937560\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`data_upload_chunks\` ADD CONSTRAINT \`FK_67f63598760eab97b8985e5ce6a\` FOREIGN KEY (\`upload_id\`) REFERENCES \`data_uploads\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`data_upload_chunks\` DROP FOREIGN KEY \`FK_67f63598760eab97b8985e5ce6a\``);
    await queryRunner.query(`ALTER TABLE \`data_uploads\` DROP FOREIGN KEY \`FK_8a4e86f5cb1e52f2c8809937560\``);
    await queryRunner.query(`DROP INDEX \`IDX_data_upload_chunks_upload\` ON \`data_upload_chunks\``);
    await queryRunner.query(`DROP TABLE \`data_upload_chunks\``);
    await queryRunner.query(`DROP INDEX \`UQ_data_uploads_user\` ON \`data_uploads\``);
    await queryRunner.query(`DROP INDEX \`IDX_data_uploads_updated\` ON \`data_uploads\``);
    await queryRunner.query(`DROP TABLE \`data_uploads\``);
  }
}
