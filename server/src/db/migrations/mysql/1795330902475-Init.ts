import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1795330902475 implements MigrationInterface {
  name = 'Init1795330902475';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`users\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`email\` varchar(254) NOT NULL, \`email_key\` varchar(254) NOT NULL, \`password_hash\` varchar(255) NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_users_email_key\` (\`email_key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`meal_names\` (\`id\` int NOT NULL AUTO_INCREMENT, \`meal_info_id\` int NOT NULL, \`order_number\` int NOT NULL, \`name\` varchar(100) NOT NULL, INDEX \`IDX_meal_names_info_order\` (\`meal_info_id\`, \`order_number\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`meal_info\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`calories_goal\` decimal(12,3) NOT NULL, \`carbohydrates_goal\` decimal(12,3) NOT NULL, \`proteins_goal\` decimal(12,3) NOT NULL, \`fats_goal\` decimal(12,3) NOT NULL, UNIQUE INDEX \`REL_1a073401dc9e628ecadf9cb3c8\` (\`user_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `ALTER TABLE \`meal_names\` ADD CONSTRAINT \`FK_dba9b8ed02ffc86e3150ab1d00f\` FOREIGN KEY (\`meal_info_id\`) REFERENCES \`meal_info\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`meal_info\` ADD CONSTRAINT \`FK_1a073401dc9e628ecadf9cb3c83\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`meal_info\` DROP FOREIGN KEY \`FK_1a073401dc9e628ecadf9cb3c83\``);
    await queryRunner.query(`ALTER TABLE \`meal_names\` DROP FOREIGN KEY \`FK_dba9b8ed02ffc86e3150ab1d00f\``);
    await queryRunner.query(`DROP INDEX \`REL_1a073401dc9e628ecadf9cb3c8\` ON \`meal_info\``);
    await queryRunner.query(`DROP TABLE \`meal_info\``);
    await queryRunner.query(`DROP INDEX \`IDX_meal_names_info_order\` ON \`meal_names\``);
    await queryRunner.query(`DROP TABLE \`meal_names\``);
    await queryRunner.query(`DROP INDEX \`UQ_users_email_key\` ON \`users\``);
    await queryRunner.query(`DROP TABLE \`users\``);
  }
}
