import { message } from '@fitness-manager/shared';
import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { CurrentUserId, type GraphQLContext } from '../../graphql/context';
import { ValidationError } from '../../common/errors';
import {
  ExerciseHistoryArgs,
  ExerciseHistoryEntryPage,
  ExerciseProgressArgs,
  ExerciseProgressPoint,
  ExerciseRecords,
  MAX_REPS_RECORDS,
  SetRecord,
} from './workout.types';

/** An exercise's log: sets by workout, progress series and records (ExerciseLogService). */
@Authorized()
@Resolver(() => ExerciseRecords)
export class ExerciseLogResolver {
  @Query(() => ExerciseHistoryEntryPage, {
    description:
      "A page of the sets of one of the user's exercises, one entry per finished workout that has it, newest first; optionally between two instants.",
  })
  exerciseHistory(
    @CurrentUserId() userId: number,
    @Args(() => ExerciseHistoryArgs) args: ExerciseHistoryArgs,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.exerciseLog.history(userId, args);
  }

  @Query(() => [ExerciseProgressPoint], {
    description:
      'Per finished workout (the newest `size` in the range, oldest first): heaviest weight, Epley estimate and volume of the exercise.',
  })
  exerciseProgress(
    @CurrentUserId() userId: number,
    @Args(() => ExerciseProgressArgs) args: ExerciseProgressArgs,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.exerciseLog.progress(userId, args);
  }

  @Query(() => ExerciseRecords, { description: "Personal records of one of the user's exercises over its finished workouts." })
  exerciseRecords(@CurrentUserId() userId: number, @Arg('exerciseId', () => Int) exerciseId: number, @Ctx() { services }: GraphQLContext) {
    return services.exerciseLog.records(userId, exerciseId);
  }

  @FieldResolver(() => [SetRecord], {
    description: 'For each weight lifted, the set with the most reps: the `size` heaviest weights, heaviest first.',
  })
  mostRepsAtWeight(@Root() records: ExerciseRecords, @Arg('size', () => Int, { defaultValue: 10 }) size: number): SetRecord[] {
    if (!Number.isInteger(size) || size < 1 || size > MAX_REPS_RECORDS) {
      throw new ValidationError({ size: [message('server.sizeRange', { max: MAX_REPS_RECORDS })] });
    }
    return records.allRepsAtWeight.slice(0, size);
  }
}
