import { RECENT_DAYS, RECENT_SOURCES_MAX, rounded } from '@fitness-manager/shared';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CurrentUserId, type GraphQLContext } from '../../graphql/context';
import { Macros } from '../foods/macros.types';
import type { DailyMealEntity } from './daily-meal.entity';
import type { MealEntity } from './meal.entity';
import type { MealEntryEntity } from './meal-entry.entity';
import { dayMacros, entryMacros, mealMacros } from './meal-nutrition';
import {
  CopyMealPayload,
  DailyMeal,
  LocalDateScalar,
  Meal,
  MealEntry,
  MealEntryInput,
  MealEntryPayload,
  RecentMealSource,
} from './meal.types';

@Authorized()
@Resolver(() => DailyMeal)
export class DailyMealResolver {
  @Query(() => DailyMeal, { nullable: true, description: 'The day of that date, or null when it was not started.' })
  dailyMeal(@CurrentUserId() userId: number, @Arg('date', () => LocalDateScalar) date: string, @Ctx() { services }: GraphQLContext) {
    return services.dailyMeals.findDay(userId, date);
  }

  @Mutation(() => DailyMeal, { description: 'Starts the day with one empty meal per meal name; returns the day if already started.' })
  startDay(@CurrentUserId() userId: number, @Arg('date', () => LocalDateScalar) date: string, @Ctx() { services }: GraphQLContext) {
    return services.dailyMeals.startDay(userId, date);
  }

  @Mutation(() => MealEntryPayload)
  addMealEntry(
    @CurrentUserId() userId: number,
    @Arg('mealId', () => Int) mealId: number,
    @Arg('input', () => MealEntryInput) input: MealEntryInput,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.dailyMeals.addEntry(userId, mealId, input);
  }

  @Mutation(() => MealEntryPayload)
  updateMealEntry(
    @CurrentUserId() userId: number,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => MealEntryInput) input: MealEntryInput,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.dailyMeals.updateEntry(userId, id, input);
  }

  @Mutation(() => MealEntryPayload, { description: '`entry` is the deleted entry; `meal` and `dailyMeal` are without it.' })
  deleteMealEntry(@CurrentUserId() userId: number, @Arg('id', () => Int) id: number, @Ctx() { services }: GraphQLContext) {
    return services.dailyMeals.deleteEntry(userId, id);
  }

  @Mutation(() => DailyMeal, {
    description:
      "Copies every entry of the day `from` into the day `to` by meal position (the first meal's entries into the first meal, …), " +
      'after the entries `to` has; starts `to` if needed and adds a meal for a position it lacks. A day with no entries is refused.',
  })
  copyDay(
    @CurrentUserId() userId: number,
    @Arg('from', () => LocalDateScalar) from: string,
    @Arg('to', () => LocalDateScalar) to: string,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.dailyMeals.copyDay(userId, from, to);
  }

  @Mutation(() => CopyMealPayload, {
    description: 'Copies every entry of one meal into another (any of your days). A meal with no entries is refused.',
  })
  copyMeal(
    @CurrentUserId() userId: number,
    @Arg('fromMealId', () => Int) fromMealId: number,
    @Arg('toMealId', () => Int) toMealId: number,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.dailyMeals.copyMeal(userId, fromMealId, toMealId);
  }

  @Query(() => [RecentMealSource], {
    description: `The foods and recipes eaten in the ${RECENT_DAYS} days up to \`today\` (the user's date), most used first, at most ${RECENT_SOURCES_MAX}.`,
  })
  recentMealSources(
    @CurrentUserId() userId: number,
    @Arg('today', () => LocalDateScalar) today: string,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.dailyMeals.recentSources(userId, today);
  }

  @FieldResolver(() => Macros, { description: 'Sum of every entry of the day.' })
  totals(@Root() day: DailyMealEntity): Macros {
    return rounded(dayMacros(day));
  }
}

@Resolver(() => Meal)
export class MealResolver {
  @FieldResolver(() => Macros, { description: "Sum of the meal's entries." })
  totals(@Root() meal: MealEntity): Macros {
    return rounded(mealMacros(meal));
  }
}

@Resolver(() => MealEntry)
export class MealEntryResolver {
  @FieldResolver(() => Macros, { description: "The food's or recipe's per-unit values × quantity." })
  macros(@Root() entry: MealEntryEntity): Macros {
    return rounded(entryMacros(entry));
  }
}
