import { In, IsNull, type EntityManager } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError, type FieldMessages } from '../../common/errors';
import type { Page } from '../../common/paging';
import { assertValid } from '../../common/validation';
import { writesConcurrently, type Database } from '../../db/database';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import {
  recordsBeaten,
  WORKOUT_EXERCISES_MAX,
  WORKOUT_EXERCISES_MAX_MESSAGE,
  WORKOUT_NOTES_MAX,
  WORKOUT_SETS_MAX_MESSAGE,
  WORKOUT_SETS_PER_EXERCISE_MAX,
  maxLengthMessage,
  REQUIRED_MESSAGE,
  type BeatenRecord,
  type RecordCandidate,
  message,
} from '@fitness-manager/shared';
import type { ExerciseService } from '../training/exercise.service';
import { lockSession, routineNotFound, sessionNotFound, type RoutineService } from '../training/routine.service';
import { RoutineEntity } from '../training/routine.entity';
import { SessionCompletionEntity } from '../training/session-completion.entity';
import { SessionExerciseEntity } from '../training/session-exercise.entity';
import { SessionEntity } from '../training/session.entity';
import { SetType } from './set-type';
import { WorkoutEntity, WorkoutExerciseEntity, WorkoutSetEntity } from './workout.entity';
import { ensureRoom } from '../users/account-caps';
import {
  AddWorkoutExerciseInput,
  CLOCK_SKEW_ALLOWANCE_MS,
  DEFAULT_REST_SECONDS,
  LoggedExerciseInput,
  LoggedSetInput,
  LogWorkoutInput,
  MAX_REST_EXTENSION_SECONDS,
  MAX_WORKOUT_HOURS,
  WorkoutPageArgs,
  WorkoutRecordExerciseInput,
  WorkoutRecordInput,
  WorkoutRecordSetInput,
  WorkoutSetInput,
} from './workout.types';

export const workoutNotFound = (id: number) => NotFoundError.record('workout', id);
export const workoutExerciseNotFound = (id: number) => NotFoundError.record('workoutExercise', id);
export const workoutSetNotFound = (id: number) => NotFoundError.record('workoutSet', id);
export const WORKOUT_FINISHED = message('server.workoutFinished');
export const WORKOUT_NOT_FINISHED = message('server.workoutNotFinished');
export const LAST_SET = message('server.lastSet');
export const NOTHING_DONE = message('server.nothingDone');
export const inProgressConflict = (title: string) => new ConflictError(message('server.workoutInProgress', { title }));

/** What an exercise did last time: filled on the workout exercises of a single workout's tree. */
export interface PreviousPerformanceData {
  workoutId: number;
  startedAt: Date;
  sets: WorkoutSetEntity[];
}

declare module './workout.entity' {
  interface WorkoutExerciseEntity {
    /** Not a column: set by WorkoutService for a single workout's tree (null when there is none). */
    lastTime?: PreviousPerformanceData | null;
  }
}

export interface CompleteSetResult {
  set: WorkoutSetEntity;
  workout: WorkoutEntity;
  recordsBeaten: BeatenRecord[];
}

export interface FinishResult {
  workout: WorkoutEntity;
  routine: RoutineEntity | null;
}

const SEPARATOR = ' — ';

/**
 * Workout logging: the workout in progress (one per user, enforced by a unique index), its exercises and sets,
 * the rest timer, finishing (the same completion record as 'Done!'), and finished workouts to read, correct or
 * delete. Every id is checked against the acting user; another user's id is not found. Changes to one workout
 * take a lock on its row first (MySQL; SQLite runs writes one at a time), so they apply one after another.
 * A workout is always returned as a whole tree (exercises by position → exercise with tags, sets by position)
 * loaded with a fixed number of statements; a single workout also gets each exercise's `lastTime`.
 */
export class WorkoutService {
  constructor(
    private readonly db: Database,
    private readonly exercises: ExerciseService,
    private readonly routines: RoutineService,
  ) {}

  // ---- reads ---------------------------------------------------------------------------------------------

  async inProgress(userId: number): Promise<WorkoutEntity | null> {
    const workout = await this.db.manager.findOneBy(WorkoutEntity, { userId, inProgress: true });
    return workout ? this.tree(this.db.manager, workout) : null;
  }

  async get(userId: number, id: number): Promise<WorkoutEntity> {
    const workout = await this.db.manager.findOneBy(WorkoutEntity, { id, userId });
    if (!workout) throw workoutNotFound(id);
    return this.tree(this.db.manager, workout);
  }

  /** Finished workouts, newest first (by start), each with its exercises and sets; optionally of one routine. */
  async list(userId: number, args: WorkoutPageArgs): Promise<Page<WorkoutEntity>> {
    const { page, size, routineId } = assertValid(WorkoutPageArgs, args);
    const manager = this.db.manager;
    if (routineId != null && !(await manager.existsBy(RoutineEntity, { id: routineId, userId }))) throw routineNotFound(routineId);
    const query = manager
      .createQueryBuilder(WorkoutEntity, 'workout')
      .where('workout.userId = :userId', { userId })
      .andWhere('workout.inProgress IS NULL');
    if (routineId != null) query.andWhere('workout.routineId = :routineId', { routineId });
    const [content, totalElements] = await query
      .orderBy('workout.startedAt', 'DESC')
      .addOrderBy('workout.id', 'DESC')
      .offset(page * size)
      .limit(size)
      .getManyAndCount();
    return { content: await this.trees(manager, content), totalElements };
  }

  /** The finished workouts recorded by these completions (training history rows), with their trees. */
  async byCompletion(userId: number, completionIds: number[]): Promise<Map<number, WorkoutEntity>> {
    if (completionIds.length === 0) return new Map();
    const workouts = await this.db.manager.find(WorkoutEntity, { where: { userId, completionId: In(completionIds) } });
    await this.trees(this.db.manager, workouts);
    return new Map(workouts.map((workout) => [workout.completionId!, workout]));
  }

