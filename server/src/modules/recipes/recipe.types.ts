import { ruleMessage } from '../../common/messages';
import { CHOOSE_UNIT_MESSAGE, NAME_MAX, RECIPE_INGREDIENTS_MAX, RECIPE_INGREDIENTS_MAX_MESSAGE, message } from '@fitness-manager/shared';
import { ArrayMaxSize, ArrayMinSize, IsIn, IsInt, ValidateNested } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../common/paging';
import { IsAmount, IsNotBlank, MaxTrimmedLength } from '../../common/validation';
import { DecimalScalar } from '../../graphql/scalars';
import { Food } from '../foods/food.types';
import { Unit } from '../foods/unit';

@ObjectType({ description: 'A food and how much of it goes into one serving of a recipe.' })
export class Ingredient {
  @Field(() => Int)
  id!: number;

  @Field(() => DecimalScalar, { description: "In the food's unit." })
  quantity!: string;

  @Field(() => Food)
  food!: Food;
}

@ObjectType({ description: 'A recipe made of foods; its nutrients come from its ingredients.' })
export class Recipe {
  @Field(() => Int)
  id!: number;

  @Field()
  name!: string;

  @Field(() => DecimalScalar, { description: 'The amount one serving makes, in `unit`.' })
  serving!: string;

  @Field(() => Unit)
  unit!: Unit;

  @Field(() => [Ingredient], { description: 'Never empty; ordered as entered.' })
  ingredients!: Ingredient[];
}

@ObjectType()
export class RecipePage extends PageOf(Recipe) {}

@InputType()
export class IngredientInput {
  @Field(() => Int)
  @IsInt({ message: ruleMessage(message('server.chooseFood')) })
  foodId!: number;

  @Field(() => DecimalScalar)
  @IsAmount({ positive: true })
  quantity!: string;
}

@InputType()
export class RecipeInput {
  @Field()
  @MaxTrimmedLength(NAME_MAX)
  @IsNotBlank()
  name!: string;

  @Field(() => DecimalScalar)
  @IsAmount({ positive: true })
  serving!: string;

  @Field(() => Unit, { defaultValue: Unit.UN })
  @IsIn(Object.values(Unit), { message: ruleMessage(CHOOSE_UNIT_MESSAGE) })
  unit!: Unit;

  @Field(() => [IngredientInput])
  @ValidateNested({ each: true })
  @ArrayMaxSize(RECIPE_INGREDIENTS_MAX, { message: ruleMessage(RECIPE_INGREDIENTS_MAX_MESSAGE) })
  @ArrayMinSize(1, { message: ruleMessage(message('server.addIngredient')) })
  ingredients!: IngredientInput[];
}
