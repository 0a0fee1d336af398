import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Training1795331803266 implements MigrationInterface {
  name = 'Training1795331803266';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`tags\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`name\` varchar(100) NOT NULL, \`name_key\` varchar(100) NOT NULL, INDEX \`IDX_tags_user\` (\`user_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`exercises\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`name\` varchar(100) NOT NULL, \`name_key\` varchar(100) NOT NULL, INDEX \`IDX_exercises_user\` (\`user_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`exercise_tags\` (\`exercise_id\` int NOT NULL, \`tag_id\` int NOT NULL, INDEX \`IDX_exercise_tags_tag\` (\`tag_id\`), PRIMARY KEY (\`exercise_id\`, \`tag_id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`session_exercises\` (\`id\` int NOT NULL AUTO_INCREMENT, \`session_id\` int NOT NULL, \`exercise_id\` int NOT NULL, \`sets\` int NOT NULL, \`repetitions\` int NOT NULL, \`rest_seconds\` int NOT NULL, INDEX \`IDX_session_exercises_exercise\` (\`exercise_id\`), INDEX \`IDX_session_exercises_session\` (\`session_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`training_sessions\` (\`id\` int NOT NULL AUTO_INCREMENT, \`routine_id\` int NOT NULL, \`order_number\` int NOT NULL, \`description\` varchar(100) NOT NULL, \`is_current\` tinyint NOT NULL, UNIQUE INDEX \`UQ_training_sessions_routine_order\` (\`routine_id\`, \`order_number\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`training_routines\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`name\` varchar(100) NOT NULL, \`name_key\` varchar(100) NOT NULL, \`description\` varchar(500) NOT NULL, \`goal\` varchar(100) NOT NULL, \`week_frequency\` int NOT NULL, \`is_active\` tinyint NOT NULL, INDEX \`IDX_training_routines_user_active\` (\`user_id\`, \`is_active\`), INDEX \`IDX_training_routines_user\` (\`user_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`session_completions\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`routine_id\` int NOT NULL, \`session_id\` int NULL, \`session_description\` varchar(100) NOT NULL, \`completed_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_session_completions_session\` (\`session_id\`), INDEX \`IDX_session_completions_routine_completed\` (\`routine_id\`, \`completed_at\`), INDEX \`IDX_session_completions_user_completed\` (\`user_id\`, \`completed_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `ALTER TABLE \`tags\` ADD CONSTRAINT \`FK_74603743868d1e4f4fc2c0225b6\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`exercises\` ADD CONSTRAINT \`FK_d05e8618f5b30e7eb49952a531b\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`exercise_tags\` ADD CONSTRAINT \`FK_a78efa7cc5019077bb6d0fe36bd\` FOREIGN KEY (\`exercise_id\`) REFERENCES \`exercises\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`exercise_tags\` ADD CONSTRAINT \`FK_6a2b34726e37a53ad455aed4f66\` FOREIGN KEY (\`tag_id\`) REFERENCES \`tags\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`session_exercises\` ADD CONSTRAINT \`FK_47971b32e655e6072fb1d0abba1\` FOREIGN KEY (\`session_id\`) REFERENCES \`training_sessions\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`session_exercises\` ADD CONSTRAINT \`FK_cd0df768cfecda9ebc42aee9ef9\` FOREIGN KEY (\`exercise_id\`) REFERENCES \`exercises\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`training_sessions\` ADD CONSTRAINT \`FK_1c4a196c40be8194fcbd9c6a816\` FOREIGN KEY (\`routine_id\`) REFERENCES \`training_routines\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`training_routines\` ADD CONSTRAINT \`FK_95e5f21a5c8889523c86479a5bf\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`session_completions\` ADD CONSTRAINT \`FK_143b83465e57cd7b9462f76c835\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`session_completions\` ADD CONSTRAINT \`FK_40c1167b4e44fd1e8d28b929249\` FOREIGN KEY (\`routine_id\`) REFERENCES \`training_routines\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`session_completions\` ADD CONSTRAINT \`FK_9155b3a47dedd950db8524d1858\` FOREIGN KEY (\`session_id\`) REFERENCES \`training_sessions\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`session_completions\` DROP FOREIGN KEY \`FK_9155b3a47dedd950db8524d1858\``);
    await queryRunner.query(`ALTER TABLE \`session_completions\` DROP FOREIGN KEY \`FK_40c1167b4e44fd1e8d28b929249\``);
    await queryRunner.query(`ALTER TABLE \`session_completions\` DROP FOREIGN KEY \`FK_143b83465e57cd7b9462f76c835\``);
    await queryRunner.query(`ALTER TABLE \`training_routines\` DROP FOREIGN KEY \`FK_95e5f21a5c8889523c86479a5bf\``);
    await queryRunner.query(`ALTER TABLE \`training_sessions\` DROP FOREIGN KEY \`FK_1c4a196c40be8194fcbd9c6a816\``);
    await queryRunner.query(`ALTER TABLE \`session_exercises\` DROP FOREIGN KEY \`FK_cd0df768cfecda9ebc42aee9ef9\``);
    await queryRunner.query(`ALTER TABLE \`session_exercises\` DROP FOREIGN KEY \`FK_47971b32e655e6072fb1d0abba1\``);
    await queryRunner.query(`ALTER TABLE \`exercise_tags\` DROP FOREIGN KEY \`FK_6a2b34726e37a53ad455aed4f66\``);
    await queryRunner.query(`ALTER TABLE \`exercise_tags\` DROP FOREIGN KEY \`FK_a78efa7cc5019077bb6d0fe36bd\``);
    await queryRunner.query(`ALTER TABLE \`exercises\` DROP FOREIGN KEY \`FK_d05e8618f5b30e7eb49952a531b\``);
    await queryRunner.query(`ALTER TABLE \`tags\` DROP FOREIGN KEY \`FK_74603743868d1e4f4fc2c0225b6\``);
    await queryRunner.query(`DROP INDEX \`IDX_session_completions_user_completed\` ON \`session_completions\``);
    await queryRunner.query(`DROP INDEX \`IDX_session_completions_routine_completed\` ON \`session_completions\``);
    await queryRunner.query(`DROP INDEX \`IDX_session_completions_session\` ON \`session_completions\``);
    await queryRunner.query(`DROP TABLE \`session_completions\``);
    await queryRunner.query(`DROP INDEX \`IDX_training_routines_user\` ON \`training_routines\``);
    await queryRunner.query(`DROP INDEX \`IDX_training_routines_user_active\` ON \`training_routines\``);
    await queryRunner.query(`DROP TABLE \`training_routines\``);
    await queryRunner.query(`DROP INDEX \`UQ_training_sessions_routine_order\` ON \`training_sessions\``);
    await queryRunner.query(`DROP TABLE \`training_sessions\``);
    await queryRunner.query(`DROP INDEX \`IDX_session_exercises_session\` ON \`session_exercises\``);
    await queryRunner.query(`DROP INDEX \`IDX_session_exercises_exercise\` ON \`session_exercises\``);
    await queryRunner.query(`DROP TABLE \`session_exercises\``);
    await queryRunner.query(`DROP INDEX \`IDX_exercise_tags_tag\` ON \`exercise_tags\``);
    await queryRunner.query(`DROP TABLE \`exercise_tags\``);
    await queryRunner.query(`DROP INDEX \`IDX_exercises_user\` ON \`exercises\``);
    await queryRunner.query(`DROP TABLE \`exercises\``);
    await queryRunner.query(`DROP INDEX \`IDX_tags_user\` ON \`tags\``);
    await queryRunner.query(`DROP TABLE \`tags\``);
  }
}