  // ---- the workout in progress ---------------------------------------------------------------------------

  /**
   * Starts a workout of one of the user's sessions (the client offers the current one): its exercises in
   * order with their plan, and one row per planned set prefilled from what the user did last time (weight,
   * reps and type by position), or with the planned reps. CONFLICT, naming it, while another is in progress;
   * the unique index makes one of two concurrent starts win and the other get the same CONFLICT.
   */
  async start(userId: number, sessionId: number): Promise<WorkoutEntity> {
    try {
      return await this.db.transaction(async (manager) => {
        // First, before any read (account-caps.ts: the count must see every workout committed before the lock).
        await ensureRoom(manager, userId, 'workouts', 1);
        const session = await manager
          .createQueryBuilder(SessionEntity, 'session')
          .innerJoinAndSelect('session.routine', 'routine')
          .where('session.id = :sessionId', { sessionId })
          .andWhere('routine.userId = :userId', { userId })
          .getOne();
        if (!session) throw sessionNotFound(sessionId);
        const running = await manager.findOneBy(WorkoutEntity, { userId, inProgress: true });
        if (running) throw inProgressConflict(running.title);
        const plan = await manager.find(SessionExerciseEntity, { where: { sessionId }, order: { id: 'ASC' } });
        if (plan.length > WORKOUT_EXERCISES_MAX) {
          throw new ConflictError(message('server.sessionTooLongForWorkout', { max: WORKOUT_EXERCISES_MAX, count: plan.length }));
        }
        const workout = manager.create(WorkoutEntity, {
          userId,
          routineId: session.routineId,
          sessionId: session.id,
          title: `${session.routine!.name}${SEPARATOR}${session.description}`,
          sessionDescription: session.description,
          startedAt: new Date(),
          finishedAt: null,
          inProgress: true,
          notes: '',
        });
        await manager.insert(WorkoutEntity, workout);
        const items = await insertExercises(
          manager,
          workout.id,
          plan.map((planned) => ({
            exerciseId: planned.exerciseId,
            plannedSets: planned.sets,
            plannedReps: planned.repetitions,
            restSeconds: planned.restSeconds,
          })),
        );
        const last = await this.lastTimes(manager, workout, items);
        const rows: Partial<WorkoutSetEntity>[] = [];
        for (const item of items) {
          const previous = last.get(item.exerciseId)?.sets ?? [];
          for (let position = 1; position <= Math.min(item.plannedSets ?? 0, WORKOUT_SETS_PER_EXERCISE_MAX); position++) {
            const before = previous[position - 1];
            rows.push({
              workoutExerciseId: item.id,
              position,
              weight: before?.weight ?? null,
              reps: before?.reps ?? item.plannedReps,
              setType: before?.setType ?? SetType.NORMAL,
              rpe: null,
              completedAt: null,
            });
          }
        }
        if (rows.length > 0) await manager.insert(WorkoutSetEntity, rows);
        return this.tree(manager, workout);
      });
    } catch (error) {
      // The session (or its routine) deleted after it was read here, before the workout naming it was inserted.
      if (isForeignKeyViolation(error)) throw sessionNotFound(sessionId);
      if (!isUniqueViolation(error)) throw error;
      // A concurrent start won the race: name the winner like the check above would have.
      const running = await this.db.manager.findOneBy(WorkoutEntity, { userId, inProgress: true });
      throw inProgressConflict(running?.title ?? 'another workout');
    }
  }

  /** Adds a set after the last one: with the given values, or a copy of the last set's weight, reps and type. */
  async addSet(userId: number, workoutExerciseId: number, raw?: WorkoutSetInput | null): Promise<WorkoutEntity> {
    const input = raw ? setInput(raw) : null;
    return this.db.transaction(async (manager) => {
      const { workout, item } = await lockExercise(manager, userId, workoutExerciseId);
      requireInProgress(workout);
      const sets = await manager.find(WorkoutSetEntity, { where: { workoutExerciseId }, order: { position: 'ASC', id: 'ASC' } });
      if (sets.length >= WORKOUT_SETS_PER_EXERCISE_MAX) {
        throw new ValidationError({ sets: [WORKOUT_SETS_MAX_MESSAGE] });
      }
      const last = sets.at(-1);
      await manager.insert(WorkoutSetEntity, {
        workoutExerciseId: item.id,
        position: (last?.position ?? 0) + 1,
        weight: input ? (input.weight ?? null) : (last?.weight ?? null),
        reps: input ? (input.reps ?? null) : (last?.reps ?? item.plannedReps),
        setType: input ? input.setType : (last?.setType ?? SetType.NORMAL),
        rpe: input ? (input.rpe ?? null) : null,
        completedAt: null,
      });
      return this.tree(manager, workout);
    });
  }

  /**
   * Replaces a set's weight, reps, type and RPE: while the workout is in progress (empty values allowed until
   * the set is done), or to correct a finished workout (a done set keeps a weight and reps).
   */
  async updateSet(userId: number, setId: number, raw: WorkoutSetInput): Promise<WorkoutSetEntity> {
    const input = setInput(raw);
    return this.db.transaction(async (manager) => {
      const { set } = await lockSet(manager, userId, setId);
      if (set.completedAt) requireWeightAndReps(input);
      const values = { weight: input.weight ?? null, reps: input.reps ?? null, setType: input.setType, rpe: input.rpe ?? null };
      await manager.update(WorkoutSetEntity, { id: set.id }, values);
      return reload(manager, set.id);
    });
  }

