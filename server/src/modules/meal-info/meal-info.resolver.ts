import { LocalDateResolver } from 'graphql-scalars';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CurrentUserId, type GraphQLContext } from '../../graphql/context';
import type { MealInfoEntity } from './meal-info.entity';
import { MacroGoals, MacroGoalsInput, MealInfo, MealName, RenameMealsInput, RenameMealsPayload } from './meal-info.types';

@Authorized()
@Resolver(() => MealInfo)
export class MealInfoResolver {
  @Query(() => MealInfo, { description: "The user's meal names and macro goals." })
  mealInfo(@CurrentUserId() userId: number, @Ctx() { services }: GraphQLContext) {
    return services.mealInfo.get(userId);
  }

  @Mutation(() => RenameMealsPayload)
  renameMeals(
    @CurrentUserId() userId: number,
    @Arg('input', () => RenameMealsInput) input: RenameMealsInput,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.mealInfo.renameMeals(userId, input);
  }

  @Mutation(() => MealInfo, { description: 'Sets the daily macro goals; days before `date` keep the goals they had (see `dietProgress`).' })
  updateMacroGoals(
    @CurrentUserId() userId: number,
    @Arg('input', () => MacroGoalsInput) input: MacroGoalsInput,
    @Arg('date', () => LocalDateResolver, {
      nullable: true,
      description: "The user's today: the goals hold from this day on. Default: today in the server's time zone.",
    })
    date: string | null,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.mealInfo.updateGoals(userId, input, date);
  }

  @FieldResolver(() => Int)
  mealsPerDay(@Root() info: MealInfoEntity): number {
    return info.mealNames?.length ?? 0;
  }

  @FieldResolver(() => [MealName])
  mealNames(@Root() info: MealInfoEntity): MealName[] {
    return info.mealNames ?? [];
  }

  @FieldResolver(() => MacroGoals)
  goals(@Root() info: MealInfoEntity): MacroGoals {
    return { calories: info.caloriesGoal, carbohydrates: info.carbohydratesGoal, proteins: info.proteinsGoal, fats: info.fatsGoal };
  }
}
