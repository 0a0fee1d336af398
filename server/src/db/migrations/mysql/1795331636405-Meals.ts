import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Meals1795331636405 implements MigrationInterface {
  name = 'Meals1795331636405';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`meal_entries\` (\`id\` int NOT NULL AUTO_INCREMENT, \`meal_id\` int NOT NULL, \`food_id\` int NULL, \`recipe_id\` int NULL, \`quantity\` decimal(12,3) NOT NULL, INDEX \`IDX_meal_entries_recipe\` (\`recipe_id\`), INDEX \`IDX_meal_entries_food\` (\`food_id\`), INDEX \`IDX_meal_entries_meal\` (\`meal_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`meals\` (\`id\` int NOT NULL AUTO_INCREMENT, \`daily_meal_id\` int NOT NULL, \`name\` varchar(100) NOT NULL, \`order_number\` int NOT NULL, INDEX \`IDX_meals_daily_meal_order\` (\`daily_meal_id\`, \`order_number\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`daily_meals\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`date\` date NOT NULL, UNIQUE INDEX \`UQ_daily_meals_user_date\` (\`user_id\`, \`date\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `ALTER TABLE \`meal_entries\` ADD CONSTRAINT \`FK_0d88ab4545f72b7df902a6dde72\` FOREIGN KEY (\`meal_id\`) REFERENCES \`meals\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`meal_entries\` ADD CONSTRAINT \`FK_dc911866ff576e90546d272634c\` FOREIGN KEY (\`food_id\`) REFERENCES \`foods\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`meal_entries\` ADD CONSTRAINT \`FK_6e09c3857f576b8339297e97e15\` FOREIGN KEY (\`recipe_id\`) REFERENCES \`recipes\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`meals\` ADD CONSTRAINT \`FK_482c655c7c5dbaec72684a35479\` FOREIGN KEY (\`daily_meal_id\`) REFERENCES \`daily_meals\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`daily_meals\` ADD CONSTRAINT \`FK_72221f04a8adc8288a0e7157041\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`daily_meals\` DROP FOREIGN KEY \`FK_72221f04a8adc8288a0e7157041\``);
    await queryRunner.query(`ALTER TABLE \`meals\` DROP FOREIGN KEY \`FK_482c655c7c5dbaec72684a35479\``);
    await queryRunner.query(`ALTER TABLE \`meal_entries\` DROP FOREIGN KEY \`FK_6e09c3857f576b8339297e97e15\``);
    await queryRunner.query(`ALTER TABLE \`meal_entries\` DROP FOREIGN KEY \`FK_dc911866ff576e90546d272634c\``);
    await queryRunner.query(`ALTER TABLE \`meal_entries\` DROP FOREIGN KEY \`FK_0d88ab4545f72b7df902a6dde72\``);
    await queryRunner.query(`DROP INDEX \`UQ_daily_meals_user_date\` ON \`daily_meals\``);
    await queryRunner.query(`DROP TABLE \`daily_meals\``);
    await queryRunner.query(`DROP INDEX \`IDX_meals_daily_meal_order\` ON \`meals\``);
    await queryRunner.query(`DROP TABLE \`meals\``);
    await queryRunner.query(`DROP INDEX \`IDX_meal_entries_meal\` ON \`meal_entries\``);
    await queryRunner.query(`DROP INDEX \`IDX_meal_entries_food\` ON \`meal_entries\``);
    await queryRunner.query(`DROP INDEX \`IDX_meal_entries_recipe\` ON \`meal_entries\``);
    await queryRunner.query(`DROP TABLE \`meal_entries\``);
  }
}
