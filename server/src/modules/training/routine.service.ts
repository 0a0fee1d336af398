import { message, SESSION_EXERCISES_MAX, SESSION_EXERCISES_MAX_MESSAGE, sessionLetter } from '@fitness-manager/shared';
import { In, Not, type EntityManager } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import { NamedPageArgs, type Page } from '../../common/paging';
import { sortKey } from '../../common/text';
import { assertValid } from '../../common/validation';
import type { ExerciseService } from './exercise.service';
import type { ExerciseEntity } from './exercise.entity';
import { RoutineEntity } from './routine.entity';
import { RoutineInput, SessionExerciseInput, SessionInput } from './routine.types';
import { SessionCompletionEntity } from './session-completion.entity';
import { SessionExerciseEntity } from './session-exercise.entity';
import { SessionEntity } from './session.entity';
import { WorkoutEntity } from '../workouts/workout.entity';
import { lockRows, writesConcurrently, type Database } from '../../db/database';
import { lockAccount } from '../users/account-lock';
import { flag, placeholders, whole, type Row } from '../../db/rows';
import { findUserPage, findUserRows } from '../../common/user-list';
import { ensureRoom } from '../users/account-caps';

export const routineNotFound = (id: number) => NotFoundError.record('routine', id);
export const sessionNotFound = (id: number) => NotFoundError.record('session', id);
export const sessionExerciseNotFound = (id: number) => NotFoundError.record('sessionExercise', id);
export const NOT_CURRENT_SESSION = message('server.notCurrentSession');

/**
 * Routines, their sessions and session exercises, and 'Done!'. Routines always come as a whole tree
 * (sessions by orderNumber → session exercises by id → exercise → tags), loaded with a constant number
 * of IN-list queries however big the tree or the page is.
 */
export class RoutineService {
  constructor(
    private readonly dataSource: Database,
    private readonly exercises: ExerciseService,
  ) {}

  private get repository() {
    return this.dataSource.getRepository(RoutineEntity);
  }

  async list(userId: number, args: NamedPageArgs): Promise<Page<RoutineEntity>> {
    const page = await findUserPage(this.repository, userId, args, 'id');
    return { ...page, content: await this.withTree(this.dataSource.manager, page.content) };
  }

  async all(userId: number): Promise<RoutineEntity[]> {
    const routines = await findUserRows(this.repository, userId, 'id');
    return this.withTree(this.dataSource.manager, routines);
  }

  get(userId: number, id: number): Promise<RoutineEntity> {
    return this.getWith(this.dataSource.manager, userId, id);
  }

  /**
   * The user's active routine, or null when none is. The home page reads it: SQL written out (db/rows.ts), the routine
   * with its sessions and their exercises in one statement (one row per session exercise), then their tags.
   */
  async active(userId: number): Promise<RoutineEntity | null> {
    const { manager } = this.dataSource;
    const rows = await manager.query<Row[]>(
      'SELECT r.id AS r_id, r.user_id AS r_user_id, r.name AS r_name, r.name_key AS r_name_key, r.description AS r_description, ' +
        `r.goal, r.week_frequency, r.is_active, ${SESSION_TREE_COLUMNS} FROM training_routines r ` +
        `LEFT JOIN training_sessions s ON s.routine_id = r.id ${SESSION_TREE_JOINS} ` +
        'WHERE r.id = (SELECT MIN(id) FROM training_routines WHERE user_id = ? AND is_active = 1) ORDER BY s.order_number, s.id, x.id',
      [userId],
    );
    if (rows.length === 0) return null;
    const [row] = rows;
    const routine: RoutineEntity = {
      id: whole(row.r_id),
      userId: whole(row.r_user_id),
      name: row.r_name as string,
      nameKey: row.r_name_key as string,
      description: row.r_description as string,
      goal: row.goal as string,
      weekFrequency: whole(row.week_frequency),
      isActive: flag(row.is_active),
      sessions: row.id == null ? [] : await this.sessionsFromRows(manager, rows),
    };
    return routine;
  }

  /**
   * Creates the routine with sessions A, B, C … (one per time per week), the first one current. An active
   * routine (the default) takes the flag from the user's other routine in the same transaction.
   */
  async create(userId: number, raw: RoutineInput): Promise<RoutineEntity> {
    const input = normalise(raw);
    return this.dataSource.transaction(async (manager) => {
      await ensureRoom(manager, userId, 'routines', 1);
      if (input.isActive) await deactivateOthers(manager, userId);
      const routine = await manager.save(RoutineEntity, manager.create(RoutineEntity, { userId, ...routineColumns(input) }));
      await manager.insert(
        SessionEntity,
        range(1, input.weekFrequency).map((orderNumber) => ({
          routineId: routine.id,
          orderNumber,
          description: sessionLetter(orderNumber),
          isCurrent: orderNumber === 1,
        })),
      );
      return this.getWith(manager, userId, routine.id);
    });
  }

