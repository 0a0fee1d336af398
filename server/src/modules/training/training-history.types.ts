import { ArgsType, Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { PageArgs, PageOf } from '../../common/paging';
import { Workout } from '../workouts/workout.types';

@ObjectType({ description: "One 'Done!': a session of a routine completed at a moment (the training history)." })
export class SessionCompletion {
  @Field(() => Int)
  id!: number;

  @Field(() => GraphQLISODateTime, { description: 'When the session was marked done (UTC, ISO 8601).' })
  completedAt!: Date;

  @Field(() => Int)
  routineId!: number;

  @Field({ description: "The routine's name now." })
  routineName!: string;

  @Field(() => Int, { nullable: true, description: 'Null once the session was removed (fewer times per week).' })
  sessionId!: number | null;

  @Field({ description: "The session's description when it was done." })
  sessionDescription!: string;

  @Field(() => Workout, { nullable: true, description: "The workout logged for it (sets, duration, volume); null for a plain 'Done!'." })
  workout!: Workout | null;
}

@ObjectType()
export class SessionCompletionPage extends PageOf(SessionCompletion) {}

@ArgsType()
export class TrainingHistoryArgs extends PageArgs {
  @Field(() => Int, { nullable: true, description: "Only this routine's completions." })
  routineId?: number | null;
}
