import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { decimalColumn, scaledDecimalTransformer } from '../../db/decimal';
import { UserOwnedEntity } from '../../db/owned-entity';
import { ExerciseEntity } from '../training/exercise.entity';
import { RoutineEntity } from '../training/routine.entity';
import { SessionCompletionEntity } from '../training/session-completion.entity';
import { SessionEntity } from '../training/session.entity';
import { SetType } from './set-type';

/** The longest title a workout keeps: room for a routine's name, ' — ' and a session's description, as the app writes them. */
export const WORKOUT_TITLE_STORED_MAX = 210;

/** Millisecond instants on both databases (SQLite keeps them as UTC text, MySQL as DATETIME(3) in UTC). */
const instant = { type: 'datetime', precision: 3 } as const;

/**
 * One training done (or being done) by the user: the exercises of a session with every set's weight and
 * reps. At most one per user is in progress: `inProgress` is true while it runs and NULL once finished, and
 * the unique index on (user, inProgress) lets the database refuse a second one (NULLs never collide).
 * The routine and session links go to NULL when those are deleted: the log outlives them under its title.
 */
@Entity('workouts')
@Index('UQ_workouts_user_in_progress', ['userId', 'inProgress'], { unique: true })
@Index('IDX_workouts_user_started', ['userId', 'startedAt'])
@Index('IDX_workouts_routine_started', ['routineId', 'startedAt'])
@Index('IDX_workouts_session', ['sessionId'])
@Index('IDX_workouts_completion', ['completionId'])
export class WorkoutEntity extends UserOwnedEntity {
  @Column({ name: 'routine_id', type: 'int', nullable: true })
  routineId!: number | null;

  @ManyToOne(() => RoutineEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'routine_id' })
  routine?: Relation<RoutineEntity> | null;

  @Column({ name: 'session_id', type: 'int', nullable: true })
  sessionId!: number | null;

  @ManyToOne(() => SessionEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'session_id' })
  session?: Relation<SessionEntity> | null;

  /** "Routine — Session" when it started (or the integrator's title): kept as it was. */
  @Column({ type: 'varchar', length: WORKOUT_TITLE_STORED_MAX })
  title!: string;

  /** The session's description when it started, for the completion written at the end. */
  @Column({ name: 'session_description', type: 'varchar', length: 100, nullable: true })
  sessionDescription!: string | null;

  @Column({ name: 'started_at', ...instant })
  startedAt!: Date;

  @Column({ name: 'finished_at', ...instant, nullable: true })
  finishedAt!: Date | null;

  /** true while in progress, NULL once finished (see the unique index above). */
  @Column({ name: 'in_progress', type: 'boolean', nullable: true })
  inProgress!: true | null;

  @Column({ type: 'varchar', length: 2000, default: '' })
  notes!: string;

  /** The 'Done!' record written when it finished (the training history), if any. */
  @Column({ name: 'completion_id', type: 'int', nullable: true })
  completionId!: number | null;

  @ManyToOne(() => SessionCompletionEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'completion_id' })
  completion?: Relation<SessionCompletionEntity> | null;

  /** The rest timer: when it started and ends (server clock), for which workout exercise; all NULL when none runs. */
  @Column({ name: 'rest_started_at', ...instant, nullable: true })
  restStartedAt!: Date | null;

  @Column({ name: 'rest_ends_at', ...instant, nullable: true })
  restEndsAt!: Date | null;

  /** Not a foreign key (it would make a cycle with workout_exercises); cleared when that exercise is removed. */
  @Column({ name: 'rest_workout_exercise_id', type: 'int', nullable: true })
  restWorkoutExerciseId!: number | null;

  /** Filled by WorkoutService (IN-list prefetch), ordered by position. */
  @OneToMany(() => WorkoutExerciseEntity, (item) => item.workout)
  exercises!: Relation<WorkoutExerciseEntity[]>;
}

/**
 * An exercise in a workout, in the order shown. The plan (sets × reps) is copied from the session when the
 * workout starts; both are NULL for an exercise added to this workout only.
 */
@Entity('workout_exercises')
@Index('IDX_workout_exercises_workout', ['workoutId', 'position'])
@Index('IDX_workout_exercises_exercise', ['exerciseId', 'workoutId'])
export class WorkoutExerciseEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'workout_id', type: 'int' })
  workoutId!: number;

  @ManyToOne(() => WorkoutEntity, (workout) => workout.exercises, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workout_id' })
  workout?: Relation<WorkoutEntity>;

  @Column({ name: 'exercise_id', type: 'int' })
  exerciseId!: number;

  // RESTRICT: an exercise with logged workouts cannot be deleted (ExerciseService says why first).
  @ManyToOne(() => ExerciseEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'exercise_id' })
  exercise!: Relation<ExerciseEntity>;

  /** 1..n within the workout. */
  @Column({ type: 'int' })
  position!: number;

  @Column({ name: 'planned_sets', type: 'int', nullable: true })
  plannedSets!: number | null;

  @Column({ name: 'planned_reps', type: 'int', nullable: true })
  plannedReps!: number | null;

  /** The rest after each set: the plan's, or the default for an added exercise. */
  @Column({ name: 'rest_seconds', type: 'int' })
  restSeconds!: number;

  @Column({ type: 'boolean', default: false })
  skipped!: boolean;

  /** The lifter's note on this exercise in this workout ("use the narrow bar"), trimmed; '' when none. Bounded like the workout's notes. */
  @Column({ type: 'varchar', length: 2000, default: '' })
  note!: string;

  /** Filled by WorkoutService, ordered by position. */
  @OneToMany(() => WorkoutSetEntity, (set) => set.workoutExercise)
  sets!: Relation<WorkoutSetEntity[]>;
}

/**
 * One set: weight (kg, DECIMAL like the food amounts) × reps, its type and optional RPE. It is done when
 * `completedAt` is set; a finished workout keeps only done sets.
 */
@Entity('workout_sets')
@Index('IDX_workout_sets_exercise', ['workoutExerciseId', 'position'])
export class WorkoutSetEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'workout_exercise_id', type: 'int' })
  workoutExerciseId!: number;

  @ManyToOne(() => WorkoutExerciseEntity, (item) => item.sets, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workout_exercise_id' })
  workoutExercise?: Relation<WorkoutExerciseEntity>;

  /** 1..n within the workout exercise. */
  @Column({ type: 'int' })
  position!: number;

  /** Kilograms, up to 3 decimals; NULL until typed (a done set always has one). */
  @Column({ ...decimalColumn, nullable: true })
  weight!: string | null;

  @Column({ type: 'int', nullable: true })
  reps!: number | null;

  @Column({ name: 'set_type', type: 'varchar', length: 10, default: SetType.NORMAL })
  setType!: SetType;

  /** Rate of perceived exertion, 6 to 10 in halves, stored exactly. */
  @Column({ type: 'decimal', precision: 3, scale: 1, transformer: scaledDecimalTransformer(1), nullable: true })
  rpe!: string | null;

  @Column({ name: 'completed_at', ...instant, nullable: true })
  completedAt!: Date | null;
}
