import { In } from 'typeorm';
import type { Page } from '../../common/paging';
import { assertValid } from '../../common/validation';
import type { Database } from '../../db/database';
import {
  estimatedOneRepMax,
  exerciseRecords,
  formatKilograms,
  roundOneRepMax,
  weightThousandths,
  type RecordCandidate,
} from '@fitness-manager/shared';
import { ExerciseEntity } from '../training/exercise.entity';
import { exerciseNotFound } from '../training/exercise.service';
import { SetType } from './set-type';
import { WorkoutExerciseEntity, WorkoutSetEntity } from './workout.entity';
import { rawValues, workingSets } from './workout.service';
import {
  ExerciseHistoryArgs,
  ExerciseProgressArgs,
  type ExerciseHistoryEntry,
  type ExerciseProgressPoint,
  type ExerciseRecords,
  type SetRecord,
} from './workout.types';

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
    const sets =
      items.length === 0
        ? []
        : await manager.find(WorkoutSetEntity, {
            where: { workoutExerciseId: In(items.map((item) => item.id)) },
            order: { position: 'ASC', id: 'ASC' },
          });
    const content = items.map((item) => ({
      workoutExerciseId: item.id,
      workoutId: item.workoutId,
      title: item.workout!.title,
      startedAt: item.workout!.startedAt,
      finishedAt: item.workout!.finishedAt!,
      note: item.note,
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
      await newest
        .groupBy('workout.id')
        .addGroupBy('workout.startedAt')
        .orderBy('workout.startedAt', 'DESC')
        .addOrderBy('workout.id', 'DESC')
        .limit(size)
        .getRawMany()
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
    // Exact: thousandths of a kilogram as BigInts (the shared lifting math).
    const points = new Map<number, { workoutId: number; startedAt: Date; heaviest: bigint; bestKey: bigint | null; volume: bigint }>();
    for (const row of rows) {
      const workoutId = Number(row.workoutId);
      const weight = weightThousandths(String(row.weight));
      const reps = Number(row.reps);
      let point = points.get(workoutId);
      if (!point) {
        point = { workoutId, startedAt: hydrate.startedAt(row.startedAt), heaviest: 0n, bestKey: null, volume: 0n };
        points.set(workoutId, point);
      }
      point.volume += weight * BigInt(reps);
      if (reps < 1) continue;
      if (weight > point.heaviest) point.heaviest = weight;
      const key = weight * BigInt(30 + reps);
      if (weight > 0n && (point.bestKey === null || key > point.bestKey)) point.bestKey = key;
    }
    return [...points.values()].map((point) => ({
      workoutId: point.workoutId,
      startedAt: point.startedAt,
      heaviestWeight: formatKilograms(point.heaviest),
      estimatedOneRepMax: point.bestKey === null ? null : roundOneRepMax(point.bestKey),
      volume: formatKilograms(point.volume),
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
        volume: formatKilograms(records.bestVolume.volume),
      },
      allRepsAtWeight: records.mostRepsAtWeight.map(setRecord),
    };
  }

  private async requireExercise(userId: number, exerciseId: number) {
    if (!(await this.db.manager.existsBy(ExerciseEntity, { id: exerciseId, userId }))) throw exerciseNotFound(exerciseId);
  }
}

function setRecord(set: RecordCandidate): SetRecord {
  return {
    setId: set.setId,
    workoutId: set.workoutId,
    achievedAt: set.at,
    weight: formatKilograms(weightThousandths(set.weight)),
    reps: set.reps,
    estimatedOneRepMax: estimatedOneRepMax(set),
  };
}