  /**
   * Replaces the fields and adjusts the sessions to the new weekFrequency: sessions past it go with their
   * exercises, missing ones are added (A, B, C …). One session stays current: the current one if kept,
   * otherwise session 1; new sessions never take the flag from a current one (difference 7).
   */
  async update(userId: number, id: number, raw: RoutineInput): Promise<RoutineEntity> {
    const input = normalise(raw);
    const inProgress = await workoutInProgressOf(this.dataSource.manager, userId, id);
    return this.dataSource.transaction(async (manager) => {
      // Sessions past the new frequency are deleted, as on the routine's deletion.
      await lockWorkoutInProgress(manager, inProgress, id);
      if (!(await manager.existsBy(RoutineEntity, { id, userId }))) throw routineNotFound(id);
      if (input.isActive) await deactivateOthers(manager, userId, id);
      await manager.update(RoutineEntity, { id }, routineColumns(input));
      await adjustSessions(manager, id, input.weekFrequency);
      return this.getWith(manager, userId, id);
    });
  }

  /** Deletes the routine, its sessions, their exercises and its completion history. Returns what was deleted. */
  async delete(userId: number, id: number): Promise<RoutineEntity> {
    const inProgress = await workoutInProgressOf(this.dataSource.manager, userId, id);
    return this.dataSource.transaction(async (manager) => {
      await lockWorkoutInProgress(manager, inProgress, id);
      const routine = await this.getWith(manager, userId, id);
      const sessionIds = routine.sessions.map((session) => session.id);
      await manager.delete(SessionCompletionEntity, { routineId: id });
      if (sessionIds.length > 0) await manager.delete(SessionExerciseEntity, { sessionId: In(sessionIds) });
      await manager.delete(SessionEntity, { routineId: id });
      await manager.delete(RoutineEntity, { id });
      return routine;
    });
  }

  /** Renames a session (its order and current flag never change here). */
  async updateSession(userId: number, sessionId: number, description: string): Promise<SessionEntity> {
    const input = assertValid(SessionInput, { description: typeof description === 'string' ? description.trim() : description });
    return this.dataSource.transaction(async (manager) => {
      const session = await findSession(manager, userId, sessionId);
      await manager.update(SessionEntity, { id: session.id }, { description: input.description });
      const [renamed] = await this.sessionTrees(manager, 's.id = ?', [session.id]);
      return renamed;
    });
  }

  async addSessionExercise(userId: number, sessionId: number, raw: SessionExerciseInput): Promise<SessionExerciseEntity> {
    const input = assertValid(SessionExerciseInput, sessionExerciseFields(raw));
    return this.dataSource.transaction(async (manager) => {
      // Before any read: the count of `ensureSessionRoom` must see every addition committed before it.
      if (writesConcurrently(manager)) await lockAccount(manager, userId);
      const session = await findSession(manager, userId, sessionId);
      await ensureSessionRoom(manager, session.id);
      const exercise = (await this.exercises.getMany(manager, userId, [input.exerciseId])).get(input.exerciseId)!;
      const item = await manager.save(SessionExerciseEntity, manager.create(SessionExerciseEntity, { sessionId: session.id, ...input }));
      item.exercise = exercise;
      return item;
    });
  }

  /** Replaces exercise, sets, repetitions and rest; the session does not change. */
  async updateSessionExercise(userId: number, id: number, raw: SessionExerciseInput): Promise<SessionExerciseEntity> {
    const input = assertValid(SessionExerciseInput, sessionExerciseFields(raw));
    return this.dataSource.transaction(async (manager) => {
      const item = await findSessionExercise(manager, userId, id);
      const exercise = (await this.exercises.getMany(manager, userId, [input.exerciseId])).get(input.exerciseId)!;
      await manager.update(SessionExerciseEntity, { id }, { ...input });
      return Object.assign(item, input, { exercise });
    });
  }

