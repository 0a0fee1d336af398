import { ruleMessage } from '../../common/messages';
import {
  atMostMessage,
  NOT_NEGATIVE_MESSAGE,
  REPETITIONS_MAX,
  REQUIRED_MESSAGE,
  REST_SECONDS_MAX,
  SESSION_DESCRIPTION_MAX,
  SETS_MAX,
  WHOLE_NUMBER_MESSAGE,
  WORKOUT_EXERCISES_MAX,
  WORKOUT_EXERCISES_MAX_MESSAGE,
  WORKOUT_NOTES_MAX,
  WORKOUT_SETS_MAX_MESSAGE,
  WORKOUT_SETS_PER_EXERCISE_MAX,
  message,
} from '@fitness-manager/shared';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsBoolean,
  IsDate,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { ArgsType, Field, GraphQLISODateTime, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageArgs, PageOf } from '../../common/paging';
import { IsNotBlank, MaxTrimmedLength } from '../../common/validation';
import { DecimalScalar } from '../../graphql/scalars';
import { Exercise } from '../training/exercise.types';
import { Routine } from '../training/routine.types';
import { SetType } from './set-type';
import { WORKOUT_TITLE_STORED_MAX } from './workout.entity';
import { IsRpe, IsWeight } from './workout.validation';

export const WORKOUT_TITLE_MAX = 200;
/** Rest after a set of an exercise added to the workout (no plan to take it from). */
export const DEFAULT_REST_SECONDS = 90;
export const MAX_REST_EXTENSION_SECONDS = 600;
/** A logged workout lasts at most this long. */
export const MAX_WORKOUT_HOURS = 24;
/**
 * How far a device's clock may be off the server's: a time a client sends (a logged workout's end, when a set was
 * ticked) may be this far in the future, and a set's tick this far before its workout started (then taken as the start).
 */
export const CLOCK_SKEW_ALLOWANCE_MS = 60_000;
/** Points of an exercise's progress series, and records of "most reps at a weight", per request. */
export const MAX_PROGRESS_POINTS = 500;
export const DEFAULT_PROGRESS_POINTS = 200;
export const MAX_REPS_RECORDS = 100;

@ObjectType({ description: 'One set of an exercise in a workout. Done when completedAt is set.' })
export class WorkoutSet {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  workoutExerciseId!: number;

  @Field(() => Int, { description: '1..n within the exercise.' })
  position!: number;

  @Field(() => DecimalScalar, { nullable: true, description: 'Kilograms, 0 to 2000, up to 3 decimals; null until typed.' })
  weight!: string | null;

  @Field(() => Int, { nullable: true, description: '0 to 1000; null until typed.' })
  reps!: number | null;

  @Field(() => SetType)
  setType!: SetType;

  @Field(() => DecimalScalar, { nullable: true, description: 'Rate of perceived exertion, 6 to 10 in steps of 0.5.' })
  rpe!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was marked done; null while not done.' })
  completedAt!: Date | null;
}

@ObjectType({
  description: 'What the user did for an exercise the last time: the sets of the most recent earlier finished workout with it.',
})
export class PreviousPerformance {
  @Field(() => Int)
  workoutId!: number;

  @Field(() => GraphQLISODateTime)
  startedAt!: Date;

  @Field(() => [WorkoutSet], { description: 'Ordered by position.' })
  sets!: WorkoutSet[];
}

@ObjectType({ description: 'An exercise in a workout, with its plan and its sets.' })
export class WorkoutExercise {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  workoutId!: number;

  @Field(() => Int, { description: '1..n: the order of the workout.' })
  position!: number;

  @Field(() => Exercise)
  exercise!: Exercise;

  @Field(() => Int, { nullable: true, description: 'Sets planned by the session; null for an exercise added to this workout only.' })
  plannedSets!: number | null;

  @Field(() => Int, { nullable: true, description: 'Repetitions planned by the session; null for an added exercise.' })
  plannedReps!: number | null;

  @Field(() => Int, { description: "Rest after each set, in seconds: the session's, or 90 for an added exercise." })
  restSeconds!: number;

  @Field()
  skipped!: boolean;

  @Field({
    description: `The user's note on this exercise in this workout (trimmed, at most ${WORKOUT_NOTES_MAX} characters); '' when none.`,
  })
  note!: string;

  @Field(() => [WorkoutSet], { description: 'Ordered by position.' })
  sets!: WorkoutSet[];
}