  /**
   * Removes a set (the others keep their order, renumbered 1..n). In a finished workout an exercise left without
   * sets goes too, and the workout's last set cannot go (delete the workout instead).
   */
  async removeSet(userId: number, setId: number): Promise<WorkoutEntity> {
    return this.db.transaction(async (manager) => {
      const { set, workout } = await lockSet(manager, userId, setId);
      if (!workout.inProgress) {
        const left = await manager
          .createQueryBuilder(WorkoutSetEntity, 'set')
          .innerJoin('set.workoutExercise', 'item')
          .where('item.workoutId = :workoutId', { workoutId: workout.id })
          .getCount();
        if (left <= 1) throw new ConflictError(LAST_SET);
      }
      await manager.delete(WorkoutSetEntity, { id: set.id });
      await renumber(manager, WorkoutSetEntity, { workoutExerciseId: set.workoutExerciseId });
      if (!workout.inProgress) await dropUndone(manager, workout.id);
      return this.tree(manager, workout);
    });
  }

  /**
   * Marks a set done, with the values given (or those stored): weight and reps are required then. `markedAt` is when
   * the user ticked it (a completion kept offline and sent later; default now): it must not be later than now nor
   * before the workout started, each give or take CLOCK_SKEW_ALLOWANCE_MS (within it, taken as now or as the start).
   * It is the set's completion time, and the exercise's rest is measured from it: a rest already over by now starts
   * none (the timer is cleared), and a rest started after it (a later tick, an extension) is left as it is. Says which
   * records the set beat.
   */
  async completeSet(userId: number, setId: number, raw?: WorkoutSetInput | null, markedAt?: Date | null): Promise<CompleteSetResult> {
    const input = raw ? setInput(raw) : null;
    return this.db.transaction(async (manager) => {
      const { set, item, workout } = await lockSet(manager, userId, setId);
      requireInProgress(workout);
      const values = input
        ? { weight: input.weight ?? null, reps: input.reps ?? null, setType: input.setType, rpe: input.rpe ?? null }
        : { weight: set.weight, reps: set.reps, setType: set.setType, rpe: set.rpe };
      requireWeightAndReps(values);
      const now = new Date();
      const marked = markedTime(markedAt, workout.startedAt, now);
      await manager.update(WorkoutSetEntity, { id: set.id }, { ...values, completedAt: set.completedAt ?? marked });
      const restEndsAt = new Date(marked.getTime() + item.restSeconds * 1000);
      const laterRest = workout.restStartedAt != null && workout.restStartedAt > marked;
      if (!laterRest) {
        const rest =
          item.restSeconds > 0 && restEndsAt > now
            ? { restStartedAt: marked, restEndsAt, restWorkoutExerciseId: item.id }
            : { restStartedAt: null, restEndsAt: null, restWorkoutExerciseId: null };
        await manager.update(WorkoutEntity, { id: workout.id }, rest);
        Object.assign(workout, rest);
      }
      let beaten: BeatenRecord[] = [];
      if (values.setType !== SetType.WARMUP) {
        const earlier = (await workingSets(manager, userId, item.exerciseId, workout.id)).filter((other) => other.setId !== set.id);
        beaten = recordsBeaten(
          { setId: set.id, workoutId: workout.id, at: workout.startedAt, weight: values.weight!, reps: values.reps! },
          earlier,
        );
      }
      const tree = await this.tree(manager, workout);
      const saved = tree.exercises.flatMap((e) => e.sets).find((s) => s.id === set.id)!;
      return { set: saved, workout: tree, recordsBeaten: beaten };
    });
  }

  /** Marks a done set not done again (the rest timer is left as it is). */
  async uncompleteSet(userId: number, setId: number): Promise<WorkoutSetEntity> {
    return this.db.transaction(async (manager) => {
      const { set, workout } = await lockSet(manager, userId, setId);
      requireInProgress(workout);
      await manager.update(WorkoutSetEntity, { id: set.id }, { completedAt: null });
      return reload(manager, set.id);
    });
  }

  /**
   * Sets (or, with '' or null, clears) the note on an exercise of a workout, in progress or finished (a note is
   * often written afterwards): trimmed, at most WORKOUT_NOTES_MAX characters like the workout's notes.
   */
  async setExerciseNote(userId: number, workoutExerciseId: number, note?: string | null): Promise<WorkoutExerciseEntity> {
    const text = exerciseNote(note);
    return this.db.transaction(async (manager) => {
      const { workout, item } = await lockExercise(manager, userId, workoutExerciseId);
      await manager.update(WorkoutExerciseEntity, { id: item.id }, { note: text });
      const tree = await this.tree(manager, workout);
      return tree.exercises.find((e) => e.id === item.id)!;
    });
  }

  async setExerciseSkipped(userId: number, workoutExerciseId: number, skipped: boolean): Promise<WorkoutEntity> {
    return this.db.transaction(async (manager) => {
      const { workout, item } = await lockExercise(manager, userId, workoutExerciseId);
      requireInProgress(workout);
      await manager.update(WorkoutExerciseEntity, { id: item.id }, { skipped: skipped === true });
      return this.tree(manager, workout);
    });
  }

