import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Training1795331796937 implements MigrationInterface {
  name = 'Training1795331796937';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "tags" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(100) NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_tags_user" ON "tags" ("user_id", "id") `);
    await queryRunner.query(
      `CREATE TABLE "exercises" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(100) NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_exercises_user" ON "exercises" ("user_id", "id") `);
    await queryRunner.query(
      `CREATE TABLE "exercise_tags" ("exercise_id" integer NOT NULL, "tag_id" integer NOT NULL, PRIMARY KEY ("exercise_id", "tag_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_exercise_tags_tag" ON "exercise_tags" ("tag_id") `);
    await queryRunner.query(
      `CREATE TABLE "session_exercises" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "session_id" integer NOT NULL, "exercise_id" integer NOT NULL, "sets" integer NOT NULL, "repetitions" integer NOT NULL, "rest_seconds" integer NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_session_exercises_exercise" ON "session_exercises" ("exercise_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_session_exercises_session" ON "session_exercises" ("session_id") `);
    await queryRunner.query(
      `CREATE TABLE "training_sessions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "routine_id" integer NOT NULL, "order_number" integer NOT NULL, "description" varchar(100) NOT NULL, "is_current" boolean NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_training_sessions_routine_order" ON "training_sessions" ("routine_id", "order_number") `,
    );
    await queryRunner.query(
      `CREATE TABLE "training_routines" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(100) NOT NULL, "description" varchar(500) NOT NULL, "goal" varchar(100) NOT NULL, "week_frequency" integer NOT NULL, "is_active" boolean NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_training_routines_user_active" ON "training_routines" ("user_id", "is_active") `);
    await queryRunner.query(`CREATE INDEX "IDX_training_routines_user" ON "training_routines" ("user_id", "id") `);
    await queryRunner.query(
      `CREATE TABLE "session_completions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "routine_id" integer NOT NULL, "session_id" integer, "session_description" varchar(100) NOT NULL, "completed_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_session_completions_session" ON "session_completions" ("session_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_session_completions_routine_completed" ON "session_completions" ("routine_id", "completed_at") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_session_completions_user_completed" ON "session_completions" ("user_id", "completed_at") `);
    await queryRunner.query(`DROP INDEX "IDX_tags_user"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_tags" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(100) NOT NULL, CONSTRAINT "FK_74603743868d1e4f4fc2c0225b6" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_tags"("id", "user_id", "name", "name_key") SELECT "id", "user_id", "name", "name_key" FROM "tags"`,
    );
    await queryRunner.query(`DROP TABLE "tags"`);
    await queryRunner.query(`ALTER TABLE "temporary_tags" RENAME TO "tags"`);
    await queryRunner.query(`CREATE INDEX "IDX_tags_user" ON "tags" ("user_id", "id") `);
    await queryRunner.query(`DROP INDEX "IDX_exercises_user"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_exercises" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(100) NOT NULL, CONSTRAINT "FK_d05e8618f5b30e7eb49952a531b" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_exercises"("id", "user_id", "name", "name_key") SELECT "id", "user_id", "name", "name_key" FROM "exercises"`,
    );
    await queryRunner.query(`DROP TABLE "exercises"`);
    await queryRunner.query(`ALTER TABLE "temporary_exercises" RENAME TO "exercises"`);
    await queryRunner.query(`CREATE INDEX "IDX_exercises_user" ON "exercises" ("user_id", "id") `);
    await queryRunner.query(`DROP INDEX "IDX_exercise_tags_tag"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_exercise_tags" ("exercise_id" integer NOT NULL, "tag_id" integer NOT NULL, CONSTRAINT "FK_a78efa7cc5019077bb6d0fe36bd" FOREIGN KEY ("exercise_id") REFERENCES "exercises" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_6a2b34726e37a53ad455aed4f66" FOREIGN KEY ("tag_id") REFERENCES "tags" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, PRIMARY KEY ("exercise_id", "tag_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_exercise_tags"("exercise_id", "tag_id") SELECT "exercise_id", "tag_id" FROM "exercise_tags"`,
    );
    await queryRunner.query(`DROP TABLE "exercise_tags"`);
    await queryRunner.query(`ALTER TABLE "temporary_exercise_tags" RENAME TO "exercise_tags"`);
    await queryRunner.query(`CREATE INDEX "IDX_exercise_tags_tag" ON "exercise_tags" ("tag_id") `);
    await queryRunner.query(`DROP INDEX "IDX_session_exercises_exercise"`);
    await queryRunner.query(`DROP INDEX "IDX_session_exercises_session"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_session_exercises" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "session_id" integer NOT NULL, "exercise_id" integer NOT NULL, "sets" integer NOT NULL, "repetitions" integer NOT NULL, "rest_seconds" integer NOT NULL, CONSTRAINT "FK_47971b32e655e6072fb1d0abba1" FOREIGN KEY ("session_id") REFERENCES "training_sessions" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_cd0df768cfecda9ebc42aee9ef9" FOREIGN KEY ("exercise_id") REFERENCES "exercises" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_session_exercises"("id", "session_id", "exercise_id", "sets", "repetitions", "rest_seconds") SELECT "id", "session_id", "exercise_id", "sets", "repetitions", "rest_seconds" FROM "session_exercises"`,
    );
    await queryRunner.query(`DROP TABLE "session_exercises"`);
    await queryRunner.query(`ALTER TABLE "temporary_session_exercises" RENAME TO "session_exercises"`);
    await queryRunner.query(`CREATE INDEX "IDX_session_exercises_exercise" ON "session_exercises" ("exercise_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_session_exercises_session" ON "session_exercises" ("session_id") `);
    await queryRunner.query(`DROP INDEX "UQ_training_sessions_routine_order"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_training_sessions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "routine_id" integer NOT NULL, "order_number" integer NOT NULL, "description" varchar(100) NOT NULL, "is_current" boolean NOT NULL, CONSTRAINT "FK_1c4a196c40be8194fcbd9c6a816" FOREIGN KEY ("routine_id") REFERENCES "training_routines" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_training_sessions"("id", "routine_id", "order_number", "description", "is_current") SELECT "id", "routine_id", "order_number", "description", "is_current" FROM "training_sessions"`,
    );
    await queryRunner.query(`DROP TABLE "training_sessions"`);
    await queryRunner.query(`ALTER TABLE "temporary_training_sessions" RENAME TO "training_sessions"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_training_sessions_routine_order" ON "training_sessions" ("routine_id", "order_number") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_training_routines_user_active"`);
    await queryRunner.query(`DROP INDEX "IDX_training_routines_user"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_training_routines" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(100) NOT NULL, "description" varchar(500) NOT NULL, "goal" varchar(100) NOT NULL, "week_frequency" integer NOT NULL, "is_active" boolean NOT NULL, CONSTRAINT "FK_95e5f21a5c8889523c86479a5bf" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_training_routines"("id", "user_id", "name", "name_key", "description", "goal", "week_frequency", "is_active") SELECT "id", "user_id", "name", "name_key", "description", "goal", "week_frequency", "is_active" FROM "training_routines"`,
    );
    await queryRunner.query(`DROP TABLE "training_routines"`);
    await queryRunner.query(`ALTER TABLE "temporary_training_routines" RENAME TO "training_routines"`);
    await queryRunner.query(`CREATE INDEX "IDX_training_routines_user_active" ON "training_routines" ("user_id", "is_active") `);
    await queryRunner.query(`CREATE INDEX "IDX_training_routines_user" ON "training_routines" ("user_id", "id") `);
    await queryRunner.query(`DROP INDEX "IDX_session_completions_session"`);
    await queryRunner.query(`DROP INDEX "IDX_session_completions_routine_completed"`);
    await queryRunner.query(`DROP INDEX "IDX_session_completions_user_completed"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_session_completions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "routine_id" integer NOT NULL, "session_id" integer, "session_description" varchar(100) NOT NULL, "completed_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_143b83465e57cd7b9462f76c835" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_40c1167b4e44fd1e8d28b929249" FOREIGN KEY ("routine_id") REFERENCES "training_routines" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_9155b3a47dedd950db8524d1858" FOREIGN KEY ("session_id") REFERENCES "training_sessions" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_session_completions"("id", "user_id", "routine_id", "session_id", "session_description", "completed_at") SELECT "id", "user_id", "routine_id", "session_id", "session_description", "completed_at" FROM "session_completions"`,
    );
    await queryRunner.query(`DROP TABLE "session_completions"`);
    await queryRunner.query(`ALTER TABLE "temporary_session_completions" RENAME TO "session_completions"`);
    await queryRunner.query(`CREATE INDEX "IDX_session_completions_session" ON "session_completions" ("session_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_session_completions_routine_completed" ON "session_completions" ("routine_id", "completed_at") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_session_completions_user_completed" ON "session_completions" ("user_id", "completed_at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_session_completions_user_completed"`);
    await queryRunner.query(`DROP INDEX "IDX_session_completions_routine_completed"`);
    await queryRunner.query(`DROP INDEX "IDX_session_completions_session"`);
    await queryRunner.query(`ALTER TABLE "session_completions" RENAME TO "temporary_session_completions"`);
    await queryRunner.query(
      `CREATE TABLE "session_completions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "routine_id" integer NOT NULL, "session_id" integer, "session_description" varchar(100) NOT NULL, "completed_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "session_completions"("id", "user_id", "routine_id", "session_id", "session_description", "completed_at") SELECT "id", "user_id", "routine_id", "session_id", "session_description", "completed_at" FROM "temporary_session_completions"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_session_completions"`);
    await queryRunner.query(`CREATE INDEX "IDX_session_completions_user_completed" ON "session_completions" ("user_id", "completed_at") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_session_completions_routine_completed" ON "session_completions" ("routine_id", "completed_at") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_session_completions_session" ON "session_completions" ("session_id") `);
    await queryRunner.query(`DROP INDEX "IDX_training_routines_user"`);
    await queryRunner.query(`DROP INDEX "IDX_training_routines_user_active"`);
    await queryRunner.query(`ALTER TABLE "training_routines" RENAME TO "temporary_training_routines"`);
    await queryRunner.query(
      `CREATE TABLE "training_routines" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(100) NOT NULL, "description" varchar(500) NOT NULL, "goal" varchar(100) NOT NULL, "week_frequency" integer NOT NULL, "is_active" boolean NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "training_routines"("id", "user_id", "name", "name_key", "description", "goal", "week_frequency", "is_active") SELECT "id", "user_id", "name", "name_key", "description", "goal", "week_frequency", "is_active" FROM "temporary_training_routines"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_training_routines"`);
    await queryRunner.query(`CREATE INDEX "IDX_training_routines_user" ON "training_routines" ("user_id", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_training_routines_user_active" ON "training_routines" ("user_id", "is_active") `);
    await queryRunner.query(`DROP INDEX "UQ_training_sessions_routine_order"`);
    await queryRunner.query(`ALTER TABLE "training_sessions" RENAME TO "temporary_training_sessions"`);
    await queryRunner.query(
      `CREATE TABLE "training_sessions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "routine_id" integer NOT NULL, "order_number" integer NOT NULL, "description" varchar(100) NOT NULL, "is_current" boolean NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "training_sessions"("id", "routine_id", "order_number", "description", "is_current") SELECT "id", "routine_id", "order_number", "description", "is_current" FROM "temporary_training_sessions"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_training_sessions"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_training_sessions_routine_order" ON "training_sessions" ("routine_id", "order_number") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_session_exercises_session"`);
    await queryRunner.query(`DROP INDEX "IDX_session_exercises_exercise"`);
    await queryRunner.query(`ALTER TABLE "session_exercises" RENAME TO "temporary_session_exercises"`);
    await queryRunner.query(
      `CREATE TABLE "session_exercises" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "session_id" integer NOT NULL, "exercise_id" integer NOT NULL, "sets" integer NOT NULL, "repetitions" integer NOT NULL, "rest_seconds" integer NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "session_exercises"("id", "session_id", "exercise_id", "sets", "repetitions", "rest_seconds") SELECT "id", "session_id", "exercise_id", "sets", "repetitions", "rest_seconds" FROM "temporary_session_exercises"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_session_exercises"`);
    await queryRunner.query(`CREATE INDEX "IDX_session_exercises_session" ON "session_exercises" ("session_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_session_exercises_exercise" ON "session_exercises" ("exercise_id") `);
    await queryRunner.query(`DROP INDEX "IDX_exercise_tags_tag"`);
    await queryRunner.query(`ALTER TABLE "exercise_tags" RENAME TO "temporary_exercise_tags"`);
    await queryRunner.query(
      `CREATE TABLE "exercise_tags" ("exercise_id" integer NOT NULL, "tag_id" integer NOT NULL, PRIMARY KEY ("exercise_id", "tag_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "exercise_tags"("exercise_id", "tag_id") SELECT "exercise_id", "tag_id" FROM "temporary_exercise_tags"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_exercise_tags"`);
    await queryRunner.query(`CREATE INDEX "IDX_exercise_tags_tag" ON "exercise_tags" ("tag_id") `);
    await queryRunner.query(`DROP INDEX "IDX_exercises_user"`);
    await queryRunner.query(`ALTER TABLE "exercises" RENAME TO "temporary_exercises"`);
    await queryRunner.query(
      `CREATE TABLE "exercises" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(100) NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "exercises"("id", "user_id", "name", "name_key") SELECT "id", "user_id", "name", "name_key" FROM "temporary_exercises"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_exercises"`);
    await queryRunner.query(`CREATE INDEX "IDX_exercises_user" ON "exercises" ("user_id", "id") `);
    await queryRunner.query(`DROP INDEX "IDX_tags_user"`);
    await queryRunner.query(`ALTER TABLE "tags" RENAME TO "temporary_tags"`);
    await queryRunner.query(
      `CREATE TABLE "tags" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(100) NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "tags"("id", "user_id", "name", "name_key") SELECT "id", "user_id", "name", "name_key" FROM "temporary_tags"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_tags"`);
    await queryRunner.query(`CREATE INDEX "IDX_tags_user" ON "tags" ("user_id", "id") `);
    await queryRunner.query(`DROP INDEX "IDX_session_completions_user_completed"`);
    await queryRunner.query(`DROP INDEX "IDX_session_completions_routine_completed"`);
    await queryRunner.query(`DROP INDEX "IDX_session_completions_session"`);
    await queryRunner.query(`DROP TABLE "session_completions"`);
    await queryRunner.query(`DROP INDEX "IDX_training_routines_user"`);
    await queryRunner.query(`DROP INDEX "IDX_training_routines_user_active"`);
    await queryRunner.query(`DROP TABLE "training_routines"`);
    await queryRunner.query(`DROP INDEX "UQ_training_sessions_routine_order"`);
    await queryRunner.query(`DROP TABLE "training_sessions"`);
    await queryRunner.query(`DROP INDEX "IDX_session_exercises_session"`);
    await queryRunner.query(`DROP INDEX "IDX_session_exercises_exercise"`);
    await queryRunner.query(`DROP TABLE "session_exercises"`);
    await queryRunner.query(`DROP INDEX "IDX_exercise_tags_tag"`);
    await queryRunner.query(`DROP TABLE "exercise_tags"`);
    await queryRunner.query(`DROP INDEX "IDX_exercises_user"`);
    await queryRunner.query(`DROP TABLE "exercises"`);
    await queryRunner.query(`DROP INDEX "IDX_tags_user"`);
    await queryRunner.query(`DROP TABLE "tags"`);
  }
}