@ObjectType({ description: 'The rest timer of a workout in progress. Derive the countdown from endsAt and serverTime.' })
export class RestTimer {
  @Field(() => Int, { nullable: true, description: 'The workout exercise whose set started it.' })
  workoutExerciseId!: number | null;

  @Field(() => GraphQLISODateTime)
  startedAt!: Date;

  @Field(() => GraphQLISODateTime, { description: 'When the rest is over (server clock).' })
  endsAt!: Date;

  @Field(() => GraphQLISODateTime, { description: "The server's clock when it answered: endsAt − serverTime is what was left then." })
  serverTime!: Date;
}

@ObjectType({ description: 'A workout: the sets the user lifted, exercise by exercise.' })
export class Workout {
  @Field(() => Int)
  id!: number;

  @Field({ description: '"Routine — Session" when it started (kept as it was), or the title it was logged with.' })
  title!: string;

  @Field(() => Int, { nullable: true, description: 'Null for a workout logged without a routine, or once its routine was deleted.' })
  routineId!: number | null;

  @Field(() => Int, { nullable: true })
  sessionId!: number | null;

  @Field(() => GraphQLISODateTime)
  startedAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Null while in progress.' })
  finishedAt!: Date | null;

  @Field()
  notes!: string;

  @Field(() => Int, { nullable: true, description: "The training-history record ('Done!') written when it finished, if any." })
  completionId!: number | null;

  @Field(() => [WorkoutExercise], { description: 'In workout order.' })
  exercises!: WorkoutExercise[];
}

@ObjectType()
export class WorkoutPage extends PageOf(Workout) {}

export enum RecordKind {
  HEAVIEST_WEIGHT = 'HEAVIEST_WEIGHT',
  BEST_ESTIMATED_ONE_REP_MAX = 'BEST_ESTIMATED_ONE_REP_MAX',
  MOST_REPS_AT_WEIGHT = 'MOST_REPS_AT_WEIGHT',
  BEST_VOLUME = 'BEST_VOLUME',
}
registerEnumType(RecordKind, {
  name: 'RecordKind',
  description: 'A personal record of an exercise (working sets only: done and not warm-up).',
  valuesConfig: {
    HEAVIEST_WEIGHT: { description: 'Heaviest weight lifted for at least one rep.' },
    BEST_ESTIMATED_ONE_REP_MAX: { description: 'Best one-rep max estimated with the Epley formula: weight × (1 + reps / 30).' },
    MOST_REPS_AT_WEIGHT: { description: 'Most reps with a given weight (one record per weight).' },
    BEST_VOLUME: { description: 'Largest Σ weight × reps of the exercise in one workout.' },
  },
});

@ObjectType({ description: 'A record a set just beat.' })
export class BeatenRecord {
  @Field(() => RecordKind)
  kind!: RecordKind;

  @Field(() => DecimalScalar, { description: 'The new best: kg, reps for MOST_REPS_AT_WEIGHT, the estimate (1 decimal) for the 1RM.' })
  value!: string;

  @Field(() => DecimalScalar, { description: 'The record it beat, in the same unit.' })
  previous!: string;

  @Field(() => DecimalScalar, { nullable: true, description: 'The weight, for MOST_REPS_AT_WEIGHT.' })
  weight!: string | null;
}

@ObjectType()
export class CompleteSetPayload {
  @Field(() => WorkoutSet)
  set!: WorkoutSet;

  @Field(() => Workout, { description: 'The workout, with its rest timer started.' })
  workout!: Workout;

  @Field(() => [BeatenRecord], { description: 'The records this set beat (empty for most sets).' })
  recordsBeaten!: BeatenRecord[];
}

@ObjectType()
export class FinishWorkoutPayload {
  @Field(() => Workout)
  workout!: Workout;

  @Field(() => Routine, {
    nullable: true,
    description: "The workout's routine after it advanced (null when the routine no longer exists).",
  })
  routine!: Routine | null;
}

// ---- inputs ----------------------------------------------------------------------------------------------

@InputType({ description: 'The values of a set. Weight and reps may stay empty until the set is done.' })
export class WorkoutSetInput {
  @Field(() => DecimalScalar, { nullable: true, description: 'Kilograms, 0 to 2000, up to 3 decimals.' })
  @IsWeight()
  @IsOptional()
  weight?: string | null;

  @Field(() => Int, { nullable: true })
  @Max(REPETITIONS_MAX, { message: ruleMessage(atMostMessage(REPETITIONS_MAX)) })
  @Min(0, { message: ruleMessage(NOT_NEGATIVE_MESSAGE) })
  @IsInt({ message: ruleMessage(WHOLE_NUMBER_MESSAGE) })
  @IsOptional()
  reps?: number | null;