  /** Returns the deleted session exercise (with its exercise, for the "… was deleted" message). */
  async deleteSessionExercise(userId: number, id: number): Promise<SessionExerciseEntity> {
    return this.dataSource.transaction(async (manager) => {
      const item = await findSessionExercise(manager, userId, id);
      const exercise = (await this.exercises.getMany(manager, userId, [item.exerciseId])).get(item.exerciseId)!;
      await manager.delete(SessionExerciseEntity, { id });
      return Object.assign(item, { exercise });
    });
  }

  /**
   * 'Done!': the session must be the user's and the current one of its routine. The next session by
   * orderNumber becomes current (the last wraps to the first; a single session stays current) and a
   * completion is recorded, in one transaction. Returns the routine with all its sessions.
   */
  async completeSession(userId: number, sessionId: number): Promise<RoutineEntity> {
    return this.dataSource.transaction(async (manager) => {
      const { completion } = await this.recordCompletion(manager, userId, sessionId, 'advance');
      return this.getWith(manager, userId, completion.routineId);
    });
  }

  /**
   * 'Done!' inside the caller's transaction (a finished workout writes the same record): records that the
   * user's session was completed at `completedAt`, and advances the routine as completeSession describes.
   * `advance` requires the session to be current (CONFLICT otherwise); `advanceIfCurrent` only records when it
   * is not (the routine already moved on, e.g. 'Done!' on another device); `recordOnly` never advances.
   */
  async recordCompletion(
    manager: EntityManager,
    userId: number,
    sessionId: number,
    mode: 'advance' | 'advanceIfCurrent' | 'recordOnly',
    completedAt: Date = new Date(),
  ): Promise<{ completion: SessionCompletionEntity; advanced: boolean }> {
    const session = await findSession(manager, userId, sessionId);
    // A finishing workout takes the same lock before it looks for this record (WorkoutService.finish).
    await lockSession(manager, session.id);
    // `session` was read before the lock: after waiting for a finish its isCurrent may be stale; the conditional UPDATE decides.
    if (mode === 'advance' && !session.isCurrent) throw new ConflictError(NOT_CURRENT_SESSION);
    let advanced = false;
    if (mode === 'advance' || (mode === 'advanceIfCurrent' && session.isCurrent)) {
      const sessions = await manager.find(SessionEntity, { where: { routineId: session.routineId }, order: { orderNumber: 'ASC' } });
      const next = sessions[(sessions.findIndex((s) => s.id === session.id) + 1) % sessions.length];
      // Conditional on the flag: of two concurrent 'Done!' on the same session only one gets past here.
      const claimed = await manager.update(SessionEntity, { id: session.id, isCurrent: true }, { isCurrent: false });
      if (claimed.affected === 1) {
        await manager.update(SessionEntity, { id: next.id }, { isCurrent: true });
        advanced = true;
      } else if (mode === 'advance') {
        throw new ConflictError(NOT_CURRENT_SESSION);
      }
    }
    const completion = manager.create(SessionCompletionEntity, {
      userId,
      routineId: session.routineId,
      sessionId: session.id,
      sessionDescription: session.description,
      // The application's clock, not the database server's: the same instant whatever its time zone.
      completedAt,
    });
    await manager.insert(SessionCompletionEntity, completion);
    return { completion, advanced };
  }

  /** The user's routine with its whole tree, inside the caller's transaction. */
  async getWith(manager: EntityManager, userId: number, id: number): Promise<RoutineEntity> {
    const routine = await manager.findOneBy(RoutineEntity, { id, userId });
    if (!routine) throw routineNotFound(id);
    return (await this.withTree(manager, [routine]))[0];
  }

  /** Two queries (SQL, db/rows.ts) for any number of routines: sessions with their exercises, and the tags. */
  private async withTree(manager: EntityManager, routines: RoutineEntity[]): Promise<RoutineEntity[]> {
    if (routines.length === 0) return routines;
    const sessions = await this.sessionTrees(
      manager,
      `s.routine_id IN (${placeholders(routines.length)})`,
      routines.map((r) => r.id),
    );
    const byRoutine = new Map<number, SessionEntity[]>(routines.map((r) => [r.id, []]));
    for (const session of sessions) byRoutine.get(session.routineId)!.push(session);
    for (const routine of routines) routine.sessions = byRoutine.get(routine.id)!;
    return routines;
  }