  /**
   * Adds one of the user's exercises to this workout only (the session's plan does not change), last, with
   * rows copied from last time's sets or one empty row.
   */
  async addExercise(userId: number, workoutId: number, raw: AddWorkoutExerciseInput): Promise<WorkoutEntity> {
    const input = assertValid(AddWorkoutExerciseInput, { exerciseId: raw.exerciseId, restSeconds: raw.restSeconds });
    return this.db.transaction(async (manager) => {
      const workout = await lockWorkout(manager, userId, workoutId);
      requireInProgress(workout);
      await this.exercises.getMany(manager, userId, [input.exerciseId]);
      const count = await manager.countBy(WorkoutExerciseEntity, { workoutId });
      if (count >= WORKOUT_EXERCISES_MAX) {
        throw new ValidationError({ exerciseId: [WORKOUT_EXERCISES_MAX_MESSAGE] });
      }
      const [item] = await insertExercises(
        manager,
        workout.id,
        [{ exerciseId: input.exerciseId, plannedSets: null, plannedReps: null, restSeconds: input.restSeconds ?? DEFAULT_REST_SECONDS }],
        count + 1,
      );
      const previous = (await this.lastTimes(manager, workout, [item])).get(item.exerciseId)?.sets ?? [];
      const rows = previous.length > 0 ? previous : [null];
      await manager.insert(
        WorkoutSetEntity,
        rows.map((before, index) => ({
          workoutExerciseId: item.id,
          position: index + 1,
          weight: before?.weight ?? null,
          reps: before?.reps ?? null,
          setType: before?.setType ?? SetType.NORMAL,
          rpe: null,
          completedAt: null,
        })),
      );
      return this.tree(manager, workout);
    });
  }

  /** Removes an exercise and its sets from a workout in progress (the others are renumbered). */
  async removeExercise(userId: number, workoutExerciseId: number): Promise<WorkoutEntity> {
    return this.db.transaction(async (manager) => {
      const { workout, item } = await lockExercise(manager, userId, workoutExerciseId);
      requireInProgress(workout);
      await manager.delete(WorkoutExerciseEntity, { id: item.id });
      await renumber(manager, WorkoutExerciseEntity, { workoutId: workout.id });
      if (workout.restWorkoutExerciseId === item.id) {
        await manager.update(WorkoutEntity, { id: workout.id }, { restWorkoutExerciseId: null });
        workout.restWorkoutExerciseId = null;
      }
      return this.tree(manager, workout);
    });
  }