  @Field(() => SetType, { defaultValue: SetType.NORMAL })
  @IsIn(Object.values(SetType), { message: ruleMessage(message('server.chooseSetType')) })
  setType: SetType = SetType.NORMAL;

  @Field(() => DecimalScalar, { nullable: true, description: '6 to 10 in steps of 0.5.' })
  @IsRpe()
  @IsOptional()
  rpe?: string | null;
}

@InputType()
export class AddWorkoutExerciseInput {
  @Field(() => Int, { description: "One of the user's exercises." })
  @IsInt({ message: ruleMessage(message('server.chooseExercise')) })
  @IsDefined({ message: ruleMessage(REQUIRED_MESSAGE) })
  exerciseId!: number;

  @Field(() => Int, { nullable: true, description: `Rest after each set, in seconds (default ${DEFAULT_REST_SECONDS}).` })
  @Max(REST_SECONDS_MAX, { message: ruleMessage(atMostMessage(REST_SECONDS_MAX)) })
  @Min(0, { message: ruleMessage(NOT_NEGATIVE_MESSAGE) })
  @IsInt({ message: ruleMessage(WHOLE_NUMBER_MESSAGE) })
  @IsOptional()
  restSeconds?: number | null;
}

@InputType({ description: 'A done set of a logged workout.' })
export class LoggedSetInput {
  @Field(() => DecimalScalar, { description: 'Kilograms, 0 to 2000, up to 3 decimals.' })
  @IsWeight()
  @IsDefined({ message: ruleMessage(REQUIRED_MESSAGE) })
  weight!: string;

  @Field(() => Int)
  @Max(REPETITIONS_MAX, { message: ruleMessage(atMostMessage(REPETITIONS_MAX)) })
  @Min(0, { message: ruleMessage(NOT_NEGATIVE_MESSAGE) })
  @IsInt({ message: ruleMessage(WHOLE_NUMBER_MESSAGE) })
  @IsDefined({ message: ruleMessage(REQUIRED_MESSAGE) })
  reps!: number;

  @Field(() => SetType, { defaultValue: SetType.NORMAL })
  @IsIn(Object.values(SetType), { message: ruleMessage(message('server.chooseSetType')) })
  setType: SetType = SetType.NORMAL;

  @Field(() => DecimalScalar, { nullable: true })
  @IsRpe()
  @IsOptional()
  rpe?: string | null;
}

@InputType()
export class LoggedExerciseInput {
  @Field(() => Int, { description: "One of the user's exercises." })
  @IsInt({ message: ruleMessage(message('server.chooseExercise')) })
  @IsDefined({ message: ruleMessage(REQUIRED_MESSAGE) })
  exerciseId!: number;

  @Field(() => Int, { nullable: true, description: `Rest after each set, in seconds (default ${DEFAULT_REST_SECONDS}).` })
  @Max(REST_SECONDS_MAX, { message: ruleMessage(atMostMessage(REST_SECONDS_MAX)) })
  @Min(0, { message: ruleMessage(NOT_NEGATIVE_MESSAGE) })
  @IsInt({ message: ruleMessage(WHOLE_NUMBER_MESSAGE) })
  @IsOptional()
  restSeconds?: number | null;

  @Field(() => String, {
    nullable: true,
    description: `A note on this exercise in this workout (at most ${WORKOUT_NOTES_MAX} characters once trimmed).`,
  })
  @MaxTrimmedLength(WORKOUT_NOTES_MAX)
  @IsString({ message: ruleMessage(message('server.mustBeText')) })
  @IsOptional()
  note?: string | null;

  @Field(() => [LoggedSetInput], { description: `1 to ${WORKOUT_SETS_PER_EXERCISE_MAX} sets, in order.` })
  @ValidateNested({ each: true })
  @ArrayMaxSize(WORKOUT_SETS_PER_EXERCISE_MAX, { message: ruleMessage(WORKOUT_SETS_MAX_MESSAGE) })
  @ArrayMinSize(1, { message: ruleMessage(message('server.addSet')) })
  sets!: LoggedSetInput[];
}

@InputType({ description: 'A whole finished workout, for integrators: saved in one transaction.' })
export class LogWorkoutInput {
  @Field(() => Int, { nullable: true, description: "The session done (one of the user's): its routine's history records it." })
  @IsInt({ message: ruleMessage(message('server.chooseSession')) })
  @IsOptional()
  sessionId?: number | null;

