import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NameKeyRoom1795516679287 implements MigrationInterface {
  name = 'NameKeyRoom1795516679287';

  // The down path copies into a new table and renames it over the old one, as up does: renaming the old table
  // away first would make SQLite point the other tables' foreign keys at the copy that is then dropped.
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_foods_user_name"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_foods" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(300) NOT NULL, "serving" decimal(12,3) NOT NULL, "unit" varchar(3) NOT NULL, "carbohydrates" decimal(12,3) NOT NULL, "proteins" decimal(12,3) NOT NULL, "fats" decimal(12,3) NOT NULL, "calories" decimal(12,3) NOT NULL, CONSTRAINT "FK_c09f752a4673a3a1f338aa017ef" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_foods"("id", "user_id", "name", "name_key", "serving", "unit", "carbohydrates", "proteins", "fats", "calories") SELECT "id", "user_id", "name", "name_key", "serving", "unit", "carbohydrates", "proteins", "fats", "calories" FROM "foods"`,
    );
    await queryRunner.query(`DROP TABLE "foods"`);
    await queryRunner.query(`ALTER TABLE "temporary_foods" RENAME TO "foods"`);
    await queryRunner.query(`DROP INDEX "IDX_recipes_user_name"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_recipes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(300) NOT NULL, "serving" decimal(12,3) NOT NULL, "unit" varchar(3) NOT NULL, CONSTRAINT "FK_67d98fd6ff56c4340a811402154" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_recipes"("id", "user_id", "name", "name_key", "serving", "unit") SELECT "id", "user_id", "name", "name_key", "serving", "unit" FROM "recipes"`,
    );
    await queryRunner.query(`DROP TABLE "recipes"`);
    await queryRunner.query(`ALTER TABLE "temporary_recipes" RENAME TO "recipes"`);
    await queryRunner.query(`DROP INDEX "IDX_tags_user"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_tags" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(300) NOT NULL, CONSTRAINT "FK_74603743868d1e4f4fc2c0225b6" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_tags"("id", "user_id", "name", "name_key") SELECT "id", "user_id", "name", "name_key" FROM "tags"`,
    );
    await queryRunner.query(`DROP TABLE "tags"`);
    await queryRunner.query(`ALTER TABLE "temporary_tags" RENAME TO "tags"`);
    await queryRunner.query(`CREATE INDEX "IDX_tags_user" ON "tags" ("user_id", "id") `);
    await queryRunner.query(`DROP INDEX "IDX_exercises_user"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_exercises" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(300) NOT NULL, CONSTRAINT "FK_d05e8618f5b30e7eb49952a531b" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_exercises"("id", "user_id", "name", "name_key") SELECT "id", "user_id", "name", "name_key" FROM "exercises"`,
    );
    await queryRunner.query(`DROP TABLE "exercises"`);
    await queryRunner.query(`ALTER TABLE "temporary_exercises" RENAME TO "exercises"`);
    await queryRunner.query(`CREATE INDEX "IDX_exercises_user" ON "exercises" ("user_id", "id") `);
    await queryRunner.query(`DROP INDEX "IDX_training_routines_user"`);
    await queryRunner.query(`DROP INDEX "IDX_training_routines_user_active"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_training_routines" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(300) NOT NULL, "description" varchar(500) NOT NULL, "goal" varchar(100) NOT NULL, "week_frequency" integer NOT NULL, "is_active" boolean NOT NULL, CONSTRAINT "FK_95e5f21a5c8889523c86479a5bf" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_training_routines"("id", "user_id", "name", "name_key", "description", "goal", "week_frequency", "is_active") SELECT "id", "user_id", "name", "name_key", "description", "goal", "week_frequency", "is_active" FROM "training_routines"`,
    );
    await queryRunner.query(`DROP TABLE "training_routines"`);
    await queryRunner.query(`ALTER TABLE "temporary_training_routines" RENAME TO "training_routines"`);
    await queryRunner.query(`CREATE INDEX "IDX_training_routines_user" ON "training_routines" ("user_id", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_training_routines_user_active" ON "training_routines" ("user_id", "is_active") `);
    await queryRunner.query(`CREATE INDEX "IDX_foods_user_name" ON "foods" ("user_id", "name_key", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_recipes_user_name" ON "recipes" ("user_id", "name_key", "id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_recipes_user_name"`);
    await queryRunner.query(`DROP INDEX "IDX_foods_user_name"`);
    await queryRunner.query(`DROP INDEX "IDX_training_routines_user_active"`);
    await queryRunner.query(`DROP INDEX "IDX_training_routines_user"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_training_routines" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(100) NOT NULL, "description" varchar(500) NOT NULL, "goal" varchar(100) NOT NULL, "week_frequency" integer NOT NULL, "is_active" boolean NOT NULL, CONSTRAINT "FK_95e5f21a5c8889523c86479a5bf" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_training_routines"("id", "user_id", "name", "name_key", "description", "goal", "week_frequency", "is_active") SELECT "id", "user_id", "name", "name_key", "description", "goal", "week_frequency", "is_active" FROM "training_routines"`,
    );
    await queryRunner.query(`DROP TABLE "training_routines"`);
    await queryRunner.query(`ALTER TABLE "temporary_training_routines" RENAME TO "training_routines"`);
    await queryRunner.query(`CREATE INDEX "IDX_training_routines_user_active" ON "training_routines" ("user_id", "is_active") `);
    await queryRunner.query(`CREATE INDEX "IDX_training_routines_user" ON "training_routines" ("user_id", "id") `);
    await queryRunner.query(`DROP INDEX "IDX_exercises_user"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_exercises" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(100) NOT NULL, CONSTRAINT "FK_d05e8618f5b30e7eb49952a531b" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_exercises"("id", "user_id", "name", "name_key") SELECT "id", "user_id", "name", "name_key" FROM "exercises"`,
    );
    await queryRunner.query(`DROP TABLE "exercises"`);
    await queryRunner.query(`ALTER TABLE "temporary_exercises" RENAME TO "exercises"`);
    await queryRunner.query(`CREATE INDEX "IDX_exercises_user" ON "exercises" ("user_id", "id") `);
    await queryRunner.query(`DROP INDEX "IDX_tags_user"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_tags" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(100) NOT NULL, CONSTRAINT "FK_74603743868d1e4f4fc2c0225b6" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_tags"("id", "user_id", "name", "name_key") SELECT "id", "user_id", "name", "name_key" FROM "tags"`,
    );
    await queryRunner.query(`DROP TABLE "tags"`);
    await queryRunner.query(`ALTER TABLE "temporary_tags" RENAME TO "tags"`);
    await queryRunner.query(`CREATE INDEX "IDX_tags_user" ON "tags" ("user_id", "id") `);
    await queryRunner.query(
      `CREATE TABLE "temporary_recipes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(100) NOT NULL, "serving" decimal(12,3) NOT NULL, "unit" varchar(3) NOT NULL, CONSTRAINT "FK_67d98fd6ff56c4340a811402154" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_recipes"("id", "user_id", "name", "name_key", "serving", "unit") SELECT "id", "user_id", "name", "name_key", "serving", "unit" FROM "recipes"`,
    );
    await queryRunner.query(`DROP TABLE "recipes"`);
    await queryRunner.query(`ALTER TABLE "temporary_recipes" RENAME TO "recipes"`);
    await queryRunner.query(`CREATE INDEX "IDX_recipes_user_name" ON "recipes" ("user_id", "name_key", "id") `);
    await queryRunner.query(
      `CREATE TABLE "temporary_foods" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(100) NOT NULL, "serving" decimal(12,3) NOT NULL, "unit" varchar(3) NOT NULL, "carbohydrates" decimal(12,3) NOT NULL, "proteins" decimal(12,3) NOT NULL, "fats" decimal(12,3) NOT NULL, "calories" decimal(12,3) NOT NULL, CONSTRAINT "FK_c09f752a4673a3a1f338aa017ef" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_foods"("id", "user_id", "name", "name_key", "serving", "unit", "carbohydrates", "proteins", "fats", "calories") SELECT "id", "user_id", "name", "name_key", "serving", "unit", "carbohydrates", "proteins", "fats", "calories" FROM "foods"`,
    );
    await queryRunner.query(`DROP TABLE "foods"`);
    await queryRunner.query(`ALTER TABLE "temporary_foods" RENAME TO "foods"`);
    await queryRunner.query(`CREATE INDEX "IDX_foods_user_name" ON "foods" ("user_id", "name_key", "id") `);
  }
}
