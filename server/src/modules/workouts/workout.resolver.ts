import { Arg, Args, Authorized, Ctx, FieldResolver, GraphQLISODateTime, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CurrentUserId, type GraphQLContext } from '../../graphql/context';
import { DecimalScalar } from '../../graphql/scalars';
import { estimatedOneRepMax, formatKilograms, totalVolume } from '@fitness-manager/shared';
import { SetType } from './set-type';
import type { WorkoutEntity, WorkoutExerciseEntity, WorkoutSetEntity } from './workout.entity';
import type { PreviousPerformanceData } from './workout.service';
import {
  AddWorkoutExerciseInput,
  CompleteSetPayload,
  FinishWorkoutPayload,
  LogWorkoutInput,
  PreviousPerformance,
  RestTimer,
  Workout,
  WorkoutExercise,
  WorkoutPage,
  WorkoutPageArgs,
  WorkoutSet,
  WorkoutSetInput,
} from './workout.types';

/** Working sets (done, not warm-up) with their values: what volume counts. */
const workingSets = (sets: WorkoutSetEntity[]) =>
  sets.filter((set) => set.completedAt && set.setType !== SetType.WARMUP && set.weight != null && set.reps != null) as (WorkoutSetEntity & {
    weight: string;
    reps: number;
  })[];

/**
 * Thin: WorkoutService does the work and returns whole trees, so every nested field here is computed from
 * loaded objects without a query.
 */
@Authorized()
@Resolver(() => Workout)
export class WorkoutResolver {
  @Query(() => Workout, { nullable: true, description: "The user's workout in progress (at most one), or null." })
  workoutInProgress(@CurrentUserId() userId: number, @Ctx() { services }: GraphQLContext) {
    return services.workouts.inProgress(userId);
  }

  @Query(() => Workout, { description: "One of the user's workouts, in progress or finished." })
  workout(@CurrentUserId() userId: number, @Arg('id', () => Int) id: number, @Ctx() { services }: GraphQLContext) {
    return services.workouts.get(userId, id);
  }

  @Query(() => WorkoutPage, { description: "A page of the user's finished workouts, newest first; optionally of one routine." })
  workouts(@CurrentUserId() userId: number, @Args(() => WorkoutPageArgs) args: WorkoutPageArgs, @Ctx() { services }: GraphQLContext) {
    return services.workouts.list(userId, args);
  }

  @Mutation(() => Workout, {
    description:
      "Starts a workout of one of the user's sessions: its exercises with their plan, one row per planned set prefilled from " +
      'last time. CONFLICT (naming it) while another workout is in progress.',
  })
  startWorkout(@CurrentUserId() userId: number, @Arg('sessionId', () => Int) sessionId: number, @Ctx() { services }: GraphQLContext) {
    return services.workouts.start(userId, sessionId);
  }

  @Mutation(() => Workout, { description: "Adds a set after the last one: the values given, or a copy of the last set's." })
  addWorkoutSet(
    @CurrentUserId() userId: number,
    @Arg('workoutExerciseId', () => Int) workoutExerciseId: number,
    @Arg('input', () => WorkoutSetInput, { nullable: true }) input: WorkoutSetInput | null,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.workouts.addSet(userId, workoutExerciseId, input);
  }