  /** Adds seconds to the running rest; when none runs (or it is over), starts one of that length now. */
  async extendRest(userId: number, workoutId: number, seconds: number): Promise<WorkoutEntity> {
    if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_REST_EXTENSION_SECONDS) {
      throw new ValidationError({ seconds: [message('server.restExtension', { max: MAX_REST_EXTENSION_SECONDS })] });
    }
    return this.db.transaction(async (manager) => {
      const workout = await lockWorkout(manager, userId, workoutId);
      requireInProgress(workout);
      const now = new Date();
      const running = workout.restEndsAt && workout.restEndsAt > now;
      const rest = running
        ? { restStartedAt: workout.restStartedAt, restEndsAt: new Date(workout.restEndsAt!.getTime() + seconds * 1000) }
        : { restStartedAt: now, restEndsAt: new Date(now.getTime() + seconds * 1000) };
      await manager.update(WorkoutEntity, { id: workout.id }, rest);
      Object.assign(workout, rest);
      return this.tree(manager, workout);
    });
  }

  async skipRest(userId: number, workoutId: number): Promise<WorkoutEntity> {
    return this.db.transaction(async (manager) => {
      const workout = await lockWorkout(manager, userId, workoutId);
      requireInProgress(workout);
      const rest = { restStartedAt: null, restEndsAt: null, restWorkoutExerciseId: null };
      await manager.update(WorkoutEntity, { id: workout.id }, rest);
      Object.assign(workout, rest);
      return this.tree(manager, workout);
    });
  }

  /**
   * Finishes the workout: sets never marked done are dropped, the end time and notes saved, and the session
   * recorded like 'Done!' (RoutineService.recordCompletion, same transaction): the routine advances when the
   * session is still the current one. When 'Done!' was pressed for the session while the workout went on, that
   * record is the workout's (`adoptDoneMeanwhile`): one training, one record; otherwise, when the session is no
   * longer current, the completion is recorded without advancing again. A workout whose session was removed is recorded under its routine with
   * the description it had; one whose routine was deleted is saved without a completion.
   */
  async finish(userId: number, id: number, notes?: string | null): Promise<FinishResult> {
    const trimmed = noteText('notes', notes);
    return this.db.transaction(async (manager) => {
      // Both locks before any plain read (InnoDB takes the transaction's snapshot at its first plain read): the session's
      // is the one 'Done!' takes (RoutineService.recordCompletion), so a 'Done!' committing at the same instant either
      // committed before, and every read below sees it (adopted, the routine advanced), or waits for this transaction and
      // then finds the session no longer current. 'Done!' takes no workout's lock, so this order cannot deadlock with it.
      const workout = await lockWorkout(manager, userId, id);
      if (workout.sessionId != null) await lockSession(manager, workout.sessionId);
      requireInProgress(workout);
      const doneSets = await manager
        .createQueryBuilder(WorkoutSetEntity, 'set')
        .innerJoin('set.workoutExercise', 'item')
        .where('item.workoutId = :id', { id })
        .andWhere('set.completedAt IS NOT NULL')
        .getCount();
      if (doneSets === 0) throw new ConflictError(NOTHING_DONE);
      await dropUndone(manager, id);
      const finishedAt = new Date();
      const completionId =
        (await this.adoptDoneMeanwhile(manager, userId, workout, finishedAt)) ??
        (await this.recordCompletion(manager, userId, workout, finishedAt, 'advanceIfCurrent'));
      const changes = {
        finishedAt,
        inProgress: null,
        notes: trimmed,
        completionId,
        restStartedAt: null,
        restEndsAt: null,
        restWorkoutExerciseId: null,
      };
      await manager.update(WorkoutEntity, { id }, changes);
      Object.assign(workout, changes);
      const routine = workout.routineId != null ? await this.routines.getWith(manager, userId, workout.routineId) : null;
      return { workout: await this.tree(manager, workout), routine };
    });
  }

  /** Drops the workout in progress with its sets. Returns what was dropped. */
  async discard(userId: number, id: number): Promise<WorkoutEntity> {
    return this.db.transaction(async (manager) => {
      const workout = await lockWorkout(manager, userId, id);
      requireInProgress(workout);
      const tree = await this.tree(manager, workout);
      await manager.delete(WorkoutEntity, { id });
      return tree;
    });
  }

  /**
   * Deletes a finished workout and the training-history record it wrote (the routine does not move back).
   * Returns what was deleted.
   */
  async delete(userId: number, id: number): Promise<WorkoutEntity> {
    return this.db.transaction(async (manager) => {
      const workout = await lockWorkout(manager, userId, id);
      if (workout.inProgress) throw new ConflictError(WORKOUT_NOT_FINISHED);
      const tree = await this.tree(manager, workout);
      await manager.delete(WorkoutEntity, { id });
      if (workout.completionId != null) await manager.delete(SessionCompletionEntity, { id: workout.completionId, userId });
      return tree;
    });
  }

  /**
   * Saves a whole finished workout in one transaction (for integrators): exercises and sets as given, every set
   * done at `finishedAt`. With a session, its routine's history records it (at finishedAt), and with
   * `advanceRoutine` the routine advances like 'Done!' (the session must be current).
   */
  async log(userId: number, raw: LogWorkoutInput): Promise<WorkoutEntity> {
    const input = logInput(raw);
    return this.db.transaction(async (manager) => {
      await ensureRoom(manager, userId, 'workouts', 1);
      await this.exercises.getMany(
        manager,
        userId,
        input.exercises.map((e) => e.exerciseId),
      );
      let title = input.title?.trim() || 'Workout';
      let session: SessionEntity | null = null;
      if (input.sessionId != null) {
        session = await manager
          .createQueryBuilder(SessionEntity, 'session')
          .innerJoinAndSelect('session.routine', 'routine')
          .where('session.id = :sessionId', { sessionId: input.sessionId })
          .andWhere('routine.userId = :userId', { userId })
          .getOne();
        if (!session) throw sessionNotFound(input.sessionId);
        if (!input.title?.trim()) title = `${session.routine!.name}${SEPARATOR}${session.description}`;
      }
      const workout = manager.create(WorkoutEntity, {
        userId,
        routineId: session?.routineId ?? null,
        sessionId: session?.id ?? null,
        title,
        sessionDescription: session?.description ?? null,
        startedAt: input.startedAt,
        finishedAt: input.finishedAt,
        inProgress: null,
        notes: input.notes?.trim() ?? '',
      });
      await manager.insert(WorkoutEntity, workout);
      const items = await insertExercises(
        manager,
        workout.id,
        input.exercises.map((e) => ({
          exerciseId: e.exerciseId,
          plannedSets: null,
          plannedReps: null,
          restSeconds: e.restSeconds ?? DEFAULT_REST_SECONDS,
          note: e.note?.trim() ?? '',
        })),
      );
      await manager.insert(
        WorkoutSetEntity,
        items.flatMap((item, index) =>
          input.exercises[index].sets.map((set, position) => ({
            workoutExerciseId: item.id,
            position: position + 1,
            weight: set.weight,
            reps: set.reps,
            setType: set.setType,
            rpe: set.rpe ?? null,
            completedAt: input.finishedAt,
          })),
        ),
      );
      if (session) {
        const mode = input.advanceRoutine ? 'advance' : 'recordOnly';
        const { completion } = await this.routines.recordCompletion(manager, userId, session.id, mode, input.finishedAt);
        await manager.update(WorkoutEntity, { id: workout.id }, { completionId: completion.id });
        workout.completionId = completion.id;
      }
      return this.tree(manager, workout);
    });
  }

  // ---- helpers -------------------------------------------------------------------------------------------

  /**
   * 'Done!' pressed for the workout's session while the workout was going on (on Home, on another device) recorded
   * this same training: its completion, the latest one since the workout started that no workout claims, becomes the
   * workout's, at the finish time, instead of a second record of one training (the routine advanced with 'Done!').
   * Returns its id, or null when there is none.
   */
  private async adoptDoneMeanwhile(
    manager: EntityManager,
    userId: number,
    workout: WorkoutEntity,
    finishedAt: Date,
  ): Promise<number | null> {
    if (workout.sessionId == null) return null;
    // A plain read: `finish` took the session's lock before any plain read, so it sees every 'Done!' committed before (a
    // locking read would also lock the gap in workouts' completion_id index, stalling other accounts' finishes).
    const meanwhile = await manager
      .createQueryBuilder(SessionCompletionEntity, 'completion')
      .select('completion.id', 'id')
      .leftJoin(WorkoutEntity, 'claimed', 'claimed.completionId = completion.id')
      .where('completion.userId = :userId AND completion.sessionId = :sessionId', { userId, sessionId: workout.sessionId })
      .andWhere('completion.completedAt >= :startedAt', { startedAt: workout.startedAt })
      .andWhere('claimed.id IS NULL')
      .orderBy('completion.completedAt', 'DESC')
      .addOrderBy('completion.id', 'DESC')
      .limit(1)
      .getRawOne<{ id: number }>();
    if (!meanwhile) return null;
    await manager.update(SessionCompletionEntity, { id: meanwhile.id, userId }, { completedAt: finishedAt });
    return Number(meanwhile.id);
  }

  /** The completion a finishing workout writes; null when its routine is gone. */
  private async recordCompletion(
    manager: EntityManager,
    userId: number,
    workout: WorkoutEntity,
    at: Date,
    mode: 'advanceIfCurrent' | 'recordOnly',
  ): Promise<number | null> {
    if (workout.routineId == null) return null;
    if (workout.sessionId != null) {
      return (await this.routines.recordCompletion(manager, userId, workout.sessionId, mode, at)).completion.id;
    }
    const completion = manager.create(SessionCompletionEntity, {
      userId,
      routineId: workout.routineId,
      sessionId: null,
      sessionDescription: workout.sessionDescription ?? workout.title.slice(0, 100),
      completedAt: at,
    });
    await manager.insert(SessionCompletionEntity, completion);
    return completion.id;
  }

  /** A single workout: its tree and each exercise's last time (six statements). */
  private async tree(manager: EntityManager, workout: WorkoutEntity): Promise<WorkoutEntity> {
    await this.trees(manager, [workout]);
    const last = await this.lastTimes(manager, workout, workout.exercises);
    for (const item of workout.exercises) item.lastTime = last.get(item.exerciseId) ?? null;
    return workout;
  }

  /** Exercises (with the exercise), their tags and the sets of any number of workouts: three statements. */
  private async trees(manager: EntityManager, workouts: WorkoutEntity[]): Promise<WorkoutEntity[]> {
    if (workouts.length === 0) return workouts;
    const items = await manager.find(WorkoutExerciseEntity, {
      where: { workoutId: In(workouts.map((w) => w.id)) },
      relations: { exercise: true },
      order: { position: 'ASC', id: 'ASC' },
    });
    await this.exercises.withTags(
      manager,
      items.map((item) => item.exercise),
    );
    await attachSets(manager, items);
    const byWorkout = new Map<number, WorkoutExerciseEntity[]>(workouts.map((w) => [w.id, []]));
    for (const item of items) byWorkout.get(item.workoutId)!.push(item);
    for (const workout of workouts) workout.exercises = byWorkout.get(workout.id)!;
    return workouts;
  }

  /**
   * For each exercise of the workout, the sets of the most recent finished workout that started before it and
   * has sets of that exercise, in one statement for all the exercises: a window function ranks the earlier
   * workout exercises per exercise, and the sets of the first of each are read with their workout.
   */
  private async lastTimes(
    manager: EntityManager,
    workout: WorkoutEntity,
    items: WorkoutExerciseEntity[],
  ): Promise<Map<number, PreviousPerformanceData>> {
    const exerciseIds = [...new Set(items.map((item) => item.exerciseId))];
    if (exerciseIds.length === 0) return new Map();
    const ranked = manager
      .createQueryBuilder(WorkoutExerciseEntity, 'item')
      .select('item.id', 'itemId')
      .addSelect(
        'ROW_NUMBER() OVER (PARTITION BY item.exercise_id ORDER BY past.started_at DESC, past.id DESC, item.position DESC)',
        'recency',
      )
      .innerJoin('item.workout', 'past')
      .where('past.userId = :userId')
      .andWhere('past.inProgress IS NULL')
      .andWhere('item.exerciseId IN (:...exerciseIds)')
      // A finished workout keeps only exercises with sets (finish), so the latest row always has some.
      .andWhere('(past.startedAt < :startedAt OR (past.startedAt = :startedAt AND past.id < :workoutId))');
    const sets = await manager
      .createQueryBuilder(WorkoutSetEntity, 'set')
      .innerJoinAndSelect('set.workoutExercise', 'previous')
      .innerJoinAndSelect('previous.workout', 'previousWorkout')
      .innerJoin(`(${ranked.getQuery()})`, 'latest', 'latest.itemId = previous.id AND latest.recency = 1')
      .setParameters({ userId: workout.userId, exerciseIds, startedAt: workout.startedAt, workoutId: workout.id })
      .orderBy('set.position', 'ASC')
      .addOrderBy('set.id', 'ASC')
      .getMany();
    const byExercise = new Map<number, PreviousPerformanceData>();
    for (const set of sets) {
      const previous = set.workoutExercise!;
      const entry = byExercise.get(previous.exerciseId) ?? {
        workoutId: previous.workoutId,
        startedAt: previous.workout!.startedAt,
        sets: [],
      };
      entry.sets.push(set);
      byExercise.set(previous.exerciseId, entry);
    }
    return byExercise;
  }
}

