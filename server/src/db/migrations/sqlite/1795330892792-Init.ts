import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1795330892792 implements MigrationInterface {
  name = 'Init1795330892792';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "users" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "email" varchar(254) NOT NULL, "email_key" varchar(254) NOT NULL, "password_hash" varchar(255) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email_key" ON "users" ("email_key") `);
    await queryRunner.query(
      `CREATE TABLE "meal_names" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "meal_info_id" integer NOT NULL, "order_number" integer NOT NULL, "name" varchar(100) NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_meal_names_info_order" ON "meal_names" ("meal_info_id", "order_number") `);
    await queryRunner.query(
      `CREATE TABLE "meal_info" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "calories_goal" decimal(12,3) NOT NULL, "carbohydrates_goal" decimal(12,3) NOT NULL, "proteins_goal" decimal(12,3) NOT NULL, "fats_goal" decimal(12,3) NOT NULL, CONSTRAINT "REL_1a073401dc9e628ecadf9cb3c8" UNIQUE ("user_id"))`,
    );
    await queryRunner.query(`DROP INDEX "IDX_meal_names_info_order"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_meal_names" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "meal_info_id" integer NOT NULL, "order_number" integer NOT NULL, "name" varchar(100) NOT NULL, CONSTRAINT "FK_dba9b8ed02ffc86e3150ab1d00f" FOREIGN KEY ("meal_info_id") REFERENCES "meal_info" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_meal_names"("id", "meal_info_id", "order_number", "name") SELECT "id", "meal_info_id", "order_number", "name" FROM "meal_names"`,
    );
    await queryRunner.query(`DROP TABLE "meal_names"`);
    await queryRunner.query(`ALTER TABLE "temporary_meal_names" RENAME TO "meal_names"`);
    await queryRunner.query(`CREATE INDEX "IDX_meal_names_info_order" ON "meal_names" ("meal_info_id", "order_number") `);
    await queryRunner.query(
      `CREATE TABLE "temporary_meal_info" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "calories_goal" decimal(12,3) NOT NULL, "carbohydrates_goal" decimal(12,3) NOT NULL, "proteins_goal" decimal(12,3) NOT NULL, "fats_goal" decimal(12,3) NOT NULL, CONSTRAINT "REL_1a073401dc9e628ecadf9cb3c8" UNIQUE ("user_id"), CONSTRAINT "FK_1a073401dc9e628ecadf9cb3c83" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_meal_info"("id", "user_id", "calories_goal", "carbohydrates_goal", "proteins_goal", "fats_goal") SELECT "id", "user_id", "calories_goal", "carbohydrates_goal", "proteins_goal", "fats_goal" FROM "meal_info"`,
    );
    await queryRunner.query(`DROP TABLE "meal_info"`);
    await queryRunner.query(`ALTER TABLE "temporary_meal_info" RENAME TO "meal_info"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "meal_info" RENAME TO "temporary_meal_info"`);
    await queryRunner.query(
      `CREATE TABLE "meal_info" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "calories_goal" decimal(12,3) NOT NULL, "carbohydrates_goal" decimal(12,3) NOT NULL, "proteins_goal" decimal(12,3) NOT NULL, "fats_goal" decimal(12,3) NOT NULL, CONSTRAINT "REL_1a073401dc9e628ecadf9cb3c8" UNIQUE ("user_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "meal_info"("id", "user_id", "calories_goal", "carbohydrates_goal", "proteins_goal", "fats_goal") SELECT "id", "user_id", "calories_goal", "carbohydrates_goal", "proteins_goal", "fats_goal" FROM "temporary_meal_info"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_meal_info"`);
    await queryRunner.query(`DROP INDEX "IDX_meal_names_info_order"`);
    await queryRunner.query(`ALTER TABLE "meal_names" RENAME TO "temporary_meal_names"`);
    await queryRunner.query(
      `CREATE TABLE "meal_names" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "meal_info_id" integer NOT NULL, "order_number" integer NOT NULL, "name" varchar(100) NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "meal_names"("id", "meal_info_id", "order_number", "name") SELECT "id", "meal_info_id", "order_number", "name" FROM "temporary_meal_names"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_meal_names"`);
    await queryRunner.query(`CREATE INDEX "IDX_meal_names_info_order" ON "meal_names" ("meal_info_id", "order_number") `);
    await queryRunner.query(`DROP TABLE "meal_info"`);
    await queryRunner.query(`DROP INDEX "IDX_meal_names_info_order"`);
    await queryRunner.query(`DROP TABLE "meal_names"`);
    await queryRunner.query(`DROP INDEX "UQ_users_email_key"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
