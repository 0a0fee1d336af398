import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FoodsRecipes1795331351098 implements MigrationInterface {
  name = 'FoodsRecipes1795331351098';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`foods\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`name\` varchar(100) NOT NULL, \`name_key\` varchar(100) NOT NULL, \`serving\` decimal(12,3) NOT NULL, \`unit\` varchar(3) NOT NULL, \`carbohydrates\` decimal(12,3) NOT NULL, \`proteins\` decimal(12,3) NOT NULL, \`fats\` decimal(12,3) NOT NULL, \`calories\` decimal(12,3) NOT NULL, INDEX \`IDX_foods_user_name\` (\`user_id\`, \`name_key\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`recipes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`name\` varchar(100) NOT NULL, \`name_key\` varchar(100) NOT NULL, \`serving\` decimal(12,3) NOT NULL, \`unit\` varchar(3) NOT NULL, INDEX \`IDX_recipes_user_name\` (\`user_id\`, \`name_key\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`recipe_ingredients\` (\`id\` int NOT NULL AUTO_INCREMENT, \`recipe_id\` int NOT NULL, \`food_id\` int NOT NULL, \`quantity\` decimal(12,3) NOT NULL, INDEX \`IDX_recipe_ingredients_food\` (\`food_id\`), INDEX \`IDX_recipe_ingredients_recipe\` (\`recipe_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `ALTER TABLE \`foods\` ADD CONSTRAINT \`FK_c09f752a4673a3a1f338aa017ef\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`recipes\` ADD CONSTRAINT \`FK_67d98fd6ff56c4340a811402154\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`recipe_ingredients\` ADD CONSTRAINT \`FK_f240137e0e13bed80bdf64fed53\` FOREIGN KEY (\`recipe_id\`) REFERENCES \`recipes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`recipe_ingredients\` ADD CONSTRAINT \`FK_9f441dc9f69622084db183ccd2e\` FOREIGN KEY (\`food_id\`) REFERENCES \`foods\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`recipe_ingredients\` DROP FOREIGN KEY \`FK_9f441dc9f69622084db183ccd2e\``);
    await queryRunner.query(`ALTER TABLE \`recipe_ingredients\` DROP FOREIGN KEY \`FK_f240137e0e13bed80bdf64fed53\``);
    await queryRunner.query(`ALTER TABLE \`recipes\` DROP FOREIGN KEY \`FK_67d98fd6ff56c4340a811402154\``);
    await queryRunner.query(`ALTER TABLE \`foods\` DROP FOREIGN KEY \`FK_c09f752a4673a3a1f338aa017ef\``);
    await queryRunner.query(`DROP INDEX \`IDX_recipe_ingredients_recipe\` ON \`recipe_ingredients\``);
    await queryRunner.query(`DROP INDEX \`IDX_recipe_ingredients_food\` ON \`recipe_ingredients\``);
    await queryRunner.query(`DROP TABLE \`recipe_ingredients\``);
    await queryRunner.query(`DROP INDEX \`IDX_recipes_user_name\` ON \`recipes\``);
    await queryRunner.query(`DROP TABLE \`recipes\``);
    await queryRunner.query(`DROP INDEX \`IDX_foods_user_name\` ON \`foods\``);
    await queryRunner.query(`DROP TABLE \`foods\``);
  }
}