// ---- row access, each scoped to the user ------------------------------------------------------------------

/** The user's workout, its row locked for the rest of the transaction (MySQL; SQLite writes one at a time). */
async function lockWorkout(manager: EntityManager, userId: number, id: number): Promise<WorkoutEntity> {
  const query = manager
    .createQueryBuilder(WorkoutEntity, 'workout')
    .where('workout.id = :id', { id })
    .andWhere('workout.userId = :userId', { userId });
  if (writesConcurrently(manager)) query.setLock('pessimistic_write');
  const workout = await query.getOne();
  if (!workout) throw workoutNotFound(id);
  return workout;
}

async function lockExercise(manager: EntityManager, userId: number, id: number) {
  const item = await manager
    .createQueryBuilder(WorkoutExerciseEntity, 'item')
    .innerJoin('item.workout', 'workout')
    .where('item.id = :id', { id })
    .andWhere('workout.userId = :userId', { userId })
    .getOne();
  if (!item) throw workoutExerciseNotFound(id);
  const workout = await lockWorkout(manager, userId, item.workoutId);
  return { item, workout };
}

async function lockSet(manager: EntityManager, userId: number, id: number) {
  const set = await manager
    .createQueryBuilder(WorkoutSetEntity, 'set')
    .innerJoinAndSelect('set.workoutExercise', 'item')
    .innerJoin('item.workout', 'workout')
    .where('set.id = :id', { id })
    .andWhere('workout.userId = :userId', { userId })
    .getOne();
  if (!set) throw workoutSetNotFound(id);
  const item = set.workoutExercise!;
  const workout = await lockWorkout(manager, userId, item.workoutId);
  return { set, item, workout };
}

/** An exercise's note in a workout by its rule (trimmed, '' for none; BAD_USER_INPUT on `note` past WORKOUT_NOTES_MAX). */
export const exerciseNote = (value: string | null | undefined): string => noteText('note', value);

