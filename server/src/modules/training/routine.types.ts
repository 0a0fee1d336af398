import { ruleMessage } from '../../common/messages';
import {
  atMostMessage,
  NAME_MAX,
  NOT_NEGATIVE_MESSAGE,
  REPETITIONS_MAX,
  REQUIRED_MESSAGE,
  REST_SECONDS_MAX,
  ROUTINE_DESCRIPTION_MAX,
  ROUTINE_GOAL_MAX,
  SESSION_DESCRIPTION_MAX,
  SETS_MAX,
  WEEK_FREQUENCY_MAX,
  WEEK_FREQUENCY_MESSAGE,
  WHOLE_NUMBER_MESSAGE,
  message,
} from '@fitness-manager/shared';
import { IsBoolean, IsDefined, IsInt, Max, Min } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../common/paging';
import { IsNotBlank, MaxTrimmedLength } from '../../common/validation';
import { Exercise } from './exercise.types';

@ObjectType({ description: 'An exercise in a session: sets × repetitions and the rest between sets.' })
export class SessionExercise {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  sets!: number;

  @Field(() => Int)
  repetitions!: number;

  @Field(() => Int, { description: 'Rest between sets, in seconds.' })
  restSeconds!: number;

  @Field(() => Exercise)
  exercise!: Exercise;

  @Field(() => Int)
  sessionId!: number;
}

@ObjectType({ description: 'One training day of a routine (A, B, C …).' })
export class Session {
  @Field(() => Int)
  id!: number;

  @Field(() => Int, { description: '1..weekFrequency; sessions are done in this order.' })
  orderNumber!: number;

  @Field()
  description!: string;

  @Field({ description: "True for exactly one session of the routine: the next one to do ('Done!' advances it)." })
  isCurrent!: boolean;

  @Field(() => Int)
  routineId!: number;

  @Field(() => [SessionExercise], { description: 'Ordered as added.' })
  exercises!: SessionExercise[];
}

@ObjectType({ description: 'A training routine: one session per time per week.' })
export class Routine {
  @Field(() => Int)
  id!: number;

  @Field()
  name!: string;

  @Field()
  description!: string;

  @Field()
  goal!: string;

  @Field(() => Int, { description: 'Times per week, 1 to 7; the routine has this many sessions.' })
  weekFrequency!: number;

  @Field({ description: "The user's active routine (at most one), shown on the home page." })
  isActive!: boolean;

  @Field(() => [Session], { description: 'Ordered by orderNumber.' })
  sessions!: Session[];
}

@ObjectType()
export class RoutinePage extends PageOf(Routine) {}

// class-validator checks the decorators nearest the property first; with stopAtFirstError the
// required check sits lowest.
@InputType()
export class RoutineInput {
  @Field()
  @MaxTrimmedLength(NAME_MAX)
  @IsNotBlank()
  name!: string;

  @Field()
  @MaxTrimmedLength(ROUTINE_DESCRIPTION_MAX)
  @IsNotBlank()
  description!: string;

  @Field()
  @MaxTrimmedLength(ROUTINE_GOAL_MAX)
  @IsNotBlank()
  goal!: string;

  @Field(() => Int, { description: 'Times per week, 1 to 7.' })
  @Max(WEEK_FREQUENCY_MAX, { message: ruleMessage(WEEK_FREQUENCY_MESSAGE) })
  @Min(1, { message: ruleMessage(WEEK_FREQUENCY_MESSAGE) })
  @IsInt({ message: ruleMessage(WEEK_FREQUENCY_MESSAGE) })
  @IsDefined({ message: ruleMessage(REQUIRED_MESSAGE) })
  weekFrequency!: number;

  @Field({ defaultValue: true, description: "Make it the user's active routine (the previous one stops being active)." })
  @IsBoolean({ message: ruleMessage(message('server.trueOrFalse')) })
  isActive: boolean = true;
}

@InputType()
export class SessionInput {
  @Field()
  @MaxTrimmedLength(SESSION_DESCRIPTION_MAX)
  @IsNotBlank()
  description!: string;
}

/** Required whole number 0..max; the rules are listed in the order they are checked. */
const WholeNumber =
  (max: number): PropertyDecorator =>
  (target, key) => {
    for (const rule of [
      IsDefined({ message: ruleMessage(REQUIRED_MESSAGE) }),
      IsInt({ message: ruleMessage(WHOLE_NUMBER_MESSAGE) }),
      Min(0, { message: ruleMessage(NOT_NEGATIVE_MESSAGE) }),
      Max(max, { message: ruleMessage(atMostMessage(max)) }),
    ]) {
      rule(target, key);
    }
  };

@InputType()
export class SessionExerciseInput {
  @Field(() => Int, { description: "One of the user's exercises." })
  @IsInt({ message: ruleMessage(message('server.chooseExercise')) })
  @IsDefined({ message: ruleMessage(REQUIRED_MESSAGE) })
  exerciseId!: number;

  @Field(() => Int)
  @WholeNumber(SETS_MAX)
  sets!: number;

  @Field(() => Int)
  @WholeNumber(REPETITIONS_MAX)
  repetitions!: number;

  @Field(() => Int, { description: 'Rest between sets, in seconds.' })
  @WholeNumber(REST_SECONDS_MAX)
  restSeconds!: number;
}
