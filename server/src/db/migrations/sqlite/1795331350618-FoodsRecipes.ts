import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FoodsRecipes1795331350618 implements MigrationInterface {
  name = 'FoodsRecipes1795331350618';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "foods" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(100) NOT NULL, "serving" decimal(12,3) NOT NULL, "unit" varchar(3) NOT NULL, "carbohydrates" decimal(12,3) NOT NULL, "proteins" decimal(12,3) NOT NULL, "fats" decimal(12,3) NOT NULL, "calories" decimal(12,3) NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_foods_user_name" ON "foods" ("user_id", "name_key", "id") `);
    await queryRunner.query(
      `CREATE TABLE "recipes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(100) NOT NULL, "serving" decimal(12,3) NOT NULL, "unit" varchar(3) NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_recipes_user_name" ON "recipes" ("user_id", "name_key", "id") `);
    await queryRunner.query(
      `CREATE TABLE "recipe_ingredients" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipe_id" integer NOT NULL, "food_id" integer NOT NULL, "quantity" decimal(12,3) NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_recipe_ingredients_food" ON "recipe_ingredients" ("food_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_recipe_ingredients_recipe" ON "recipe_ingredients" ("recipe_id") `);
    await queryRunner.query(`DROP INDEX "IDX_foods_user_name"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_foods" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(100) NOT NULL, "serving" decimal(12,3) NOT NULL, "unit" varchar(3) NOT NULL, "carbohydrates" decimal(12,3) NOT NULL, "proteins" decimal(12,3) NOT NULL, "fats" decimal(12,3) NOT NULL, "calories" decimal(12,3) NOT NULL, CONSTRAINT "FK_c09f752a4673a3a1f338aa017ef" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_foods"("id", "user_id", "name", "name_key", "serving", "unit", "carbohydrates", "proteins", "fats", "calories") SELECT "id", "user_id", "name", "name_key", "serving", "unit", "carbohydrates", "proteins", "fats", "calories" FROM "foods"`,
    );
    await queryRunner.query(`DROP TABLE "foods"`);
    await queryRunner.query(`ALTER TABLE "temporary_foods" RENAME TO "foods"`);
    await queryRunner.query(`CREATE INDEX "IDX_foods_user_name" ON "foods" ("user_id", "name_key", "id") `);
    await queryRunner.query(`DROP INDEX "IDX_recipes_user_name"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_recipes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(100) NOT NULL, "serving" decimal(12,3) NOT NULL, "unit" varchar(3) NOT NULL, CONSTRAINT "FK_67d98fd6ff56c4340a811402154" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_recipes"("id", "user_id", "name", "name_key", "serving", "unit") SELECT "id", "user_id", "name", "name_key", "serving", "unit" FROM "recipes"`,
    );
    await queryRunner.query(`DROP TABLE "recipes"`);
    await queryRunner.query(`ALTER TABLE "temporary_recipes" RENAME TO "recipes"`);
    await queryRunner.query(`CREATE INDEX "IDX_recipes_user_name" ON "recipes" ("user_id", "name_key", "id") `);
    await queryRunner.query(`DROP INDEX "IDX_recipe_ingredients_food"`);
    await queryRunner.query(`DROP INDEX "IDX_recipe_ingredients_recipe"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_recipe_ingredients" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipe_id" integer NOT NULL, "food_id" integer NOT NULL, "quantity" decimal(12,3) NOT NULL, CONSTRAINT "FK_f240137e0e13bed80bdf64fed53" FOREIGN KEY ("recipe_id") REFERENCES "recipes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_9f441dc9f69622084db183ccd2e" FOREIGN KEY ("food_id") REFERENCES "foods" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_recipe_ingredients"("id", "recipe_id", "food_id", "quantity") SELECT "id", "recipe_id", "food_id", "quantity" FROM "recipe_ingredients"`,
    );
    await queryRunner.query(`DROP TABLE "recipe_ingredients"`);
    await queryRunner.query(`ALTER TABLE "temporary_recipe_ingredients" RENAME TO "recipe_ingredients"`);
    await queryRunner.query(`CREATE INDEX "IDX_recipe_ingredients_food" ON "recipe_ingredients" ("food_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_recipe_ingredients_recipe" ON "recipe_ingredients" ("recipe_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_recipe_ingredients_recipe"`);
    await queryRunner.query(`DROP INDEX "IDX_recipe_ingredients_food"`);
    await queryRunner.query(`ALTER TABLE "recipe_ingredients" RENAME TO "temporary_recipe_ingredients"`);
    await queryRunner.query(
      `CREATE TABLE "recipe_ingredients" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipe_id" integer NOT NULL, "food_id" integer NOT NULL, "quantity" decimal(12,3) NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "recipe_ingredients"("id", "recipe_id", "food_id", "quantity") SELECT "id", "recipe_id", "food_id", "quantity" FROM "temporary_recipe_ingredients"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_recipe_ingredients"`);
    await queryRunner.query(`CREATE INDEX "IDX_recipe_ingredients_recipe" ON "recipe_ingredients" ("recipe_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_recipe_ingredients_food" ON "recipe_ingredients" ("food_id") `);
    await queryRunner.query(`DROP INDEX "IDX_recipes_user_name"`);
    await queryRunner.query(`ALTER TABLE "recipes" RENAME TO "temporary_recipes"`);
    await queryRunner.query(
      `CREATE TABLE "recipes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(100) NOT NULL, "serving" decimal(12,3) NOT NULL, "unit" varchar(3) NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "recipes"("id", "user_id", "name", "name_key", "serving", "unit") SELECT "id", "user_id", "name", "name_key", "serving", "unit" FROM "temporary_recipes"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_recipes"`);
    await queryRunner.query(`CREATE INDEX "IDX_recipes_user_name" ON "recipes" ("user_id", "name_key", "id") `);
    await queryRunner.query(`DROP INDEX "IDX_foods_user_name"`);
    await queryRunner.query(`ALTER TABLE "foods" RENAME TO "temporary_foods"`);
    await queryRunner.query(
      `CREATE TABLE "foods" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(100) NOT NULL, "serving" decimal(12,3) NOT NULL, "unit" varchar(3) NOT NULL, "carbohydrates" decimal(12,3) NOT NULL, "proteins" decimal(12,3) NOT NULL, "fats" decimal(12,3) NOT NULL, "calories" decimal(12,3) NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "foods"("id", "user_id", "name", "name_key", "serving", "unit", "carbohydrates", "proteins", "fats", "calories") SELECT "id", "user_id", "name", "name_key", "serving", "unit", "carbohydrates", "proteins", "fats", "calories" FROM "temporary_foods"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_foods"`);
    await queryRunner.query(`CREATE INDEX "IDX_foods_user_name" ON "foods" ("user_id", "name_key", "id") `);
    await queryRunner.query(`DROP INDEX "IDX_recipe_ingredients_recipe"`);
    await queryRunner.query(`DROP INDEX "IDX_recipe_ingredients_food"`);
    await queryRunner.query(`DROP TABLE "recipe_ingredients"`);
    await queryRunner.query(`DROP INDEX "IDX_recipes_user_name"`);
    await queryRunner.query(`DROP TABLE "recipes"`);
    await queryRunner.query(`DROP INDEX "IDX_foods_user_name"`);
    await queryRunner.query(`DROP TABLE "foods"`);
  }
}
