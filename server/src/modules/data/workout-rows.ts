import { In, type EntityManager } from 'typeorm';
import { insertAll, insertOwned } from '../../db/insert-many';
import { WorkoutEntity, WorkoutExerciseEntity, WorkoutSetEntity } from '../workouts/workout.entity';

type WorkoutRow = Omit<Partial<WorkoutEntity>, 'id' | 'userId'>;
type ExerciseRow = Omit<Partial<WorkoutExerciseEntity>, 'id' | 'workoutId' | 'position'>;
type SetRow = Omit<Partial<WorkoutSetEntity>, 'id' | 'workoutExerciseId' | 'position'>;

/** A workout as the imports write it: its row, and its exercises' rows with their sets' rows, in order. */
export interface WorkoutTree {
  workout: WorkoutRow;
  exercises: { exercise: ExerciseRow; sets: SetRow[] }[];
}

/**
 * Writes a batch of workouts of one user with their exercises and sets: the workouts (ids read back in order), their
 * exercises (positions from 1, read back by workout and position), then their sets (positions from 1). Five statements
 * whatever the batch's size, beyond the insert batches. The caller holds the account's lock (`insertOwned`) and has
 * checked the account's room for the workouts (`ensureRoom`, users/account-caps.ts).
 */
export async function insertWorkoutTrees(manager: EntityManager, userId: number, trees: WorkoutTree[]): Promise<void> {
  if (trees.length === 0) return;
  const ids = await insertOwned(
    manager,
    WorkoutEntity,
    userId,
    trees.map((t) => ({ ...t.workout, userId })),
  );
  await insertAll(
    manager,
    WorkoutExerciseEntity,
    trees.flatMap((t, index) => t.exercises.map((e, position) => ({ ...e.exercise, workoutId: ids[index], position: position + 1 }))),
  );
  const items = await manager.find(WorkoutExerciseEntity, { select: { id: true, workoutId: true, position: true }, where: { workoutId: In(ids) } });
  const itemIds = new Map(items.map((i) => [`${i.workoutId}:${i.position}`, i.id]));
  await insertAll(
    manager,
    WorkoutSetEntity,
    trees.flatMap((t, index) =>
      t.exercises.flatMap((e, position) =>
        e.sets.map((s, setPosition) => ({ ...s, workoutExerciseId: itemIds.get(`${ids[index]}:${position + 1}`)!, position: setPosition + 1 })),
      ),
    ),
  );
}
