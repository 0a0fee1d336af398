import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WorkoutExerciseNote1795700000000 implements MigrationInterface {
  name = 'WorkoutExerciseNote1795700000000';

  // Written by hand, like UserLanguage: the generator rebuilds workout_exercises, and on SQLite renaming a table that
  // others reference (workout_sets) rewrites their foreign keys. ADD and DROP COLUMN (SQLite 3.35+) leave them alone.
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "workout_exercises" ADD COLUMN "note" varchar(2000) NOT NULL DEFAULT ('')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "workout_exercises" DROP COLUMN "note"`);
  }
}
