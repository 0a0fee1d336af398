import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DietProgress1795618898795 implements MigrationInterface {
  name = 'DietProgress1795618898795';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "macro_goal_history" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "effective_date" date NOT NULL, "calories_goal" decimal(12,3) NOT NULL, "carbohydrates_goal" decimal(12,3) NOT NULL, "proteins_goal" decimal(12,3) NOT NULL, "fats_goal" decimal(12,3) NOT NULL)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_macro_goal_history_user_date" ON "macro_goal_history" ("user_id", "effective_date") `);
    await queryRunner.query(
      `CREATE TABLE "body_weights" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "date" date NOT NULL, "weight" decimal(12,3) NOT NULL)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_body_weights_user_date" ON "body_weights" ("user_id", "date") `);
    await queryRunner.query(`DROP INDEX "UQ_macro_goal_history_user_date"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_macro_goal_history" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "effective_date" date NOT NULL, "calories_goal" decimal(12,3) NOT NULL, "carbohydrates_goal" decimal(12,3) NOT NULL, "proteins_goal" decimal(12,3) NOT NULL, "fats_goal" decimal(12,3) NOT NULL, CONSTRAINT "FK_a007155cb6483080368d976dc44" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_macro_goal_history"("id", "user_id", "effective_date", "calories_goal", "carbohydrates_goal", "proteins_goal", "fats_goal") SELECT "id", "user_id", "effective_date", "calories_goal", "carbohydrates_goal", "proteins_goal", "fats_goal" FROM "macro_goal_history"`,
    );
    await queryRunner.query(`DROP TABLE "macro_goal_history"`);
    await queryRunner.query(`ALTER TABLE "temporary_macro_goal_history" RENAME TO "macro_goal_history"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_macro_goal_history_user_date" ON "macro_goal_history" ("user_id", "effective_date") `);
    await queryRunner.query(`DROP INDEX "UQ_body_weights_user_date"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_body_weights" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "date" date NOT NULL, "weight" decimal(12,3) NOT NULL, CONSTRAINT "FK_9bc6e7f0aee8153d02792f9579a" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_body_weights"("id", "user_id", "date", "weight") SELECT "id", "user_id", "date", "weight" FROM "body_weights"`,
    );
    await queryRunner.query(`DROP TABLE "body_weights"`);
    await queryRunner.query(`ALTER TABLE "temporary_body_weights" RENAME TO "body_weights"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_body_weights_user_date" ON "body_weights" ("user_id", "date") `);
    // Every account's goals so far, in force since before history began (the earliest row applies to every earlier day).
    await queryRunner.query(
      `INSERT INTO "macro_goal_history" ("user_id", "effective_date", "calories_goal", "carbohydrates_goal", "proteins_goal", "fats_goal") SELECT "user_id", '1970-01-01', "calories_goal", "carbohydrates_goal", "proteins_goal", "fats_goal" FROM "meal_info"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_body_weights_user_date"`);
    await queryRunner.query(`ALTER TABLE "body_weights" RENAME TO "temporary_body_weights"`);
    await queryRunner.query(
      `CREATE TABLE "body_weights" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "date" date NOT NULL, "weight" decimal(12,3) NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "body_weights"("id", "user_id", "date", "weight") SELECT "id", "user_id", "date", "weight" FROM "temporary_body_weights"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_body_weights"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_body_weights_user_date" ON "body_weights" ("user_id", "date") `);
    await queryRunner.query(`DROP INDEX "UQ_macro_goal_history_user_date"`);
    await queryRunner.query(`ALTER TABLE "macro_goal_history" RENAME TO "temporary_macro_goal_history"`);
    await queryRunner.query(
      `CREATE TABLE "macro_goal_history" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "effective_date" date NOT NULL, "calories_goal" decimal(12,3) NOT NULL, "carbohydrates_goal" decimal(12,3) NOT NULL, "proteins_goal" decimal(12,3) NOT NULL, "fats_goal" decimal(12,3) NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "macro_goal_history"("id", "user_id", "effective_date", "calories_goal", "carbohydrates_goal", "proteins_goal", "fats_goal") SELECT "id", "user_id", "effective_date", "calories_goal", "carbohydrates_goal", "proteins_goal", "fats_goal" FROM "temporary_macro_goal_history"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_macro_goal_history"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_macro_goal_history_user_date" ON "macro_goal_history" ("user_id", "effective_date") `);
    await queryRunner.query(`DROP INDEX "UQ_body_weights_user_date"`);
    await queryRunner.query(`DROP TABLE "body_weights"`);
    await queryRunner.query(`DROP INDEX "UQ_macro_goal_history_user_date"`);
    await queryRunner.query(`DROP TABLE "macro_goal_history"`);
  }
}
