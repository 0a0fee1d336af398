import { ruleMessage } from '../../common/messages';
import { MEALS_PER_DAY_MAX, MEALS_PER_DAY_MAX_MESSAGE, NAME_MAX, message } from '@fitness-manager/shared';
import { ArrayMaxSize, ArrayMinSize, IsOptional } from 'class-validator';
import { LocalDateResolver } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { IsAmount, IsNotBlank, MaxTrimmedLength } from '../../common/validation';
import { DecimalScalar } from '../../graphql/scalars';
import { Macros } from '../foods/macros.types';
import { DailyMeal } from '../meals/meal.types';

@ObjectType({ description: 'A name new days give their meals, in order.' })
export class MealName {
  @Field(() => Int)
  id!: number;

  @Field(() => Int, { description: '1..n' })
  orderNumber!: number;

  @Field()
  name!: string;
}

@ObjectType({ description: 'Daily targets: calories in kcal, the rest in grams.' })
export class MacroGoals extends Macros {}

@ObjectType({ description: "The user's meal names and daily macro goals." })
export class MealInfo {
  @Field(() => Int)
  id!: number;

  @Field(() => Int, { description: 'Always the number of meal names.' })
  mealsPerDay!: number;

  @Field(() => [MealName], { description: 'By order number.' })
  mealNames!: MealName[];

  @Field(() => MacroGoals)
  goals!: MacroGoals;
}

@InputType()
export class MacroGoalsInput {
  @Field(() => DecimalScalar)
  @IsAmount()
  calories!: string;

  @Field(() => DecimalScalar)
  @IsAmount()
  carbohydrates!: string;

  @Field(() => DecimalScalar)
  @IsAmount()
  proteins!: string;

  @Field(() => DecimalScalar)
  @IsAmount()
  fats!: string;
}

@InputType()
export class RenameMealsInput {
  @Field(() => [String], { description: 'The new names in order; meals are numbered 1..n from this list.' })
  @MaxTrimmedLength(NAME_MAX, { each: true })
  @IsNotBlank({ each: true, blankMessage: message('server.mealNamesBlank') })
  @ArrayMaxSize(MEALS_PER_DAY_MAX, { message: ruleMessage(MEALS_PER_DAY_MAX_MESSAGE) })
  @ArrayMinSize(1, { message: ruleMessage(message('server.keepOneMeal')) })
  names!: string[];

  @Field(() => LocalDateResolver, {
    nullable: true,
    description:
      "Also rename this day's meals: each kept meal (see `previousOrderNumbers`) takes its new name and place with its entries, " +
      'meals not kept are deleted with their entries, new ones are added empty.',
  })
  @IsOptional()
  renameDate?: string | null;

  @Field(() => [Int], {
    nullable: 'itemsAndList',
    description:
      'Parallel to `names`: for each new name, the order number (1..mealsPerDay, before this change) of the meal it continues, ' +
      'or null for a new meal. Meals no name continues are removed. Default: by position (name i continues meal i).',
  })
  @IsOptional()
  @ArrayMaxSize(MEALS_PER_DAY_MAX, { message: ruleMessage(MEALS_PER_DAY_MAX_MESSAGE) })
  previousOrderNumbers?: Array<number | null> | null;

  @Field(() => [String], {
    nullable: true,
    description:
      'The meal names the change was made from (what the form showed). When given and the names have changed since ' +
      '(elsewhere, e.g. in another tab), nothing is saved and `previousNames` gets a message: `previousOrderNumbers` ' +
      'would point at the wrong meals.',
  })
  @IsOptional()
  @MaxTrimmedLength(NAME_MAX, { each: true })
  @ArrayMaxSize(MEALS_PER_DAY_MAX, { message: ruleMessage(MEALS_PER_DAY_MAX_MESSAGE) })
  previousNames?: string[] | null;
}

@ObjectType()
export class RenameMealsPayload {
  @Field(() => MealInfo)
  mealInfo!: MealInfo;

  @Field(() => DailyMeal, { nullable: true, description: 'The renamed day, when `renameDate` named a started day.' })
  dailyMeal?: DailyMeal | null;
}
