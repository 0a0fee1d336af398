import { In } from 'typeorm';
import type { Page } from '../../common/paging';
import { assertValid } from '../../common/validation';
import type { Database } from '../../db/database';
import { estimatedOneRepMax, exerciseRecords, oneRepMaxKey, roundAmount, roundOneRepMax, setVolume, type RecordCandidate } from '../../lifting/lifting';
import { Decimal } from 'decimal.js';
import { ExerciseEntity } from '../training/exercise.entity';
import { exerciseNotFound } from '../training/exercise.service';
import { SetType } from './set-type';
import { WorkoutExerciseEntity, WorkoutSetEntity } from './workout.entity';
import { rawValues, workingSets } from './workout.service';
import { ExerciseHistoryArgs, ExerciseProgressArgs, type ExerciseHistoryEntry, type ExerciseProgressPoint, type ExerciseRecords, type SetRecord } from './workout.types';

/**
 * What an exercise's page shows: its logged sets by workout (paged), its progress over time and its personal
 * records, all from finished workouts. Each read is a fixed number of statements whatever the history's size.
 */
export class ExerciseLogService {
  constructor(private readonly db: Database) {}

  /** The exercise's sets, one entry per time it was done in a finished workout, newest first. */
  async history(userId: number, args: ExerciseHistoryArgs): Promise<Page<ExerciseHistoryEntry>> {
    const { exerciseId, from, to, page, size } = assertValid(ExerciseHistoryArgs, args);
    const manager = this.db.manager;
    await this.requireExercise(userId, exerciseId);
    const query = manager
      .createQueryBuilder(WorkoutExerciseEntity, 'item')
      .innerJoinAndSelect('item.workout', 'workout')
      .where('workout.userId = :userId', { userId })
      .andWhere('workout.inProgress IS NULL')
      // A finished workout keeps only exercises with sets (WorkoutService.finish), so every row has some.
      .andWhere('item.exerciseId = :exerciseId', { exerciseId });
    if (from) query.andWhere('workout.startedAt >= :from', { from });
    if (to) query.andWhere('workout.startedAt < :to', { to });
    const [items, totalElements] = await query
      .orderBy('workout.startedAt', 'DESC')
      .addOrderBy('workout.id', 'DESC')
      .addOrderBy('item.position', 'ASC')
      // offset/limit, not skip/take: the join is many-to-one, so one SELECT is enough.
      .offset(page * size)
      .limit(size)
      .getManyAndCount();
    const sets = items.length === 0 ? [] : await manager.find(WorkoutSetEntity, {
      where: { workoutExerciseId: In(items.map((item) => item.id)) },
      order: { position: 'ASC', id: 'ASC' },
    });
    const content = items.map((item) => ({
      workoutExerciseId: item.id,
      workoutId: item.workoutId,
      title: item.workout!.title,
      startedAt: item.workout!.startedAt,
      finishedAt: item.workout!.finishedAt!,
      sets: sets.filter((set) => set.workoutExerciseId === item.id),
    }));
    return { content, totalElements };
  }

