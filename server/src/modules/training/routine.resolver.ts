import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { NamedPageArgs } from '../../common/paging';
import { CurrentUserId, type GraphQLContext } from '../../graphql/context';
import type { RoutineEntity } from './routine.entity';
import { Routine, RoutineInput, RoutinePage, Session, SessionExercise, SessionExerciseInput } from './routine.types';
import type { SessionEntity } from './session.entity';

/**
 * Routines come from the service as whole trees (sessions, session exercises, exercises, tags) loaded
 * with a constant number of IN-list queries, so every nested field here is resolved synchronously.
 */
@Authorized()
@Resolver(() => Routine)
export class RoutineResolver {
  @Query(() => RoutinePage, { description: "A page of the user's routines in the order they were created." })
  routines(@CurrentUserId() userId: number, @Args(() => NamedPageArgs) args: NamedPageArgs, @Ctx() { services }: GraphQLContext) {
    return services.routines.list(userId, args);
  }

  @Query(() => Routine)
  routine(@CurrentUserId() userId: number, @Arg('id', () => Int) id: number, @Ctx() { services }: GraphQLContext) {
    return services.routines.get(userId, id);
  }

  @Query(() => Routine, { nullable: true, description: "The user's active routine (home page), or null when there is none." })
  activeRoutine(@CurrentUserId() userId: number, @Ctx() { services }: GraphQLContext) {
    return services.routines.active(userId);
  }

  @Mutation(() => Routine, {
    description: 'Creates the routine with sessions A, B, C … (one per time per week; the first is current). Active by default.',
  })
  createRoutine(
    @CurrentUserId() userId: number,
    @Arg('input', () => RoutineInput) input: RoutineInput,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.routines.create(userId, input);
  }

  @Mutation(() => Routine, {
    description:
      'Replaces the fields; sessions past the new weekFrequency are removed with their exercises, missing ones are added. ' +
      'Making it active clears the flag on the other routine.',
  })
  updateRoutine(
    @CurrentUserId() userId: number,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => RoutineInput) input: RoutineInput,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.routines.update(userId, id, input);
  }

  @Mutation(() => Routine, {
    description: 'Deletes the routine with its sessions, their exercises and its history. Returns what was deleted.',
  })
  deleteRoutine(@CurrentUserId() userId: number, @Arg('id', () => Int) id: number, @Ctx() { services }: GraphQLContext) {
    return services.routines.delete(userId, id);
  }

  @Mutation(() => Session, { description: "Renames a session; its order and current flag don't change." })
  updateSession(
    @CurrentUserId() userId: number,
    @Arg('id', () => Int) id: number,
    @Arg('description', () => String) description: string,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.routines.updateSession(userId, id, description);
  }

  @Mutation(() => SessionExercise)
  addSessionExercise(
    @CurrentUserId() userId: number,
    @Arg('sessionId', () => Int) sessionId: number,
    @Arg('input', () => SessionExerciseInput) input: SessionExerciseInput,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.routines.addSessionExercise(userId, sessionId, input);
  }

  @Mutation(() => SessionExercise, { description: 'Replaces exercise, sets, repetitions and rest; the session stays.' })
  updateSessionExercise(
    @CurrentUserId() userId: number,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => SessionExerciseInput) input: SessionExerciseInput,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.routines.updateSessionExercise(userId, id, input);
  }

  @Mutation(() => SessionExercise, { description: 'Returns the deleted session exercise.' })
  deleteSessionExercise(@CurrentUserId() userId: number, @Arg('id', () => Int) id: number, @Ctx() { services }: GraphQLContext) {
    return services.routines.deleteSessionExercise(userId, id);
  }

  @Mutation(() => Routine, {
    description:
      "'Done!': the session must be the current one of its routine (else CONFLICT). The next session by orderNumber becomes " +
      'current (the last wraps to the first) and the completion is recorded. Returns the routine with all its sessions.',
  })
  completeSession(@CurrentUserId() userId: number, @Arg('sessionId', () => Int) sessionId: number, @Ctx() { services }: GraphQLContext) {
    return services.routines.completeSession(userId, sessionId);
  }

  @FieldResolver(() => Session, { nullable: true, description: 'The session to do next (the one with isCurrent).' })
  currentSession(@Root() routine: RoutineEntity): SessionEntity | null {
    return routine.sessions.find((session) => session.isCurrent) ?? null;
  }
}
