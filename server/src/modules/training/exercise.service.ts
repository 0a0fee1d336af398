import { message } from '@fitness-manager/shared';
import { In, type EntityManager } from 'typeorm';
import { ConflictError, NotFoundError } from '../../common/errors';
import { NamedPageArgs, type Page } from '../../common/paging';
import { sortKey } from '../../common/text';
import { assertValid } from '../../common/validation';
import { ExerciseEntity, ExerciseTagEntity } from './exercise.entity';
import { ExerciseInput } from './exercise.types';
import { SessionExerciseEntity } from './session-exercise.entity';
import { WorkoutExerciseEntity } from '../workouts/workout.entity';
import type { TagEntity } from './tag.entity';
import type { TagService } from './tag.service';
import type { Database } from '../../db/database';
import { ensureRoom } from '../users/account-caps';
import { insertAll, insertOwned } from '../../db/insert-many';
import { placeholders, whole, type Row } from '../../db/rows';
import { findUserPage, findUserRows } from '../../common/user-list';

export const EXERCISE_IN_WORKOUTS = message('server.exerciseInWorkouts');
export const exerciseNotFound = (id: number) => NotFoundError.record('exercise', id);

/** Exercises always come with their tags (one extra IN-list query per call, however many exercises). */
export class ExerciseService {
  constructor(
    private readonly dataSource: Database,
    private readonly tags: TagService,
  ) {}

  private get repository() {
    return this.dataSource.getRepository(ExerciseEntity);
  }

  async list(userId: number, args: NamedPageArgs): Promise<Page<ExerciseEntity>> {
    const page = await findUserPage(this.repository, userId, args, 'id');
    return { ...page, content: await this.withTags(this.dataSource.manager, page.content) };
  }

  async all(userId: number): Promise<ExerciseEntity[]> {
    const exercises = await findUserRows(this.repository, userId, 'id');
    return this.withTags(this.dataSource.manager, exercises);
  }

  get(userId: number, id: number): Promise<ExerciseEntity> {
    return this.getWith(this.dataSource.manager, userId, id);
  }

  /** The user's exercises with these ids (with tags), or NotFound naming the first missing one. */
  async getMany(manager: EntityManager, userId: number, ids: number[]): Promise<Map<number, ExerciseEntity>> {
    const unique = [...new Set(ids)];
    const exercises = unique.length === 0 ? [] : await manager.find(ExerciseEntity, { where: { id: In(unique), userId } });
    const byId = new Map(exercises.map((exercise) => [exercise.id, exercise]));
    const missing = unique.find((id) => !byId.has(id));
    if (missing !== undefined) throw exerciseNotFound(missing);
    await this.withTags(manager, exercises);
    return byId;
  }

  /**
   * One exercise: the rules are `createMany`'s (`normalise`, the tags the user's, the account's cap), without the ids
   * read back that a bulk insert needs (a single save gets its id).
   */
  async create(userId: number, raw: ExerciseInput): Promise<ExerciseEntity> {
    const input = normalise(raw);
    return this.dataSource.transaction(async (manager) => {
      await ensureRoom(manager, userId, 'exercises', 1);
      await this.tags.getMany(manager, userId, input.tagIds);
      const exercise = await manager.save(
        ExerciseEntity,
        manager.create(ExerciseEntity, { userId, name: input.name, nameKey: sortKey(input.name) }),
      );
      await manager.insert(
        ExerciseTagEntity,
        input.tagIds.map((tagId) => ({ exerciseId: exercise.id, tagId })),
      );
      return this.getWith(manager, userId, exercise.id);
    });
  }

