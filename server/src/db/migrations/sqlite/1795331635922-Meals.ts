import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Meals1795331635922 implements MigrationInterface {
  name = 'Meals1795331635922';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "meal_entries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "meal_id" integer NOT NULL, "food_id" integer, "recipe_id" integer, "quantity" decimal(12,3) NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_meal_entries_recipe" ON "meal_entries" ("recipe_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_meal_entries_food" ON "meal_entries" ("food_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_meal_entries_meal" ON "meal_entries" ("meal_id") `);
    await queryRunner.query(
      `CREATE TABLE "meals" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "daily_meal_id" integer NOT NULL, "name" varchar(100) NOT NULL, "order_number" integer NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_meals_daily_meal_order" ON "meals" ("daily_meal_id", "order_number") `);
    await queryRunner.query(
      `CREATE TABLE "daily_meals" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "date" date NOT NULL)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_daily_meals_user_date" ON "daily_meals" ("user_id", "date") `);
    await queryRunner.query(`DROP INDEX "IDX_meal_entries_recipe"`);
    await queryRunner.query(`DROP INDEX "IDX_meal_entries_food"`);
    await queryRunner.query(`DROP INDEX "IDX_meal_entries_meal"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_meal_entries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "meal_id" integer NOT NULL, "food_id" integer, "recipe_id" integer, "quantity" decimal(12,3) NOT NULL, CONSTRAINT "FK_0d88ab4545f72b7df902a6dde72" FOREIGN KEY ("meal_id") REFERENCES "meals" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_dc911866ff576e90546d272634c" FOREIGN KEY ("food_id") REFERENCES "foods" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_6e09c3857f576b8339297e97e15" FOREIGN KEY ("recipe_id") REFERENCES "recipes" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_meal_entries"("id", "meal_id", "food_id", "recipe_id", "quantity") SELECT "id", "meal_id", "food_id", "recipe_id", "quantity" FROM "meal_entries"`,
    );
    await queryRunner.query(`DROP TABLE "meal_entries"`);
    await queryRunner.query(`ALTER TABLE "temporary_meal_entries" RENAME TO "meal_entries"`);
    await queryRunner.query(`CREATE INDEX "IDX_meal_entries_recipe" ON "meal_entries" ("recipe_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_meal_entries_food" ON "meal_entries" ("food_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_meal_entries_meal" ON "meal_entries" ("meal_id") `);
    await queryRunner.query(`DROP INDEX "IDX_meals_daily_meal_order"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_meals" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "daily_meal_id" integer NOT NULL, "name" varchar(100) NOT NULL, "order_number" integer NOT NULL, CONSTRAINT "FK_482c655c7c5dbaec72684a35479" FOREIGN KEY ("daily_meal_id") REFERENCES "daily_meals" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_meals"("id", "daily_meal_id", "name", "order_number") SELECT "id", "daily_meal_id", "name", "order_number" FROM "meals"`,
    );
    await queryRunner.query(`DROP TABLE "meals"`);
    await queryRunner.query(`ALTER TABLE "temporary_meals" RENAME TO "meals"`);
    await queryRunner.query(`CREATE INDEX "IDX_meals_daily_meal_order" ON "meals" ("daily_meal_id", "order_number") `);
    await queryRunner.query(`DROP INDEX "UQ_daily_meals_user_date"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_daily_meals" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "date" date NOT NULL, CONSTRAINT "FK_72221f04a8adc8288a0e7157041" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_daily_meals"("id", "user_id", "date") SELECT "id", "user_id", "date" FROM "daily_meals"`,
    );
    await queryRunner.query(`DROP TABLE "daily_meals"`);
    await queryRunner.query(`ALTER TABLE "temporary_daily_meals" RENAME TO "daily_meals"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_daily_meals_user_date" ON "daily_meals" ("user_id", "date") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_daily_meals_user_date"`);
    await queryRunner.query(`ALTER TABLE "daily_meals" RENAME TO "temporary_daily_meals"`);
    await queryRunner.query(
      `CREATE TABLE "daily_meals" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "date" date NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "daily_meals"("id", "user_id", "date") SELECT "id", "user_id", "date" FROM "temporary_daily_meals"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_daily_meals"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_daily_meals_user_date" ON "daily_meals" ("user_id", "date") `);
    await queryRunner.query(`DROP INDEX "IDX_meals_daily_meal_order"`);
    await queryRunner.query(`ALTER TABLE "meals" RENAME TO "temporary_meals"`);
    await queryRunner.query(
      `CREATE TABLE "meals" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "daily_meal_id" integer NOT NULL, "name" varchar(100) NOT NULL, "order_number" integer NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "meals"("id", "daily_meal_id", "name", "order_number") SELECT "id", "daily_meal_id", "name", "order_number" FROM "temporary_meals"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_meals"`);
    await queryRunner.query(`CREATE INDEX "IDX_meals_daily_meal_order" ON "meals" ("daily_meal_id", "order_number") `);
    await queryRunner.query(`DROP INDEX "IDX_meal_entries_meal"`);
    await queryRunner.query(`DROP INDEX "IDX_meal_entries_food"`);
    await queryRunner.query(`DROP INDEX "IDX_meal_entries_recipe"`);
    await queryRunner.query(`ALTER TABLE "meal_entries" RENAME TO "temporary_meal_entries"`);
    await queryRunner.query(
      `CREATE TABLE "meal_entries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "meal_id" integer NOT NULL, "food_id" integer, "recipe_id" integer, "quantity" decimal(12,3) NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "meal_entries"("id", "meal_id", "food_id", "recipe_id", "quantity") SELECT "id", "meal_id", "food_id", "recipe_id", "quantity" FROM "temporary_meal_entries"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_meal_entries"`);
    await queryRunner.query(`CREATE INDEX "IDX_meal_entries_meal" ON "meal_entries" ("meal_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_meal_entries_food" ON "meal_entries" ("food_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_meal_entries_recipe" ON "meal_entries" ("recipe_id") `);
    await queryRunner.query(`DROP INDEX "UQ_daily_meals_user_date"`);
    await queryRunner.query(`DROP TABLE "daily_meals"`);
    await queryRunner.query(`DROP INDEX "IDX_meals_daily_meal_order"`);
    await queryRunner.query(`DROP TABLE "meals"`);
    await queryRunner.query(`DROP INDEX "IDX_meal_entries_meal"`);
    await queryRunner.query(`DROP INDEX "IDX_meal_entries_food"`);
    await queryRunner.query(`DROP INDEX "IDX_meal_entries_recipe"`);
    await queryRunner.query(`DROP TABLE "meal_entries"`);
  }
}
