import { IsInt, IsOptional } from 'class-validator';
import { LocalDateResolver } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { IsAmount } from '../../common/validation';
import { DecimalScalar } from '../../graphql/scalars';
import { Food } from '../foods/food.types';
import { Recipe } from '../recipes/recipe.types';

export { LocalDateResolver as LocalDateScalar };

@ObjectType({ description: 'A quantity of one food or one recipe eaten in a meal.' })
export class MealEntry {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  mealId!: number;

  @Field(() => DecimalScalar, { description: "In the food's or recipe's unit." })
  quantity!: string;

  @Field(() => Food, { nullable: true, description: 'Set when the entry is a food (then `recipe` is null).' })
  food?: Food | null;

  @Field(() => Recipe, { nullable: true, description: 'Set when the entry is a recipe (then `food` is null).' })
  recipe?: Recipe | null;
}

@ObjectType({ description: 'One named meal of a day.' })
export class Meal {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  dailyMealId!: number;

  @Field()
  name!: string;

  @Field(() => Int, { description: '1..n within the day.' })
  orderNumber!: number;

  @Field(() => [MealEntry], { description: 'In the order they were added.' })
  entries!: MealEntry[];
}

@ObjectType({ description: "A user's day of eating." })
export class DailyMeal {
  @Field(() => Int)
  id!: number;

  @Field(() => LocalDateResolver)
  date!: string;

  @Field(() => [Meal], { description: 'By order number.' })
  meals!: Meal[];
}

@InputType({ description: 'Exactly one of `foodId` and `recipeId`.' })
export class MealEntryInput {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  foodId?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  recipeId?: number | null;

  @Field(() => DecimalScalar)
  @IsAmount({ positive: true })
  quantity!: string;
}

@ObjectType({ description: 'What an entry change touched: the entry, its meal and its day, with fresh totals.' })
export class MealEntryPayload {
  @Field(() => MealEntry)
  entry!: MealEntry;

  @Field(() => Meal)
  meal!: Meal;

  @Field(() => DailyMeal)
  dailyMeal!: DailyMeal;
}

@ObjectType({ description: 'What a meal copy changed: the meal with its new entries, and its day with fresh totals.' })
export class CopyMealPayload {
  @Field(() => Meal)
  meal!: Meal;

  @Field(() => DailyMeal)
  dailyMeal!: DailyMeal;
}

@ObjectType({ description: 'A food or a recipe the user ate lately: what the entry dialog offers first.' })
export class RecentMealSource {
  @Field(() => Food, { nullable: true, description: 'Set when this is a food (then `recipe` is null).' })
  food?: Food | null;

  @Field(() => Recipe, { nullable: true, description: 'Set when this is a recipe (then `food` is null).' })
  recipe?: Recipe | null;

  @Field(() => Int, { description: 'Entries of it in the recent days.' })
  uses!: number;

  @Field(() => LocalDateResolver, { description: 'The last day it was eaten.' })
  lastUsed!: string;
}
