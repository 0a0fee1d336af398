import type { Unit } from '../../gql/graphql';

// The recipe form's values, apart from the form so the ingredients table can read them without importing it.

export interface IngredientValues {
  foodId: number;
  /** As typed, with a decimal comma. */
  quantity: string;
}

export interface RecipeValues {
  name: string;
  /** As typed, with a decimal comma. */
  serving: string;
  unit: Unit;
  /** One per selected food, in the order they were selected. */
  ingredients: IngredientValues[];
}