  /** The sessions `where` picks (on `s`), with their exercises and tags: two statements (SQL, db/rows.ts). */
  private async sessionTrees(manager: EntityManager, where: string, parameters: number[]): Promise<SessionEntity[]> {
    const rows = await manager.query<Row[]>(
      `SELECT ${SESSION_TREE_COLUMNS} FROM training_sessions s ${SESSION_TREE_JOINS} WHERE ${where} ORDER BY s.order_number, s.id, x.id`,
      parameters,
    );
    return this.sessionsFromRows(manager, rows);
  }

  /**
   * Sessions with their exercises (and the exercises' tags, one statement) from rows of `SESSION_TREE_COLUMNS` in
   * session order, then exercise order: one row per session exercise, or one with NULL exercise columns for a session
   * without exercises.
   */
  private async sessionsFromRows(manager: EntityManager, rows: Row[]): Promise<SessionEntity[]> {
    const sessions: SessionEntity[] = [];
    const exercises: ExerciseEntity[] = [];
    let session: SessionEntity | undefined;
    for (const row of rows) {
      const id = whole(row.id);
      if (session?.id !== id) {
        session = {
          id,
          routineId: whole(row.routine_id),
          orderNumber: whole(row.order_number),
          description: row.description as string,
          isCurrent: flag(row.is_current),
          exercises: [],
        };
        sessions.push(session);
      }
      if (row.x_id == null) continue;
      const item = sessionExerciseFromRow(row, whole(row.x_id), id);
      exercises.push(item.exercise);
      session.exercises.push(item);
    }
    await this.exercises.withTags(manager, exercises);
    return sessions;
  }
}

/** A routine's sessions (`s`) with their exercises (`x`, `e`), as `sessionsFromRows` reads them. */
const SESSION_TREE_COLUMNS =
  's.id, s.routine_id, s.order_number, s.description, s.is_current, x.id AS x_id, x.exercise_id, x.sets, x.repetitions, ' +
  'x.rest_seconds, e.user_id AS exercise_user_id, e.name, e.name_key';
const SESSION_TREE_JOINS = 'LEFT JOIN session_exercises x ON x.session_id = s.id LEFT JOIN exercises e ON e.id = x.exercise_id';