  /**
   * Per finished workout in the range (the newest `size` with the exercise, returned oldest first): heaviest
   * weight, best Epley estimate and volume of the exercise's working sets. A workout with only warm-ups gives no
   * point (so there may be fewer than `size`).
   */
  async progress(userId: number, args: ExerciseProgressArgs): Promise<ExerciseProgressPoint[]> {
    const { exerciseId, from, to, size } = assertValid(ExerciseProgressArgs, args);
    const manager = this.db.manager;
    await this.requireExercise(userId, exerciseId);
    const newest = manager
      .createQueryBuilder(WorkoutExerciseEntity, 'item')
      .innerJoin('item.workout', 'workout')
      .select('workout.id', 'workoutId')
      .addSelect('workout.startedAt', 'startedAt')
      .where('workout.userId = :userId', { userId })
      .andWhere('workout.inProgress IS NULL')
      .andWhere('item.exerciseId = :exerciseId', { exerciseId });
    if (from) newest.andWhere('workout.startedAt >= :from', { from });
    if (to) newest.andWhere('workout.startedAt < :to', { to });
    const workoutIds: number[] = (
      await newest.groupBy('workout.id').addGroupBy('workout.startedAt').orderBy('workout.startedAt', 'DESC').addOrderBy('workout.id', 'DESC').limit(size).getRawMany()
    ).map((row: { workoutId: number | string }) => Number(row.workoutId));
    if (workoutIds.length === 0) return [];
    const rows: { workoutId: number | string; startedAt: unknown; weight: unknown; reps: number | string }[] = await manager
      .createQueryBuilder(WorkoutSetEntity, 'set')
      .innerJoin('set.workoutExercise', 'item')
      .innerJoin('item.workout', 'workout')
      .select('workout.id', 'workoutId')
      .addSelect('workout.startedAt', 'startedAt')
      .addSelect('set.weight', 'weight')
      .addSelect('set.reps', 'reps')
      .where('item.workoutId IN (:...workoutIds)', { workoutIds })
      .andWhere('item.exerciseId = :exerciseId', { exerciseId })
      .andWhere('set.setType <> :warmup', { warmup: SetType.WARMUP })
      .andWhere('set.completedAt IS NOT NULL')
      .andWhere('set.weight IS NOT NULL')
      .andWhere('set.reps IS NOT NULL')
      .orderBy('workout.startedAt', 'ASC')
      .addOrderBy('workout.id', 'ASC')
      .getRawMany();
    const hydrate = rawValues(manager);
    const points = new Map<number, { workoutId: number; startedAt: Date; heaviest: Decimal; best: Decimal | null; bestKey: Decimal | null; volume: Decimal }>();
    for (const row of rows) {
      const workoutId = Number(row.workoutId);
      const set = { weight: hydrate.weight(row.weight), reps: Number(row.reps) };
      let point = points.get(workoutId);
      if (!point) {
        point = { workoutId, startedAt: hydrate.startedAt(row.startedAt), heaviest: new Decimal(0), best: null, bestKey: null, volume: new Decimal(0) };
        points.set(workoutId, point);
      }
      point.volume = point.volume.plus(setVolume(set));
      if (set.reps < 1) continue;
      if (new Decimal(set.weight).gt(point.heaviest)) point.heaviest = new Decimal(set.weight);
      const estimate = estimatedOneRepMax(set);
      const key = oneRepMaxKey(set);
      if (estimate && (!point.bestKey || key.gt(point.bestKey))) {
        point.best = estimate;
        point.bestKey = key;
      }
    }
    return [...points.values()].map((point) => ({
      workoutId: point.workoutId,
      startedAt: point.startedAt,
      heaviestWeight: roundAmount(point.heaviest),
      estimatedOneRepMax: point.best ? roundOneRepMax(point.best) : null,
      volume: roundAmount(point.volume),
    }));
  }

  /** The exercise's personal records over its finished workouts (one pass over its working sets). */
  async records(userId: number, exerciseId: number): Promise<ExerciseRecords> {
    await this.requireExercise(userId, exerciseId);
    const records = exerciseRecords(await workingSets(this.db.manager, userId, exerciseId));
    return {
      exerciseId,
      heaviestWeight: records.heaviestWeight && setRecord(records.heaviestWeight),
      bestEstimatedOneRepMax: records.bestOneRepMax && setRecord(records.bestOneRepMax),
      bestVolume: records.bestVolume && {
        workoutId: records.bestVolume.workoutId,
        achievedAt: records.bestVolume.at,
        volume: roundAmount(records.bestVolume.volume),
      },
      allRepsAtWeight: records.mostRepsAtWeight.map(setRecord),
    };
  }

  private async requireExercise(userId: number, exerciseId: number) {
    if (!(await this.db.manager.existsBy(ExerciseEntity, { id: exerciseId, userId }))) throw exerciseNotFound(exerciseId);
  }
}

function setRecord(set: RecordCandidate): SetRecord {
  const estimate = estimatedOneRepMax(set);
  return {
    setId: set.setId,
    workoutId: set.workoutId,
    achievedAt: set.at,
    weight: new Decimal(set.weight).toString(),
    reps: set.reps,
    estimatedOneRepMax: estimate && roundOneRepMax(estimate),
  };
}
