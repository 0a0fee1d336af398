import { recipeNutrition, rounded, scaled } from '@fitness-manager/shared';
import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { NamedPageArgs } from '../../common/paging';
import { CurrentUserId, type GraphQLContext } from '../../graphql/context';
import { Macros } from '../foods/macros.types';
import type { IngredientEntity } from './ingredient.entity';
import type { RecipeEntity } from './recipe.entity';
import { Ingredient, Recipe, RecipeInput, RecipePage } from './recipe.types';

@Authorized()
@Resolver(() => Recipe)
export class RecipeResolver {
  @Query(() => RecipePage, { description: "A page of the user's recipes by name (case and accents ignored)." })
  recipes(@CurrentUserId() userId: number, @Args(() => NamedPageArgs) args: NamedPageArgs, @Ctx() { services }: GraphQLContext) {
    return services.recipes.list(userId, args);
  }

  @Query(() => [Recipe], { description: "All the user's recipes by name, for pickers." })
  allRecipes(@CurrentUserId() userId: number, @Ctx() { services }: GraphQLContext) {
    return services.recipes.all(userId);
  }

  @Query(() => Recipe)
  recipe(@CurrentUserId() userId: number, @Arg('id', () => Int) id: number, @Ctx() { services }: GraphQLContext) {
    return services.recipes.get(userId, id);
  }

  @Mutation(() => Recipe)
  createRecipe(@CurrentUserId() userId: number, @Arg('input', () => RecipeInput) input: RecipeInput, @Ctx() { services }: GraphQLContext) {
    return services.recipes.create(userId, input);
  }

  @Mutation(() => Recipe, { description: 'Replaces name, serving, unit and the whole ingredient list.' })
  updateRecipe(
    @CurrentUserId() userId: number,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => RecipeInput) input: RecipeInput,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.recipes.update(userId, id, input);
  }

  @Mutation(() => Recipe, { description: 'Refused (CONFLICT) while a meal entry uses the recipe.' })
  deleteRecipe(@CurrentUserId() userId: number, @Arg('id', () => Int) id: number, @Ctx() { services }: GraphQLContext) {
    return services.recipes.delete(userId, id);
  }

  @FieldResolver(() => Macros, { description: 'Everything one whole serving holds: Σ food per-unit × quantity.' })
  perServing(@Root() recipe: RecipeEntity): Macros {
    return rounded(recipeNutrition(recipe.serving, recipe.ingredients).perServing);
  }

  @FieldResolver(() => Macros, { description: 'Per one unit of the serving: perServing ÷ serving.' })
  perUnit(@Root() recipe: RecipeEntity): Macros {
    return rounded(recipeNutrition(recipe.serving, recipe.ingredients).perUnit);
  }
}

@Resolver(() => Ingredient)
export class IngredientResolver {
  @FieldResolver(() => Macros, { description: 'What this quantity of the food holds.' })
  macros(@Root() ingredient: IngredientEntity): Macros {
    return rounded(scaled(ingredient.food, ingredient.quantity));
  }
}