  @Field({
    defaultValue: false,
    description: "With sessionId: advance the routine like 'Done!' (the session must be the current one, else CONFLICT).",
  })
  @IsBoolean({ message: ruleMessage(message('server.trueOrFalse')) })
  advanceRoutine: boolean = false;

  @Field(() => String, { nullable: true, description: '"Routine — Session" by default with a sessionId, else "Workout".' })
  @MaxTrimmedLength(WORKOUT_TITLE_MAX)
  @IsOptional()
  title?: string | null;

  @Field(() => GraphQLISODateTime)
  @IsDate({ message: ruleMessage(REQUIRED_MESSAGE) })
  startedAt!: Date;

  @Field(() => GraphQLISODateTime, {
    description: `Not before startedAt, not in the future, at most ${MAX_WORKOUT_HOURS} hours after startedAt.`,
  })
  @IsDate({ message: ruleMessage(REQUIRED_MESSAGE) })
  finishedAt!: Date;

  @Field(() => String, { nullable: true })
  @MaxTrimmedLength(WORKOUT_NOTES_MAX)
  @IsOptional()
  notes?: string | null;

  @Field(() => [LoggedExerciseInput], { description: `1 to ${WORKOUT_EXERCISES_MAX} exercises, in order.` })
  @ValidateNested({ each: true })
  @ArrayMaxSize(WORKOUT_EXERCISES_MAX, { message: ruleMessage(WORKOUT_EXERCISES_MAX_MESSAGE) })
  @ArrayMinSize(1, { message: ruleMessage(message('server.addExercise')) })
  exercises!: LoggedExerciseInput[];
}

@ArgsType()
export class WorkoutPageArgs extends PageArgs {
  @Field(() => Int, { nullable: true, description: "Only this routine's workouts." })
  routineId?: number | null;
}

/** An exercise's history between two instants: from inclusive, to exclusive (workout start times). */
@ArgsType()
export class ExerciseHistoryArgs extends PageArgs {
  @Field(() => Int)
  exerciseId!: number;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Workouts started at or after this instant.' })
  from?: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Workouts started before this instant.' })
  to?: Date | null;
}

@ArgsType()
export class ExerciseProgressArgs {
  @Field(() => Int)
  exerciseId!: number;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Workouts started at or after this instant.' })
  from?: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Workouts started before this instant.' })
  to?: Date | null;

  @Field(() => Int, {
    defaultValue: DEFAULT_PROGRESS_POINTS,
    description: `At most this many points (the newest), 1 to ${MAX_PROGRESS_POINTS}.`,
  })
  @Min(1, { message: ruleMessage(message('server.sizeAtLeast', { min: 1 })) })
  @Max(MAX_PROGRESS_POINTS, { message: ruleMessage(message('server.sizeAtMost', { max: MAX_PROGRESS_POINTS })) })
  size: number = DEFAULT_PROGRESS_POINTS;
}

@ObjectType({ description: 'The sets of an exercise in one finished workout.' })
export class ExerciseHistoryEntry {
  @Field(() => Int)
  workoutExerciseId!: number;

  @Field(() => Int)
  workoutId!: number;

  @Field()
  title!: string;

  @Field(() => GraphQLISODateTime)
  startedAt!: Date;

  @Field(() => GraphQLISODateTime)
  finishedAt!: Date;

  @Field({
    description: `The user's note on this exercise in that workout (trimmed, at most ${WORKOUT_NOTES_MAX} characters); '' when none.`,
  })
  note!: string;

  @Field(() => [WorkoutSet], { description: 'Ordered by position.' })
  sets!: WorkoutSet[];
}

@ObjectType()
export class ExerciseHistoryEntryPage extends PageOf(ExerciseHistoryEntry) {}

@ObjectType({ description: "One finished workout's best for an exercise (working sets only)." })
export class ExerciseProgressPoint {
  @Field(() => Int)
  workoutId!: number;

  @Field(() => GraphQLISODateTime)
  startedAt!: Date;

  @Field(() => DecimalScalar, { description: 'Heaviest weight lifted for at least one rep (0 when none).' })
  heaviestWeight!: string;

  @Field(() => DecimalScalar, { nullable: true, description: 'Best Epley estimate, 1 decimal; null without a weighted rep.' })
  estimatedOneRepMax!: string | null;

  @Field(() => DecimalScalar, { description: 'Σ weight × reps.' })
  volume!: string;
}