/** A workout's notes or an exercise's note, trimmed ('' for none), refused past WORKOUT_NOTES_MAX as `field`. */
function noteText(field: string, value: string | null | undefined): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length > WORKOUT_NOTES_MAX) throw new ValidationError({ [field]: [maxLengthMessage(WORKOUT_NOTES_MAX)] });
  return text;
}

function requireInProgress(workout: WorkoutEntity) {
  if (!workout.inProgress) throw new ConflictError(WORKOUT_FINISHED);
}

async function reload(manager: EntityManager, id: number): Promise<WorkoutSetEntity> {
  return manager.findOneByOrFail(WorkoutSetEntity, { id });
}

/** Inserts workout exercises at positions from `first`, returning them with their ids, in order. */
async function insertExercises(
  manager: EntityManager,
  workoutId: number,
  rows: (Pick<WorkoutExerciseEntity, 'exerciseId' | 'plannedSets' | 'plannedReps' | 'restSeconds'> & { note?: string })[],
  first = 1,
): Promise<WorkoutExerciseEntity[]> {
  if (rows.length === 0) return [];
  await manager.insert(
    WorkoutExerciseEntity,
    rows.map((row, index) => ({ ...row, workoutId, position: first + index, skipped: false })),
  );
  // Read back rather than trust multi-row insert ids (their reporting differs between drivers).
  const all = await manager.find(WorkoutExerciseEntity, { where: { workoutId }, order: { position: 'ASC', id: 'ASC' } });
  return all.filter((item) => item.position >= first);
}

async function attachSets(manager: EntityManager, items: WorkoutExerciseEntity[]) {
  if (items.length === 0) return;
  const sets = await manager.find(WorkoutSetEntity, {
    where: { workoutExerciseId: In(items.map((item) => item.id)) },
    order: { position: 'ASC', id: 'ASC' },
  });
  const byItem = new Map<number, WorkoutSetEntity[]>(items.map((item) => [item.id, []]));
  for (const set of sets) byItem.get(set.workoutExerciseId)!.push(set);
  for (const item of items) item.sets = byItem.get(item.id)!;
}

/** Positions 1..n again, keeping the order, after a row left (one UPDATE per row that moved: few, bounded). */
async function renumber(
  manager: EntityManager,
  entity: typeof WorkoutSetEntity | typeof WorkoutExerciseEntity,
  where: Record<string, number>,
) {
  const rows: { id: number; position: number }[] = await manager.find(entity, {
    where,
    order: { position: 'ASC', id: 'ASC' },
  });
  for (const [index, row] of rows.entries()) {
    if (row.position !== index + 1) await manager.update(entity, { id: row.id }, { position: index + 1 });
  }
}

/**
 * What a workout keeps once finished: its done sets, and the exercises that have some (renumbered). "Last time"
 * and the exercise history rely on it: every exercise of a finished workout has sets.
 */
async function dropUndone(manager: EntityManager, workoutId: number) {
  const items = await manager.find(WorkoutExerciseEntity, { where: { workoutId }, select: { id: true } });
  if (items.length === 0) return;
  const ids = items.map((item) => item.id);
  await manager.delete(WorkoutSetEntity, { workoutExerciseId: In(ids), completedAt: IsNull() });
  const kept = await manager
    .createQueryBuilder(WorkoutSetEntity, 'set')
    .select('DISTINCT set.workoutExerciseId', 'id')
    .where('set.workoutExerciseId IN (:...ids)', { ids })
    .getRawMany<{ id: number | string }>();
  const withSets = new Set(kept.map((row) => Number(row.id)));
  const empty = ids.filter((id) => !withSets.has(id));
  if (empty.length > 0) {
    await manager.delete(WorkoutExerciseEntity, { id: In(empty) });
    await renumber(manager, WorkoutExerciseEntity, { workoutId });
  }
}

/**
 * The working sets (done, not warm-up) of an exercise in the user's finished workouts and in `workoutId`,
 * in chronological order, as the records see them. Read as raw rows (five columns; entity hydration of
 * thousands of joined rows costs far more than the query), converted by the driver like entity values.
 */
export async function workingSets(
  manager: EntityManager,
  userId: number,
  exerciseId: number,
  workoutId?: number,
): Promise<RecordCandidate[]> {
  const query = manager
    .createQueryBuilder(WorkoutSetEntity, 'set')
    .innerJoin('set.workoutExercise', 'item')
    .innerJoin('item.workout', 'workout')
    .select('set.id', 'setId')
    .addSelect('set.weight', 'weight')
    .addSelect('set.reps', 'reps')
    .addSelect('workout.id', 'workoutId')
    .addSelect('workout.startedAt', 'startedAt')
    .where('workout.userId = :userId', { userId })
    .andWhere('item.exerciseId = :exerciseId', { exerciseId })
    .andWhere('set.completedAt IS NOT NULL')
    .andWhere('set.setType <> :warmup', { warmup: SetType.WARMUP })
    .andWhere('set.weight IS NOT NULL')
    .andWhere('set.reps IS NOT NULL');
  if (workoutId === undefined) query.andWhere('workout.inProgress IS NULL');
  else query.andWhere('(workout.inProgress IS NULL OR workout.id = :workoutId)', { workoutId });
  const rows: { setId: number | string; weight: string | number; reps: number | string; workoutId: number | string; startedAt: unknown }[] =
    await query
      .orderBy('workout.startedAt', 'ASC')
      .addOrderBy('workout.id', 'ASC')
      .addOrderBy('item.position', 'ASC')
      .addOrderBy('set.position', 'ASC')
      .getRawMany();
  const hydrate = rawValues(manager);
  // The start time is converted only for the few sets that end up holding a record (converting thousands of
  // driver dates cost more than the query); a weight is exact as the driver gives it (mysql2: "82.125"; SQLite:
  // the double nearest a 3-decimal value, whose shortest text is that value).
  return rows.map((row) => {
    let at: Date | undefined;
    return {
      setId: Number(row.setId),
      workoutId: Number(row.workoutId),
      get at() {
        return (at ??= hydrate.startedAt(row.startedAt));
      },
      weight: String(row.weight),
      reps: Number(row.reps),
    };
  });
}

