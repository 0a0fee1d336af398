import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { NamedPageArgs } from '../../common/paging';
import { CurrentUserId, type GraphQLContext } from '../../graphql/context';
import { Exercise, ExerciseInput, ExercisePage } from './exercise.types';

/** Exercises come from the service with their tags already loaded: no per-row queries. */
@Authorized()
@Resolver(() => Exercise)
export class ExerciseResolver {
  @Query(() => ExercisePage, { description: "A page of the user's exercises in the order they were created." })
  exercises(@CurrentUserId() userId: number, @Args(() => NamedPageArgs) args: NamedPageArgs, @Ctx() { services }: GraphQLContext) {
    return services.exercises.list(userId, args);
  }

  @Query(() => [Exercise], { description: "All the user's exercises in the order they were created, for pickers." })
  allExercises(@CurrentUserId() userId: number, @Ctx() { services }: GraphQLContext) {
    return services.exercises.all(userId);
  }

  @Query(() => Exercise)
  exercise(@CurrentUserId() userId: number, @Arg('id', () => Int) id: number, @Ctx() { services }: GraphQLContext) {
    return services.exercises.get(userId, id);
  }

  @Mutation(() => Exercise)
  createExercise(
    @CurrentUserId() userId: number,
    @Arg('input', () => ExerciseInput) input: ExerciseInput,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.exercises.create(userId, input);
  }

  @Mutation(() => Exercise, { description: 'Replaces the name and the whole tag set.' })
  updateExercise(
    @CurrentUserId() userId: number,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ExerciseInput) input: ExerciseInput,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.exercises.update(userId, id, input);
  }

  @Mutation(() => Exercise, { description: 'Refused (CONFLICT) while a session uses the exercise. Returns the deleted exercise.' })
  deleteExercise(@CurrentUserId() userId: number, @Arg('id', () => Int) id: number, @Ctx() { services }: GraphQLContext) {
    return services.exercises.delete(userId, id);
  }
}
