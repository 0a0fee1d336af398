import { perUnit, rounded } from '@fitness-manager/shared';
import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CurrentUserId, type GraphQLContext } from '../../graphql/context';
import type { FoodEntity } from './food.entity';
import { Food, FoodInput, FoodPage, FoodPageArgs } from './food.types';
import { Macros } from './macros.types';

@Authorized()
@Resolver(() => Food)
export class FoodResolver {
  @Query(() => FoodPage, { description: "A page of the user's foods by name (case and accents ignored)." })
  foods(@CurrentUserId() userId: number, @Args(() => FoodPageArgs) args: FoodPageArgs, @Ctx() { services }: GraphQLContext) {
    return services.foods.list(userId, args);
  }

  @Query(() => [Food], { description: "All the user's foods by name, for pickers." })
  allFoods(@CurrentUserId() userId: number, @Ctx() { services }: GraphQLContext) {
    return services.foods.all(userId);
  }

  @Query(() => Food)
  food(@CurrentUserId() userId: number, @Arg('id', () => Int) id: number, @Ctx() { services }: GraphQLContext) {
    return services.foods.get(userId, id);
  }

  @Mutation(() => Food)
  createFood(@CurrentUserId() userId: number, @Arg('input', () => FoodInput) input: FoodInput, @Ctx() { services }: GraphQLContext) {
    return services.foods.create(userId, input);
  }

  @Mutation(() => Food)
  updateFood(
    @CurrentUserId() userId: number,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => FoodInput) input: FoodInput,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.foods.update(userId, id, input);
  }

  @Mutation(() => Food, { description: 'Refused (CONFLICT) while a recipe or a meal entry uses the food.' })
  deleteFood(@CurrentUserId() userId: number, @Arg('id', () => Int) id: number, @Ctx() { services }: GraphQLContext) {
    return services.foods.delete(userId, id);
  }

  @FieldResolver(() => Macros, { description: 'Nutrients per one unit of the serving (value ÷ serving).' })
  perUnit(@Root() food: FoodEntity): Macros {
    return rounded(perUnit(food));
  }
}