/** A session exercise with its exercise (tags still to load), from a row of `SESSION_TREE_COLUMNS`. */
function sessionExerciseFromRow(row: Row, id: number, sessionId: number): SessionExerciseEntity {
  return {
    id,
    sessionId,
    exerciseId: whole(row.exercise_id),
    exercise: {
      id: whole(row.exercise_id),
      userId: whole(row.exercise_user_id),
      name: row.name as string,
      nameKey: row.name_key as string,
      tags: [],
    },
    sets: whole(row.sets),
    repetitions: whole(row.repetitions),
    restSeconds: whole(row.rest_seconds),
  };
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

function routineColumns(input: RoutineInput) {
  return {
    name: input.name,
    nameKey: sortKey(input.name),
    description: input.description,
    goal: input.goal,
    weekFrequency: input.weekFrequency,
    isActive: input.isActive,
  };
}

/** At most one active routine per user: clears the flag on the others. */
function deactivateOthers(manager: EntityManager, userId: number, exceptId?: number) {
  return manager.update(
    RoutineEntity,
    exceptId === undefined ? { userId, isActive: true } : { userId, isActive: true, id: Not(exceptId) },
    { isActive: false },
  );
}

async function adjustSessions(manager: EntityManager, routineId: number, weekFrequency: number): Promise<void> {
  const sessions = await manager.find(SessionEntity, { where: { routineId }, order: { orderNumber: 'ASC', id: 'ASC' } });
  const extra = sessions.filter((s) => s.orderNumber > weekFrequency).map((s) => s.id);
  if (extra.length > 0) {
    await manager.delete(SessionExerciseEntity, { sessionId: In(extra) });
    await manager.delete(SessionEntity, { id: In(extra) });
  }
  const kept = sessions.filter((s) => s.orderNumber <= weekFrequency);
  const current = kept.filter((s) => s.isCurrent);
  // Never more than one current session (heals data written before this rule, too).
  if (current.length > 1) await manager.update(SessionEntity, { id: In(current.slice(1).map((s) => s.id)) }, { isCurrent: false });
  const present = new Set(kept.map((s) => s.orderNumber));
  const missing = range(1, weekFrequency).filter((orderNumber) => !present.has(orderNumber));
  const first = kept.find((s) => s.orderNumber === 1);
  if (current.length === 0 && first) await manager.update(SessionEntity, { id: first.id }, { isCurrent: true });
  if (missing.length > 0) {
    await manager.insert(
      SessionEntity,
      missing.map((orderNumber) => ({
        routineId,
        orderNumber,
        description: sessionLetter(orderNumber),
        isCurrent: current.length === 0 && !first && orderNumber === missing[0],
      })),
    );
  }
}

/**
 * The user's workout in progress when it is one of this routine's (its id; MySQL/MariaDB only), read before the
 * transaction that deletes sessions locks it (`lockWorkoutInProgress`). Deleting a session sets its workouts' session
 * to null, which locks those workouts after the session, while a finish locks its workout and then its session
 * (`lockSession`): in those opposite orders a finish and a deletion at the same instant deadlocked, and one failed.
 * Read outside the transaction: a plain read inside would start its snapshot before the lock's wait (a finish
 * committing meanwhile, moving the current session, would go unseen); and locked by id, because a locking read by
 * user and routine would also lock the index gap a new workout in progress goes in, so a start of this routine at the
 * same instant would deadlock instead.
 */
async function workoutInProgressOf(manager: EntityManager, userId: number, routineId: number): Promise<number | null> {
  if (!writesConcurrently(manager)) return null;
  const workout = await manager.findOne(WorkoutEntity, { select: { id: true }, where: { userId, inProgress: true, routineId } });
  return workout?.id ?? null;
}

/** Locks that workout first in the transaction (by its primary key: no gap), if it is still in progress of the routine. */
async function lockWorkoutInProgress(manager: EntityManager, workoutId: number | null, routineId: number): Promise<void> {
  if (workoutId === null) return;
  await lockRows(manager, WorkoutEntity, 'row.id = :workoutId AND row.inProgress IS NOT NULL AND row.routineId = :routineId', {
    workoutId,
    routineId,
  });
}

/**
 * Locks a session's row (MySQL/MariaDB; SQLite writes one request at a time) until the transaction ends: what records
 * its completion ('Done!', a finishing or logged workout) runs one at a time, so a finish sees the 'Done!' committed
 * before it and adopts it instead of writing a second record.
 */
export function lockSession(manager: EntityManager, sessionId: number): Promise<void> {
  return lockRows(manager, SessionEntity, 'row.id = :sessionId', { sessionId });
}

async function findSession(manager: EntityManager, userId: number, sessionId: number): Promise<SessionEntity> {
  const session = await manager
    .createQueryBuilder(SessionEntity, 'session')
    .innerJoin('session.routine', 'routine')
    .where('session.id = :sessionId', { sessionId })
    .andWhere('routine.userId = :userId', { userId })
    .getOne();
  if (!session) throw sessionNotFound(sessionId);
  return session;
}

/**
 * Refuses a session's exercise past SESSION_EXERCISES_MAX (the field's message, as a workout refuses its 31st exercise).
 * Race-free: SQLite writes one request at a time; on MySQL/MariaDB the caller took the account's lock before any read
 * (`lockAccount`: only its owner adds to a session), so this plain count sees every addition committed before (a
 * locking count would lock the index gap up to the next session's rows too). One statement.
 */
async function ensureSessionRoom(manager: EntityManager, sessionId: number): Promise<void> {
  const [row] = await manager.query<Row[]>('SELECT COUNT(*) AS held FROM session_exercises WHERE session_id = ?', [sessionId]);
  if (whole(row.held) >= SESSION_EXERCISES_MAX) throw new ValidationError({ exerciseId: [SESSION_EXERCISES_MAX_MESSAGE] });
}

async function findSessionExercise(manager: EntityManager, userId: number, id: number): Promise<SessionExerciseEntity> {
  const item = await manager
    .createQueryBuilder(SessionExerciseEntity, 'item')
    .innerJoin('item.session', 'session')
    .innerJoin('session.routine', 'routine')
    .where('item.id = :id', { id })
    .andWhere('routine.userId = :userId', { userId })
    .getOne();
  if (!item) throw sessionExerciseNotFound(id);
  return item;
}

export function sessionExerciseFields(raw: SessionExerciseInput): SessionExerciseInput {
  return Object.assign(new SessionExerciseInput(), {
    exerciseId: raw.exerciseId,
    sets: raw.sets,
    repetitions: raw.repetitions,
    restSeconds: raw.restSeconds,
  });
}

export function normalise(raw: RoutineInput): RoutineInput {
  const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value) as string;
  return assertValid(RoutineInput, {
    name: trim(raw.name),
    description: trim(raw.description),
    goal: trim(raw.goal),
    weekFrequency: raw.weekFrequency,
    isActive: raw.isActive ?? true,
  });
}
