import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WorkoutExerciseNote1795700000001 implements MigrationInterface {
  name = 'WorkoutExerciseNote1795700000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`workout_exercises\` ADD \`note\` varchar(2000) NOT NULL DEFAULT ''`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`workout_exercises\` DROP COLUMN \`note\``);
  }
}
