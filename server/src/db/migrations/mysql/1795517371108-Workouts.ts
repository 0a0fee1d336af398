import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Workouts1795517371108 implements MigrationInterface {
  name = 'Workouts1795517371108';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`workouts\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`routine_id\` int NULL, \`session_id\` int NULL, \`title\` varchar(210) NOT NULL, \`session_description\` varchar(100) NULL, \`started_at\` datetime(3) NOT NULL, \`finished_at\` datetime(3) NULL, \`in_progress\` tinyint NULL, \`notes\` varchar(2000) NOT NULL DEFAULT '', \`completion_id\` int NULL, \`rest_started_at\` datetime(3) NULL, \`rest_ends_at\` datetime(3) NULL, \`rest_workout_exercise_id\` int NULL, INDEX \`IDX_workouts_completion\` (\`completion_id\`), INDEX \`IDX_workouts_session\` (\`session_id\`), INDEX \`IDX_workouts_routine_started\` (\`routine_id\`, \`started_at\`), INDEX \`IDX_workouts_user_started\` (\`user_id\`, \`started_at\`), UNIQUE INDEX \`UQ_workouts_user_in_progress\` (\`user_id\`, \`in_progress\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`workout_exercises\` (\`id\` int NOT NULL AUTO_INCREMENT, \`workout_id\` int NOT NULL, \`exercise_id\` int NOT NULL, \`position\` int NOT NULL, \`planned_sets\` int NULL, \`planned_reps\` int NULL, \`rest_seconds\` int NOT NULL, \`skipped\` tinyint NOT NULL DEFAULT 0, INDEX \`IDX_workout_exercises_exercise\` (\`exercise_id\`, \`workout_id\`), INDEX \`IDX_workout_exercises_workout\` (\`workout_id\`, \`position\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`workout_sets\` (\`id\` int NOT NULL AUTO_INCREMENT, \`workout_exercise_id\` int NOT NULL, \`position\` int NOT NULL, \`weight\` decimal(12,3) NULL, \`reps\` int NULL, \`set_type\` varchar(10) NOT NULL DEFAULT 'normal', \`rpe\` decimal(3,1) NULL, \`completed_at\` datetime(3) NULL, INDEX \`IDX_workout_sets_exercise\` (\`workout_exercise_id\`, \`position\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `ALTER TABLE \`workouts\` ADD CONSTRAINT \`FK_2df679279a7ac263bcff20c78dd\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`workouts\` ADD CONSTRAINT \`FK_c751056a33b907a90de1275b07c\` FOREIGN KEY (\`routine_id\`) REFERENCES \`training_routines\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`workouts\` ADD CONSTRAINT \`FK_585093ec439f3d940a5124b8282\` FOREIGN KEY (\`session_id\`) REFERENCES \`training_sessions\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`workouts\` ADD CONSTRAINT \`FK_19c7078792a3c8e3ebdbf83ba69\` FOREIGN KEY (\`completion_id\`) REFERENCES \`session_completions\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`workout_exercises\` ADD CONSTRAINT \`FK_7e6040e931b008308aaddbb7d32\` FOREIGN KEY (\`workout_id\`) REFERENCES \`workouts\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`workout_exercises\` ADD CONSTRAINT \`FK_9a0656f321d9a96de2eb685e85a\` FOREIGN KEY (\`exercise_id\`) REFERENCES \`exercises\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`workout_sets\` ADD CONSTRAINT \`FK_1f6afffea13fac2595347de1dd1\` FOREIGN KEY (\`workout_exercise_id\`) REFERENCES \`workout_exercises\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`workout_sets\` DROP FOREIGN KEY \`FK_1f6afffea13fac2595347de1dd1\``);
    await queryRunner.query(`ALTER TABLE \`workout_exercises\` DROP FOREIGN KEY \`FK_9a0656f321d9a96de2eb685e85a\``);
    await queryRunner.query(`ALTER TABLE \`workout_exercises\` DROP FOREIGN KEY \`FK_7e6040e931b008308aaddbb7d32\``);
    await queryRunner.query(`ALTER TABLE \`workouts\` DROP FOREIGN KEY \`FK_19c7078792a3c8e3ebdbf83ba69\``);
    await queryRunner.query(`ALTER TABLE \`workouts\` DROP FOREIGN KEY \`FK_585093ec439f3d940a5124b8282\``);
    await queryRunner.query(`ALTER TABLE \`workouts\` DROP FOREIGN KEY \`FK_c751056a33b907a90de1275b07c\``);
    await queryRunner.query(`ALTER TABLE \`workouts\` DROP FOREIGN KEY \`FK_2df679279a7ac263bcff20c78dd\``);
    await queryRunner.query(`DROP INDEX \`IDX_workout_sets_exercise\` ON \`workout_sets\``);
    await queryRunner.query(`DROP TABLE \`workout_sets\``);
    await queryRunner.query(`DROP INDEX \`IDX_workout_exercises_workout\` ON \`workout_exercises\``);
    await queryRunner.query(`DROP INDEX \`IDX_workout_exercises_exercise\` ON \`workout_exercises\``);
    await queryRunner.query(`DROP TABLE \`workout_exercises\``);
    await queryRunner.query(`DROP INDEX \`UQ_workouts_user_in_progress\` ON \`workouts\``);
    await queryRunner.query(`DROP INDEX \`IDX_workouts_user_started\` ON \`workouts\``);
    await queryRunner.query(`DROP INDEX \`IDX_workouts_routine_started\` ON \`workouts\``);
    await queryRunner.query(`DROP INDEX \`IDX_workouts_session\` ON \`workouts\``);
    await queryRunner.query(`DROP INDEX \`IDX_workouts_completion\` ON \`workouts\``);
    await queryRunner.query(`DROP TABLE \`workouts\``);
  }
}
