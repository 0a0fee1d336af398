import type { MigrationInterface, QueryRunner } from 'typeorm';
// The index's rule as it is today: a later change of `nameGrams` needs a migration of its own that indexes anew
// (this one has run already wherever it matters, and would not run again).
import { nameGrams } from '../../../modules/foods/food-catalogue';

export class FoodCatalogue1795690080551 implements MigrationInterface {
  name = 'FoodCatalogue1795690080551';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "food_counts" ("user_id" integer PRIMARY KEY NOT NULL, "foods" integer NOT NULL)`);
    await queryRunner.query(
      `CREATE TABLE "food_search_grams" ("user_id" integer NOT NULL, "gram" varchar(3) NOT NULL, "food_id" integer NOT NULL, PRIMARY KEY ("user_id", "gram", "food_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "temporary_food_counts" ("user_id" integer PRIMARY KEY NOT NULL, "foods" integer NOT NULL, CONSTRAINT "FK_05711065d9232ce525aec3040da" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(`INSERT INTO "temporary_food_counts"("user_id", "foods") SELECT "user_id", "foods" FROM "food_counts"`);
    await queryRunner.query(`DROP TABLE "food_counts"`);
    await queryRunner.query(`ALTER TABLE "temporary_food_counts" RENAME TO "food_counts"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_food_search_grams" ("user_id" integer NOT NULL, "gram" varchar(3) NOT NULL, "food_id" integer NOT NULL, CONSTRAINT "FK_6d0b18e2a511e308cfefbda37ff" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("user_id", "gram", "food_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_food_search_grams"("user_id", "gram", "food_id") SELECT "user_id", "gram", "food_id" FROM "food_search_grams"`,
    );
    await queryRunner.query(`DROP TABLE "food_search_grams"`);
    await queryRunner.query(`ALTER TABLE "temporary_food_search_grams" RENAME TO "food_search_grams"`);
    // Existing catalogues: their counts, and their search index (the pieces of each key, as the app makes them).
    await queryRunner.query(`INSERT INTO food_counts (user_id, foods) SELECT user_id, COUNT(*) FROM foods GROUP BY user_id`);
    for (let after = 0; ;) {
      const foods = (await queryRunner.query(`SELECT id, user_id, name_key FROM foods WHERE id > ? ORDER BY id LIMIT 2000`, [after])) as {
        id: number | string;
        user_id: number | string;
        name_key: string;
      }[];
      if (foods.length === 0) break;
      after = Number(foods[foods.length - 1].id);
      const rows = foods.flatMap((food) => nameGrams(food.name_key).map((gram) => [Number(food.user_id), gram, Number(food.id)]));
      for (let start = 0; start < rows.length; start += 500) {
        const chunk = rows.slice(start, start + 500);
        await queryRunner.query(
          `INSERT OR IGNORE INTO food_search_grams (user_id, gram, food_id) VALUES ${chunk.map(() => '(?, ?, ?)').join(', ')}`,
          chunk.flat(),
        );
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "food_search_grams" RENAME TO "temporary_food_search_grams"`);
    await queryRunner.query(
      `CREATE TABLE "food_search_grams" ("user_id" integer NOT NULL, "gram" varchar(3) NOT NULL, "food_id" integer NOT NULL, PRIMARY KEY ("user_id", "gram", "food_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "food_search_grams"("user_id", "gram", "food_id") SELECT "user_id", "gram", "food_id" FROM "temporary_food_search_grams"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_food_search_grams"`);
    await queryRunner.query(`ALTER TABLE "food_counts" RENAME TO "temporary_food_counts"`);
    await queryRunner.query(`CREATE TABLE "food_counts" ("user_id" integer PRIMARY KEY NOT NULL, "foods" integer NOT NULL)`);
    await queryRunner.query(`INSERT INTO "food_counts"("user_id", "foods") SELECT "user_id", "foods" FROM "temporary_food_counts"`);
    await queryRunner.query(`DROP TABLE "temporary_food_counts"`);
    await queryRunner.query(`DROP TABLE "food_search_grams"`);
    await queryRunner.query(`DROP TABLE "food_counts"`);
  }
}
