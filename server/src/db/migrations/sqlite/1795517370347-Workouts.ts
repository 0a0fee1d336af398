import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Workouts1795517370347 implements MigrationInterface {
  name = 'Workouts1795517370347';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "workouts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "routine_id" integer, "session_id" integer, "title" varchar(210) NOT NULL, "session_description" varchar(100), "started_at" datetime(3) NOT NULL, "finished_at" datetime(3), "in_progress" boolean, "notes" varchar(2000) NOT NULL DEFAULT (''), "completion_id" integer, "rest_started_at" datetime(3), "rest_ends_at" datetime(3), "rest_workout_exercise_id" integer)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_workouts_completion" ON "workouts" ("completion_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_workouts_session" ON "workouts" ("session_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_workouts_routine_started" ON "workouts" ("routine_id", "started_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_workouts_user_started" ON "workouts" ("user_id", "started_at") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_workouts_user_in_progress" ON "workouts" ("user_id", "in_progress") `);
    await queryRunner.query(
      `CREATE TABLE "workout_exercises" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workout_id" integer NOT NULL, "exercise_id" integer NOT NULL, "position" integer NOT NULL, "planned_sets" integer, "planned_reps" integer, "rest_seconds" integer NOT NULL, "skipped" boolean NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_workout_exercises_exercise" ON "workout_exercises" ("exercise_id", "workout_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_workout_exercises_workout" ON "workout_exercises" ("workout_id", "position") `);
    await queryRunner.query(
      `CREATE TABLE "workout_sets" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workout_exercise_id" integer NOT NULL, "position" integer NOT NULL, "weight" decimal(12,3), "reps" integer, "set_type" varchar(10) NOT NULL DEFAULT ('normal'), "rpe" decimal(3,1), "completed_at" datetime(3))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_workout_sets_exercise" ON "workout_sets" ("workout_exercise_id", "position") `);
    await queryRunner.query(`DROP INDEX "IDX_workouts_completion"`);
    await queryRunner.query(`DROP INDEX "IDX_workouts_session"`);
    await queryRunner.query(`DROP INDEX "IDX_workouts_routine_started"`);
    await queryRunner.query(`DROP INDEX "IDX_workouts_user_started"`);
    await queryRunner.query(`DROP INDEX "UQ_workouts_user_in_progress"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_workouts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "routine_id" integer, "session_id" integer, "title" varchar(210) NOT NULL, "session_description" varchar(100), "started_at" datetime(3) NOT NULL, "finished_at" datetime(3), "in_progress" boolean, "notes" varchar(2000) NOT NULL DEFAULT (''), "completion_id" integer, "rest_started_at" datetime(3), "rest_ends_at" datetime(3), "rest_workout_exercise_id" integer, CONSTRAINT "FK_2df679279a7ac263bcff20c78dd" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_c751056a33b907a90de1275b07c" FOREIGN KEY ("routine_id") REFERENCES "training_routines" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_585093ec439f3d940a5124b8282" FOREIGN KEY ("session_id") REFERENCES "training_sessions" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_19c7078792a3c8e3ebdbf83ba69" FOREIGN KEY ("completion_id") REFERENCES "session_completions" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_workouts"("id", "user_id", "routine_id", "session_id", "title", "session_description", "started_at", "finished_at", "in_progress", "notes", "completion_id", "rest_started_at", "rest_ends_at", "rest_workout_exercise_id") SELECT "id", "user_id", "routine_id", "session_id", "title", "session_description", "started_at", "finished_at", "in_progress", "notes", "completion_id", "rest_started_at", "rest_ends_at", "rest_workout_exercise_id" FROM "workouts"`,
    );
    await queryRunner.query(`DROP TABLE "workouts"`);
    await queryRunner.query(`ALTER TABLE "temporary_workouts" RENAME TO "workouts"`);
    await queryRunner.query(`CREATE INDEX "IDX_workouts_completion" ON "workouts" ("completion_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_workouts_session" ON "workouts" ("session_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_workouts_routine_started" ON "workouts" ("routine_id", "started_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_workouts_user_started" ON "workouts" ("user_id", "started_at") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_workouts_user_in_progress" ON "workouts" ("user_id", "in_progress") `);
    await queryRunner.query(`DROP INDEX "IDX_workout_exercises_exercise"`);
    await queryRunner.query(`DROP INDEX "IDX_workout_exercises_workout"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_workout_exercises" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workout_id" integer NOT NULL, "exercise_id" integer NOT NULL, "position" integer NOT NULL, "planned_sets" integer, "planned_reps" integer, "rest_seconds" integer NOT NULL, "skipped" boolean NOT NULL DEFAULT (0), CONSTRAINT "FK_7e6040e931b008308aaddbb7d32" FOREIGN KEY ("workout_id") REFERENCES "workouts" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_9a0656f321d9a96de2eb685e85a" FOREIGN KEY ("exercise_id") REFERENCES "exercises" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_workout_exercises"("id", "workout_id", "exercise_id", "position", "planned_sets", "planned_reps", "rest_seconds", "skipped") SELECT "id", "workout_id", "exercise_id", "position", "planned_sets", "planned_reps", "rest_seconds", "skipped" FROM "workout_exercises"`,
    );
    await queryRunner.query(`DROP TABLE "workout_exercises"`);
    await queryRunner.query(`ALTER TABLE "temporary_workout_exercises" RENAME TO "workout_exercises"`);
    await queryRunner.query(`CREATE INDEX "IDX_workout_exercises_exercise" ON "workout_exercises" ("exercise_id", "workout_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_workout_exercises_workout" ON "workout_exercises" ("workout_id", "position") `);
    await queryRunner.query(`DROP INDEX "IDX_workout_sets_exercise"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_workout_sets" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workout_exercise_id" integer NOT NULL, "position" integer NOT NULL, "weight" decimal(12,3), "reps" integer, "set_type" varchar(10) NOT NULL DEFAULT ('normal'), "rpe" decimal(3,1), "completed_at" datetime(3), CONSTRAINT "FK_1f6afffea13fac2595347de1dd1" FOREIGN KEY ("workout_exercise_id") REFERENCES "workout_exercises" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_workout_sets"("id", "workout_exercise_id", "position", "weight", "reps", "set_type", "rpe", "completed_at") SELECT "id", "workout_exercise_id", "position", "weight", "reps", "set_type", "rpe", "completed_at" FROM "workout_sets"`,
    );
    await queryRunner.query(`DROP TABLE "workout_sets"`);
    await queryRunner.query(`ALTER TABLE "temporary_workout_sets" RENAME TO "workout_sets"`);
    await queryRunner.query(`CREATE INDEX "IDX_workout_sets_exercise" ON "workout_sets" ("workout_exercise_id", "position") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_workout_sets_exercise"`);
    await queryRunner.query(`ALTER TABLE "workout_sets" RENAME TO "temporary_workout_sets"`);
    await queryRunner.query(
      `CREATE TABLE "workout_sets" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workout_exercise_id" integer NOT NULL, "position" integer NOT NULL, "weight" decimal(12,3), "reps" integer, "set_type" varchar(10) NOT NULL DEFAULT ('normal'), "rpe" decimal(3,1), "completed_at" datetime(3))`,
    );
    await queryRunner.query(
      `INSERT INTO "workout_sets"("id", "workout_exercise_id", "position", "weight", "reps", "set_type", "rpe", "completed_at") SELECT "id", "workout_exercise_id", "position", "weight", "reps", "set_type", "rpe", "completed_at" FROM "temporary_workout_sets"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_workout_sets"`);
    await queryRunner.query(`CREATE INDEX "IDX_workout_sets_exercise" ON "workout_sets" ("workout_exercise_id", "position") `);
    await queryRunner.query(`DROP INDEX "IDX_workout_exercises_workout"`);
    await queryRunner.query(`DROP INDEX "IDX_workout_exercises_exercise"`);
    await queryRunner.query(`ALTER TABLE "workout_exercises" RENAME TO "temporary_workout_exercises"`);
    await queryRunner.query(
      `CREATE TABLE "workout_exercises" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workout_id" integer NOT NULL, "exercise_id" integer NOT NULL, "position" integer NOT NULL, "planned_sets" integer, "planned_reps" integer, "rest_seconds" integer NOT NULL, "skipped" boolean NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `INSERT INTO "workout_exercises"("id", "workout_id", "exercise_id", "position", "planned_sets", "planned_reps", "rest_seconds", "skipped") SELECT "id", "workout_id", "exercise_id", "position", "planned_sets", "planned_reps", "rest_seconds", "skipped" FROM "temporary_workout_exercises"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_workout_exercises"`);
    await queryRunner.query(`CREATE INDEX "IDX_workout_exercises_workout" ON "workout_exercises" ("workout_id", "position") `);
    await queryRunner.query(`CREATE INDEX "IDX_workout_exercises_exercise" ON "workout_exercises" ("exercise_id", "workout_id") `);
    await queryRunner.query(`DROP INDEX "UQ_workouts_user_in_progress"`);
    await queryRunner.query(`DROP INDEX "IDX_workouts_user_started"`);
    await queryRunner.query(`DROP INDEX "IDX_workouts_routine_started"`);
    await queryRunner.query(`DROP INDEX "IDX_workouts_session"`);
    await queryRunner.query(`DROP INDEX "IDX_workouts_completion"`);
    await queryRunner.query(`ALTER TABLE "workouts" RENAME TO "temporary_workouts"`);
    await queryRunner.query(
      `CREATE TABLE "workouts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "routine_id" integer, "session_id" integer, "title" varchar(210) NOT NULL, "session_description" varchar(100), "started_at" datetime(3) NOT NULL, "finished_at" datetime(3), "in_progress" boolean, "notes" varchar(2000) NOT NULL DEFAULT (''), "completion_id" integer, "rest_started_at" datetime(3), "rest_ends_at" datetime(3), "rest_workout_exercise_id" integer)`,
    );
    await queryRunner.query(
      `INSERT INTO "workouts"("id", "user_id", "routine_id", "session_id", "title", "session_description", "started_at", "finished_at", "in_progress", "notes", "completion_id", "rest_started_at", "rest_ends_at", "rest_workout_exercise_id") SELECT "id", "user_id", "routine_id", "session_id", "title", "session_description", "started_at", "finished_at", "in_progress", "notes", "completion_id", "rest_started_at", "rest_ends_at", "rest_workout_exercise_id" FROM "temporary_workouts"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_workouts"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_workouts_user_in_progress" ON "workouts" ("user_id", "in_progress") `);
    await queryRunner.query(`CREATE INDEX "IDX_workouts_user_started" ON "workouts" ("user_id", "started_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_workouts_routine_started" ON "workouts" ("routine_id", "started_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_workouts_session" ON "workouts" ("session_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_workouts_completion" ON "workouts" ("completion_id") `);
    await queryRunner.query(`DROP INDEX "IDX_workout_sets_exercise"`);
    await queryRunner.query(`DROP TABLE "workout_sets"`);
    await queryRunner.query(`DROP INDEX "IDX_workout_exercises_workout"`);
    await queryRunner.query(`DROP INDEX "IDX_workout_exercises_exercise"`);
    await queryRunner.query(`DROP TABLE "workout_exercises"`);
    await queryRunner.query(`DROP INDEX "UQ_workouts_user_in_progress"`);
    await queryRunner.query(`DROP INDEX "IDX_workouts_user_started"`);
    await queryRunner.query(`DROP INDEX "IDX_workouts_routine_started"`);
    await queryRunner.query(`DROP INDEX "IDX_workouts_session"`);
    await queryRunner.query(`DROP INDEX "IDX_workouts_completion"`);
    await queryRunner.query(`DROP TABLE "workouts"`);
  }
}
