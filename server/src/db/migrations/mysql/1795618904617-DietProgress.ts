import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DietProgress1795618904617 implements MigrationInterface {
  name = 'DietProgress1795618904617';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`macro_goal_history\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`effective_date\` date NOT NULL, \`calories_goal\` decimal(12,3) NOT NULL, \`carbohydrates_goal\` decimal(12,3) NOT NULL, \`proteins_goal\` decimal(12,3) NOT NULL, \`fats_goal\` decimal(12,3) NOT NULL, UNIQUE INDEX \`UQ_macro_goal_history_user_date\` (\`user_id\`, \`effective_date\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`body_weights\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`date\` date NOT NULL, \`weight\` decimal(12,3) NOT NULL, UNIQUE INDEX \`UQ_body_weights_user_date\` (\`user_id\`, \`date\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `ALTER TABLE \`macro_goal_history\` ADD CONSTRAINT \`FK_a007155cb6483080368d976dc44\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`body_weights\` ADD CONSTRAINT \`FK_9bc6e7f0aee8153d02792f9579a\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Every account's goals so far, in force since before history began (the earliest row applies to every earlier day).
    await queryRunner.query(
      `INSERT INTO \`macro_goal_history\` (\`user_id\`, \`effective_date\`, \`calories_goal\`, \`carbohydrates_goal\`, \`proteins_goal\`, \`fats_goal\`) SELECT \`user_id\`, '1970-01-01', \`calories_goal\`, \`carbohydrates_goal\`, \`proteins_goal\`, \`fats_goal\` FROM \`meal_info\``,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`body_weights\` DROP FOREIGN KEY \`FK_9bc6e7f0aee8153d02792f9579a\``);
    await queryRunner.query(`ALTER TABLE \`macro_goal_history\` DROP FOREIGN KEY \`FK_a007155cb6483080368d976dc44\``);
    await queryRunner.query(`DROP INDEX \`UQ_body_weights_user_date\` ON \`body_weights\``);
    await queryRunner.query(`DROP TABLE \`body_weights\``);
    await queryRunner.query(`DROP INDEX \`UQ_macro_goal_history_user_date\` ON \`macro_goal_history\``);
    await queryRunner.query(`DROP TABLE \`macro_goal_history\``);
  }
}