@ObjectType({ description: 'A record held by a set.' })
export class SetRecord {
  @Field(() => Int)
  setId!: number;

  @Field(() => Int)
  workoutId!: number;

  @Field(() => GraphQLISODateTime, { description: 'When its workout started.' })
  achievedAt!: Date;

  @Field(() => DecimalScalar)
  weight!: string;

  @Field(() => Int)
  reps!: number;

  @Field(() => DecimalScalar, { nullable: true, description: 'Epley estimate of this set, 1 decimal.' })
  estimatedOneRepMax!: string | null;
}

@ObjectType({ description: 'The volume record: the workout with the largest Σ weight × reps for the exercise.' })
export class VolumeRecord {
  @Field(() => Int)
  workoutId!: number;

  @Field(() => GraphQLISODateTime)
  achievedAt!: Date;

  @Field(() => DecimalScalar)
  volume!: string;
}

@ObjectType({
  description: 'Personal records of an exercise over its finished workouts. Each is held by the first set (or workout) that reached it.',
})
export class ExerciseRecords {
  @Field(() => Int)
  exerciseId!: number;

  @Field(() => SetRecord, { nullable: true })
  heaviestWeight!: SetRecord | null;

  @Field(() => SetRecord, { nullable: true, description: 'Estimated with the Epley formula: weight × (1 + reps / 30).' })
  bestEstimatedOneRepMax!: SetRecord | null;

  @Field(() => VolumeRecord, { nullable: true })
  bestVolume!: VolumeRecord | null;

  /** All of them; the field resolver hands out the `size` heaviest. */
  allRepsAtWeight!: SetRecord[];
}

// ---- a workout as the app keeps it (the export file's form; checked when one is imported) ------------------------

const NOT_A_TIME = ruleMessage(message('server.notADateTime'));

/** A workout's own values, as stored: any title the app writes, its session's description, times and notes. */
export class WorkoutRecordInput {
  @MaxTrimmedLength(WORKOUT_TITLE_STORED_MAX)
  @IsNotBlank()
  title!: string;

  @MaxTrimmedLength(SESSION_DESCRIPTION_MAX)
  @IsString({ message: ruleMessage(message('server.mustBeText')) })
  @IsOptional()
  sessionDescription?: string | null;

  @IsDate({ message: NOT_A_TIME })
  startedAt!: Date;

  @IsDate({ message: NOT_A_TIME })
  @IsOptional()
  finishedAt?: Date | null;

  @MaxTrimmedLength(WORKOUT_NOTES_MAX)
  @IsString({ message: ruleMessage(message('server.mustBeText')) })
  notes!: string;
}

/** An exercise of a kept workout: its session's plan (sets, repetitions, rest), whether it was skipped, and its note. */
export class WorkoutRecordExerciseInput {
  @Max(SETS_MAX, { message: ruleMessage(atMostMessage(SETS_MAX)) })
  @Min(0, { message: ruleMessage(NOT_NEGATIVE_MESSAGE) })
  @IsInt({ message: ruleMessage(WHOLE_NUMBER_MESSAGE) })
  @IsOptional()
  plannedSets?: number | null;

  @Max(REPETITIONS_MAX, { message: ruleMessage(atMostMessage(REPETITIONS_MAX)) })
  @Min(0, { message: ruleMessage(NOT_NEGATIVE_MESSAGE) })
  @IsInt({ message: ruleMessage(WHOLE_NUMBER_MESSAGE) })
  @IsOptional()
  plannedReps?: number | null;

  @Max(REST_SECONDS_MAX, { message: ruleMessage(atMostMessage(REST_SECONDS_MAX)) })
  @Min(0, { message: ruleMessage(NOT_NEGATIVE_MESSAGE) })
  @IsInt({ message: ruleMessage(WHOLE_NUMBER_MESSAGE) })
  @IsDefined({ message: ruleMessage(REQUIRED_MESSAGE) })
  restSeconds!: number;

  @IsBoolean({ message: ruleMessage(message('server.trueOrFalse')) })
  skipped!: boolean;

  /** The note on it ('' when none; absent in exports written before exercises had notes). */
  @MaxTrimmedLength(WORKOUT_NOTES_MAX)
  @IsString({ message: ruleMessage(message('server.mustBeText')) })
  note!: string;
}

/** A set of a kept workout: the set rules, and when it was marked done. */
export class WorkoutRecordSetInput extends WorkoutSetInput {
  @IsDate({ message: NOT_A_TIME })
  @IsOptional()
  completedAt?: Date | null;
}