  @Mutation(() => WorkoutSet, {
    description:
      "Replaces a set's weight, reps, type and RPE (in progress, or to correct a finished workout: a done set needs weight and reps).",
  })
  updateWorkoutSet(
    @CurrentUserId() userId: number,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => WorkoutSetInput) input: WorkoutSetInput,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.workouts.updateSet(userId, id, input);
  }

  @Mutation(() => Workout, { description: 'Removes a set (in progress or finished); the others are renumbered.' })
  removeWorkoutSet(@CurrentUserId() userId: number, @Arg('id', () => Int) id: number, @Ctx() { services }: GraphQLContext) {
    return services.workouts.removeSet(userId, id);
  }

  @Mutation(() => CompleteSetPayload, {
    description:
      "Marks a set done (with these values, or the stored ones: weight and reps required), starts the exercise's rest timer and says which records it beat.",
  })
  completeWorkoutSet(
    @CurrentUserId() userId: number,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => WorkoutSetInput, { nullable: true }) input: WorkoutSetInput | null,
    @Arg('markedAt', () => GraphQLISODateTime, {
      nullable: true,
      description:
        "When the user ticked the set (a completion kept offline and sent later; default now): not later than now nor before the workout started, each give or take a minute of clock difference. It is the set's completedAt, and the rest is measured from it (none when already over).",
    })
    markedAt: Date | null,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.workouts.completeSet(userId, id, input, markedAt);
  }

  @Mutation(() => WorkoutSet, { description: 'Marks a done set not done again.' })
  uncompleteWorkoutSet(@CurrentUserId() userId: number, @Arg('id', () => Int) id: number, @Ctx() { services }: GraphQLContext) {
    return services.workouts.uncompleteSet(userId, id);
  }

  @Mutation(() => Workout, { description: 'Skips an exercise of the workout in progress (skipped: false takes it back).' })
  skipWorkoutExercise(
    @CurrentUserId() userId: number,
    @Arg('id', () => Int) id: number,
    @Arg('skipped', () => Boolean, { defaultValue: true }) skipped: boolean,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.workouts.setExerciseSkipped(userId, id, skipped);
  }

  @Mutation(() => WorkoutExercise, {
    description:
      "Sets the note on an exercise of one of the user's workouts, in progress or finished (trimmed; '' or null clears it). " +
      'BAD_USER_INPUT past the length limit of the workout notes.',
  })
  setWorkoutExerciseNote(
    @CurrentUserId() userId: number,
    @Arg('id', () => Int, { description: 'The workout exercise (WorkoutExercise.id).' }) id: number,
    @Arg('note', () => String, { nullable: true }) note: string | null,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.workouts.setExerciseNote(userId, id, note);
  }

  @Mutation(() => Workout, { description: 'Adds an exercise of the catalogue to this workout only (the session does not change), last.' })
  addWorkoutExercise(
    @CurrentUserId() userId: number,
    @Arg('workoutId', () => Int) workoutId: number,
    @Arg('input', () => AddWorkoutExerciseInput) input: AddWorkoutExerciseInput,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.workouts.addExercise(userId, workoutId, input);
  }

  @Mutation(() => Workout, { description: 'Removes an exercise and its sets from the workout in progress.' })
  removeWorkoutExercise(@CurrentUserId() userId: number, @Arg('id', () => Int) id: number, @Ctx() { services }: GraphQLContext) {
    return services.workouts.removeExercise(userId, id);
  }

  @Mutation(() => Workout, { description: 'Adds seconds (1 to 600) to the rest timer; when none runs, starts one that long.' })
  extendRest(
    @CurrentUserId() userId: number,
    @Arg('workoutId', () => Int) workoutId: number,
    @Arg('seconds', () => Int, { defaultValue: 30 }) seconds: number,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.workouts.extendRest(userId, workoutId, seconds);
  }

  @Mutation(() => Workout, { description: 'Stops the rest timer.' })
  skipRest(@CurrentUserId() userId: number, @Arg('workoutId', () => Int) workoutId: number, @Ctx() { services }: GraphQLContext) {
    return services.workouts.skipRest(userId, workoutId);
  }

  @Mutation(() => FinishWorkoutPayload, {
    description:
      "Finishes the workout in progress (sets not marked done are dropped; at least one must be done) and records the session like 'Done!': " +
      'the routine advances when the session is still the current one.',
  })
  finishWorkout(
    @CurrentUserId() userId: number,
    @Arg('id', () => Int) id: number,
    @Arg('notes', () => String, { nullable: true }) notes: string | null,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.workouts.finish(userId, id, notes);
  }

  @Mutation(() => Workout, { description: 'Drops the workout in progress with its sets. Returns what was dropped.' })
  discardWorkout(@CurrentUserId() userId: number, @Arg('id', () => Int) id: number, @Ctx() { services }: GraphQLContext) {
    return services.workouts.discard(userId, id);
  }

  @Mutation(() => Workout, { description: 'Deletes a finished workout and its training-history record. Returns what was deleted.' })
  deleteWorkout(@CurrentUserId() userId: number, @Arg('id', () => Int) id: number, @Ctx() { services }: GraphQLContext) {
    return services.workouts.delete(userId, id);
  }

  @Mutation(() => Workout, { description: 'Saves a whole finished workout in one transaction (for integrators and imports).' })
  logWorkout(
    @CurrentUserId() userId: number,
    @Arg('input', () => LogWorkoutInput) input: LogWorkoutInput,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.workouts.log(userId, input);
  }

  @FieldResolver(() => Boolean, { description: 'True until it is finished or discarded.' })
  inProgress(@Root() workout: WorkoutEntity): boolean {
    return workout.inProgress === true;
  }

  @FieldResolver(() => Int, { nullable: true, description: 'Seconds from start to finish; null while in progress.' })
  durationSeconds(@Root() workout: WorkoutEntity): number | null {
    return workout.finishedAt ? Math.max(0, Math.floor((workout.finishedAt.getTime() - workout.startedAt.getTime()) / 1000)) : null;
  }

  @FieldResolver(() => DecimalScalar, { description: 'Σ weight × reps of the working sets (done, not warm-up), kg.' })
  volume(@Root() workout: WorkoutEntity): string {
    return formatKilograms(totalVolume(workingSets(workout.exercises.flatMap((item) => item.sets))));
  }

  @FieldResolver(() => Int, { description: 'Sets marked done.' })
  doneSets(@Root() workout: WorkoutEntity): number {
    return workout.exercises.reduce((count, item) => count + item.sets.filter((set) => set.completedAt).length, 0);
  }

  @FieldResolver(() => RestTimer, {
    nullable: true,
    description: 'The rest timer while one runs (also once over, until the next set or skip).',
  })
  restTimer(@Root() workout: WorkoutEntity): RestTimer | null {
    if (!workout.inProgress || !workout.restEndsAt || !workout.restStartedAt) return null;
    return {
      workoutExerciseId: workout.restWorkoutExerciseId,
      startedAt: workout.restStartedAt,
      endsAt: workout.restEndsAt,
      serverTime: answeredAt(workout),
    };
  }

  @FieldResolver(() => GraphQLISODateTime, {
    description:
      "The server's clock when it answered (no rest timer needed): a client corrects its clock by it. The same " +
      "reading as this answer's restTimer.serverTime.",
  })
  serverTime(@Root() workout: WorkoutEntity): Date {
    return answeredAt(workout);
  }
}

