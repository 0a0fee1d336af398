import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UploadPreview1795679920541 implements MigrationInterface {
  name = 'UploadPreview1795679920541';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_data_uploads_user"`);
    await queryRunner.query(`DROP INDEX "IDX_data_uploads_updated"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_data_uploads" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "kind" varchar(20) NOT NULL, "file_name" varchar(255) NOT NULL, "size" integer NOT NULL, "status" varchar(10) NOT NULL, "processed_rows" integer NOT NULL DEFAULT (0), "total_rows" integer NOT NULL DEFAULT (0), "created_at" datetime(3) NOT NULL, "updated_at" datetime(3) NOT NULL, "preview" text, CONSTRAINT "FK_8a4e86f5cb1e52f2c8809937560" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_data_uploads"("id", "user_id", "kind", "file_name", "size", "status", "processed_rows", "total_rows", "created_at", "updated_at") SELECT "id", "user_id", "kind", "file_name", "size", "status", "processed_rows", "total_rows", "created_at", "updated_at" FROM "data_uploads"`,
    );
    await queryRunner.query(`DROP TABLE "data_uploads"`);
    await queryRunner.query(`ALTER TABLE "temporary_data_uploads" RENAME TO "data_uploads"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_data_uploads_user" ON "data_uploads" ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_data_uploads_updated" ON "data_uploads" ("updated_at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_data_uploads_updated"`);
    await queryRunner.query(`DROP INDEX "UQ_data_uploads_user"`);
    await queryRunner.query(`ALTER TABLE "data_uploads" RENAME TO "temporary_data_uploads"`);
    await queryRunner.query(
      `CREATE TABLE "data_uploads" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "kind" varchar(20) NOT NULL, "file_name" varchar(255) NOT NULL, "size" integer NOT NULL, "status" varchar(10) NOT NULL, "processed_rows" integer NOT NULL DEFAULT (0), "total_rows" integer NOT NULL DEFAULT (0), "created_at" datetime(3) NOT NULL, "updated_at" datetime(3) NOT NULL, CONSTRAINT "FK_8a4e86f5cb1e52f2c8809937560" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "data_uploads"("id", "user_id", "kind", "file_name", "size", "status", "processed_rows", "total_rows", "created_at", "updated_at") SELECT "id", "user_id", "kind", "file_name", "size", "status", "processed_rows", "total_rows", "created_at", "updated_at" FROM "temporary_data_uploads"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_data_uploads"`);
    await queryRunner.query(`CREATE INDEX "IDX_data_uploads_updated" ON "data_uploads" ("updated_at") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_data_uploads_user" ON "data_uploads" ("user_id") `);
  }
}