/** Converts raw column values as TypeORM does for entities (dates and decimals differ between the drivers). */
export function rawValues(manager: EntityManager) {
  const driver = manager.connection.driver;
  const startedAt = manager.connection.getMetadata(WorkoutEntity).findColumnWithPropertyName('startedAt')!;
  const weight = manager.connection.getMetadata(WorkoutSetEntity).findColumnWithPropertyName('weight')!;
  return {
    startedAt: (value: unknown) => driver.prepareHydratedValue(value, startedAt) as Date,
    weight: (value: unknown) => driver.prepareHydratedValue(value, weight) as string,
  };
}

// ---- input ------------------------------------------------------------------------------------------------

export function setInput(raw: WorkoutSetInput): WorkoutSetInput {
  return assertValid(WorkoutSetInput, { weight: raw.weight, reps: raw.reps, setType: raw.setType ?? SetType.NORMAL, rpe: raw.rpe });
}

const trimmed = <T>(value: T): T => (typeof value === 'string' ? (value.trim() as T) : value);

/**
 * The rules of a workout as the app keeps it, whole (an imported export's workout): a title of any length the app
 * writes, its session's description, start, finish (not before the start; none while in progress) and notes, trimmed.
 */
export function workoutRecord(raw: WorkoutRecordInput): WorkoutRecordInput {
  const input = assertValid(WorkoutRecordInput, {
    title: trimmed(raw.title),
    sessionDescription: trimmed(raw.sessionDescription ?? null),
    startedAt: raw.startedAt,
    finishedAt: raw.finishedAt ?? null,
    notes: trimmed(raw.notes),
  });
  if (input.finishedAt && input.finishedAt < input.startedAt) throw new ValidationError({ finishedAt: [message('server.notBeforeStart')] });
  return input;
}

/** The rules of a kept workout's exercise: its planned sets and repetitions (as a session's), rest and skipped flag. */
export function workoutRecordExercise(raw: WorkoutRecordExerciseInput): WorkoutRecordExerciseInput {
  return assertValid(WorkoutRecordExerciseInput, {
    plannedSets: raw.plannedSets ?? null,
    plannedReps: raw.plannedReps ?? null,
    restSeconds: raw.restSeconds,
    skipped: raw.skipped,
    note: trimmed(raw.note ?? ''),
  });
}

/** The rules of a kept workout's set: those of any set, and when it was done. */
export function workoutRecordSet(raw: WorkoutRecordSetInput): WorkoutRecordSetInput {
  return assertValid(WorkoutRecordSetInput, {
    weight: raw.weight ?? null,
    reps: raw.reps ?? null,
    setType: raw.setType,
    rpe: raw.rpe ?? null,
    completedAt: raw.completedAt ?? null,
  });
}

/**
 * When a set was ticked (completeSet's `markedAt`), checked against the server's clock and the workout's start, each
 * give or take CLOCK_SKEW_ALLOWANCE_MS: a time within the allowance is taken as now or as the start.
 */
function markedTime(markedAt: Date | null | undefined, startedAt: Date, now: Date): Date {
  if (markedAt == null) return now;
  const time = markedAt.getTime();
  if (Number.isNaN(time)) throw new ValidationError({ markedAt: [message('server.notADateTime')] });
  if (time > now.getTime() + CLOCK_SKEW_ALLOWANCE_MS) throw new ValidationError({ markedAt: [message('server.notInFuture')] });
  if (time < startedAt.getTime() - CLOCK_SKEW_ALLOWANCE_MS)
    throw new ValidationError({ markedAt: [message('server.notBeforeWorkoutStart')] });
  if (time > now.getTime()) return now;
  if (time < startedAt.getTime()) return startedAt;
  return markedAt;
}

function requireWeightAndReps(values: { weight?: string | null; reps?: number | null }) {
  const fields: FieldMessages = {};
  if (values.weight == null) fields.weight = [REQUIRED_MESSAGE];
  if (values.reps == null) fields.reps = [REQUIRED_MESSAGE];
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
}

function logInput(raw: LogWorkoutInput): LogWorkoutInput {
  const input = assertValid(LogWorkoutInput, {
    sessionId: raw.sessionId,
    advanceRoutine: raw.advanceRoutine ?? false,
    title: raw.title,
    startedAt: raw.startedAt,
    finishedAt: raw.finishedAt,
    notes: raw.notes,
    exercises: Array.isArray(raw.exercises)
      ? raw.exercises.map((exercise) =>
          Object.assign(new LoggedExerciseInput(), {
            ...exercise,
            sets: Array.isArray(exercise?.sets)
              ? exercise.sets.map((set) => Object.assign(new LoggedSetInput(), { ...set, setType: set?.setType ?? SetType.NORMAL }))
              : exercise?.sets,
          }),
        )
      : raw.exercises,
  });
  const fields: FieldMessages = {};
  if (input.finishedAt < input.startedAt) fields.finishedAt = [message('server.notBeforeStart')];
  else if (input.finishedAt.getTime() - input.startedAt.getTime() > MAX_WORKOUT_HOURS * 3_600_000) {
    fields.finishedAt = [message('server.workoutMaxHours', { max: MAX_WORKOUT_HOURS })];
  } else if (input.finishedAt.getTime() > Date.now() + CLOCK_SKEW_ALLOWANCE_MS) fields.finishedAt = [message('server.notInFuture')];
  if (input.advanceRoutine && input.sessionId == null) fields.sessionId = [message('server.requiredToAdvance')];
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  return input;
}