/**
 * The server's clock when a workout of an answer was resolved, read once per workout object (loaded per request), so
 * its `serverTime` and its rest timer's are the same reading: a client that notes the same reading twice (a screen
 * shown again from its cache) does not take the answer's age for clock drift.
 */
const answeredTimes = new WeakMap<WorkoutEntity, Date>();

function answeredAt(workout: WorkoutEntity): Date {
  let time = answeredTimes.get(workout);
  if (!time) {
    time = new Date();
    answeredTimes.set(workout, time);
  }
  return time;
}

@Resolver(() => WorkoutExercise)
export class WorkoutExerciseResolver {
  @FieldResolver(() => Boolean, { description: 'True for an exercise added to this workout only (no plan).' })
  addedToWorkout(@Root() item: WorkoutExerciseEntity): boolean {
    return item.plannedSets === null;
  }

  @FieldResolver(() => DecimalScalar, { description: 'Σ weight × reps of its working sets, kg.' })
  volume(@Root() item: WorkoutExerciseEntity): string {
    return formatKilograms(totalVolume(workingSets(item.sets)));
  }

  @FieldResolver(() => PreviousPerformance, {
    nullable: true,
    description:
      'The sets of the most recent earlier finished workout with this exercise. Given for a single workout (workout, ' +
      'workoutInProgress and the mutations that return one); null in lists and when there is none.',
  })
  lastTime(@Root() item: WorkoutExerciseEntity): PreviousPerformanceData | null {
    return item.lastTime ?? null;
  }
}

@Resolver(() => WorkoutSet)
export class WorkoutSetResolver {
  @FieldResolver(() => Boolean, { description: 'completedAt is set.' })
  done(@Root() set: WorkoutSetEntity): boolean {
    return set.completedAt != null;
  }

  @FieldResolver(() => DecimalScalar, {
    nullable: true,
    description: 'Epley estimate weight × (1 + reps / 30), 1 decimal; null without weight or reps.',
  })
  estimatedOneRepMax(@Root() set: WorkoutSetEntity): string | null {
    if (set.weight == null || set.reps == null) return null;
    return estimatedOneRepMax({ weight: set.weight, reps: set.reps });
  }
}