  /**
   * Creates many exercises of one user in the caller's transaction, with the rules of `create` (each input normalised,
   * every tag the user's): the account's cap (`ensureRoom`, which on MySQL takes the account's lock, so the ids read
   * back are these inserts'; harmless when the caller holds it already), one read of their tags, then the exercises and
   * their tag links in batches of INSERT_BATCH (`db/insert-many.ts`). Its statements: 3 (4 on MySQL, with the lock) and 2 per
   * 500 new exercises
   * (insert, ids read back) and 1 per 500 tag links, so an import grows by three statements per 500 new names of one
   * tag each. Returns the new ids in the inputs' order.
   */
  async createMany(manager: EntityManager, userId: number, raws: ExerciseInput[]): Promise<number[]> {
    const inputs = raws.map(normalise);
    if (inputs.length === 0) return [];
    await ensureRoom(manager, userId, 'exercises', inputs.length);
    await this.tags.getMany(manager, userId, [...new Set(inputs.flatMap((input) => input.tagIds))]);
    const ids = await insertOwned(
      manager,
      ExerciseEntity,
      userId,
      inputs.map((input) => ({ userId, name: input.name, nameKey: sortKey(input.name) })),
    );
    await insertAll(
      manager,
      ExerciseTagEntity,
      inputs.flatMap((input, index) => input.tagIds.map((tagId) => ({ exerciseId: ids[index], tagId }))),
    );
    return ids;
  }

  /** Replaces the name and the whole tag set. */
  async update(userId: number, id: number, raw: ExerciseInput): Promise<ExerciseEntity> {
    const input = normalise(raw);
    return this.dataSource.transaction(async (manager) => {
      if (!(await manager.existsBy(ExerciseEntity, { id, userId }))) throw exerciseNotFound(id);
      await this.tags.getMany(manager, userId, input.tagIds);
      await manager.update(ExerciseEntity, { id }, { name: input.name, nameKey: sortKey(input.name) });
      await manager.delete(ExerciseTagEntity, { exerciseId: id });
      await manager.insert(
        ExerciseTagEntity,
        input.tagIds.map((tagId) => ({ exerciseId: id, tagId })),
      );
      return this.getWith(manager, userId, id);
    });
  }

  /**
   * Refused (ConflictError) while a session uses the exercise (the legacy text) or a workout logged it (its history
   * stays whole). Returns the deleted exercise.
   */
  async delete(userId: number, id: number): Promise<ExerciseEntity> {
    return this.dataSource.transaction(async (manager) => {
      const exercise = await this.getWith(manager, userId, id);
      if (await manager.existsBy(SessionExerciseEntity, { exerciseId: id })) {
        throw new ConflictError(message('server.exerciseInRoutine'));
      }
      if (await manager.existsBy(WorkoutExerciseEntity, { exerciseId: id })) {
        throw new ConflictError(EXERCISE_IN_WORKOUTS);
      }
      await manager.delete(ExerciseTagEntity, { exerciseId: id });
      await manager.delete(ExerciseEntity, { id });
      return exercise;
    });
  }

  private async getWith(manager: EntityManager, userId: number, id: number): Promise<ExerciseEntity> {
    const exercise = await manager.findOneBy(ExerciseEntity, { id, userId });
    if (!exercise) throw exerciseNotFound(id);
    return (await this.withTags(manager, [exercise]))[0];
  }

  /**
   * One query for the tags of all the given exercises (ordered by tag id). The same exercise may appear
   * as several objects (one per session exercise): each gets its tags.
   */
  async withTags(manager: EntityManager, exercises: ExerciseEntity[]): Promise<ExerciseEntity[]> {
    if (exercises.length === 0) return exercises;
    const ids = [...new Set(exercises.map((e) => e.id))];
    // SQL written out (db/rows.ts): the routine tree on the home page reads it.
    const links = await manager.query<Row[]>(
      `SELECT et.exercise_id, t.id, t.user_id, t.name, t.name_key FROM exercise_tags et JOIN tags t ON t.id = et.tag_id ` +
        `WHERE et.exercise_id IN (${placeholders(ids.length)}) ORDER BY et.tag_id`,
      ids,
    );
    const byExercise = new Map<number, TagEntity[]>();
    for (const link of links) {
      const exerciseId = whole(link.exercise_id);
      const tags = byExercise.get(exerciseId) ?? [];
      tags.push({ id: whole(link.id), userId: whole(link.user_id), name: link.name as string, nameKey: link.name_key as string });
      byExercise.set(exerciseId, tags);
    }
    for (const exercise of exercises) exercise.tags = byExercise.get(exercise.id) ?? [];
    return exercises;
  }
}

export function normalise(raw: ExerciseInput): ExerciseInput {
  const input = assertValid(ExerciseInput, {
    name: typeof raw.name === 'string' ? raw.name.trim() : raw.name,
    tagIds: raw.tagIds,
  });
  input.tagIds = [...new Set(input.tagIds)];
  return input;
}
