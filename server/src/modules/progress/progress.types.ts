import {
  BODY_WEIGHT_MAX,
  BODY_WEIGHT_MAX_MESSAGE,
  PROGRESS_DAYS_MAX,
  WEIGHT_CHANGE_DAYS,
  WEIGHT_CHANGE_DAYS_MAX,
} from '@fitness-manager/shared';
import { LocalDateResolver } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { IsAmount } from '../../common/validation';
import { DecimalScalar } from '../../graphql/scalars';
import { Macros } from '../foods/macros.types';
import { MacroGoals } from '../meal-info/meal-info.types';
import { IsAtMost } from './progress.validation';

@ObjectType({ description: 'A body weight logged for a day (one per day).' })
export class BodyWeight {
  @Field(() => Int)
  id!: number;

  @Field(() => LocalDateResolver)
  date!: string;

  @Field(() => DecimalScalar, { description: 'In kg.' })
  weight!: string;
}

@InputType({ description: 'A weight for a day; a day that has one gets this one instead.' })
export class BodyWeightInput {
  @Field(() => LocalDateResolver)
  date!: string;

  @Field(() => DecimalScalar, { description: `In kg: more than 0, at most ${BODY_WEIGHT_MAX}, up to 3 decimals.` })
  @IsAmount({ positive: true })
  @IsAtMost(BODY_WEIGHT_MAX, BODY_WEIGHT_MAX_MESSAGE)
  weight!: string;
}

@ObjectType({ description: `The latest weight up to a day and how it changed over ${WEIGHT_CHANGE_DAYS} days.` })
export class BodyWeightTrend {
  @Field(() => BodyWeight, { nullable: true, description: 'The latest weight on or before the day; null when none was logged.' })
  latest!: BodyWeight | null;

  @Field(() => BodyWeight, {
    nullable: true,
    description:
      `What \`change\` compares with: the latest weight on or before ${WEIGHT_CHANGE_DAYS} days before \`latest\` ` +
      `and at most ${WEIGHT_CHANGE_DAYS_MAX} days before it, else the earliest within those ${WEIGHT_CHANGE_DAYS} days; ` +
      `null when there is neither. Its date says since when \`change\` counts.`,
  })
  previous!: BodyWeight | null;

  @Field(() => DecimalScalar, { nullable: true, description: '`latest.weight - previous.weight` in kg; null without `previous`.' })
  change!: string | null;
}

@ObjectType({ description: 'What a body weight change touched: the weight (the deleted one for a deletion) and the fresh trend.' })
export class BodyWeightPayload {
  @Field(() => BodyWeight)
  bodyWeight!: BodyWeight;

  @Field(() => BodyWeightTrend, { description: 'The trend up to the `today` the mutation was given.' })
  trend!: BodyWeightTrend;
}

@ObjectType({ description: 'One day of a progress range.' })
export class DietProgressDay {
  @Field(() => LocalDateResolver)
  date!: string;

  @Field({
    description: 'Whether the day has at least one meal entry. A day never started, or started and left empty, is a gap, not zeros.',
  })
  logged!: boolean;

  @Field(() => Macros, { nullable: true, description: "The day's totals; null when the day was not logged." })
  totals!: Macros | null;

  @Field(() => MacroGoals, { description: 'The goals in force on that day (a later change of goals does not alter it).' })
  goals!: MacroGoals;
}

@ObjectType({ description: `Eating over a range of days (at most ${PROGRESS_DAYS_MAX}).` })
export class DietProgress {
  @Field(() => LocalDateResolver)
  from!: string;

  @Field(() => LocalDateResolver)
  to!: string;

  @Field(() => Int)
  daysInRange!: number;

  @Field(() => Int, { description: 'Days of the range with at least one meal entry.' })
  daysLogged!: number;

  @Field(() => [DietProgressDay], { description: 'Every day of the range, in order.' })
  days!: DietProgressDay[];

  @Field(() => Macros, { nullable: true, description: 'Average of the logged days; null when none was logged.' })
  averages!: Macros | null;
}
