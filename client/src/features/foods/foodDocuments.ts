import { graphql } from '../../gql';

export const FoodFieldsFragment = graphql(`
  fragment FoodFields on Food {
    id
    name
    serving
    unit
    carbohydrates
    proteins
    fats
    calories
  }
`);

export const FoodsPageQuery = graphql(`
  query FoodsPage($page: Int!, $size: Int!, $search: String) {
    foods(page: $page, size: $size, search: $search) {
      content {
        ...FoodFields
      }
      totalElements
    }
  }
`);

export const FoodQuery = graphql(`
  query Food($id: Int!) {
    food(id: $id) {
      ...FoodFields
    }
  }
`);

export const CreateFoodMutation = graphql(`
  mutation CreateFood($input: FoodInput!) {
    createFood(input: $input) {
      ...FoodFields
    }
  }
`);

export const UpdateFoodMutation = graphql(`
  mutation UpdateFood($id: Int!, $input: FoodInput!) {
    updateFood(id: $id, input: $input) {
      ...FoodFields
    }
  }
`);

export const DeleteFoodMutation = graphql(`
  mutation DeleteFood($id: Int!) {
    deleteFood(id: $id) {
      id
      name
    }
  }
`);

/** Rows of one answer of the food pickers (the meal entry dialog, the recipe form): the first foods of a search. */
export const FOOD_PICKER_SIZE = 30;
/**
 * How far the pickers have a search's matches counted (`countAtMost`): past it they say "30 of 1000+", and the
 * server's count stops there whatever the catalogue's size. The catalogue without a search is counted whole (kept).
 */
export const FOOD_PICKER_COUNT_MAX = 1000;

/** The pickers' variables of `FoodPickerQuery`: the first foods, or those of a search. */
export function foodPickerVariables(search?: string) {
  return { size: FOOD_PICKER_SIZE, countAtMost: FOOD_PICKER_COUNT_MAX, ...(search === undefined ? {} : { search }) };
}

/**
 * The food pickers' search (`useFoodSearch`): the first `FOOD_PICKER_SIZE` foods in name order whose name contains
 * `search` (all foods without it), with everything a pick needs (the serving for the quantity, the values for the
 * macros), and how many foods there are (a search's matches counted up to `countAtMost`): the pickers say "30 of
 * 512" when they show only some. The same root field as the foods page, so the foods' cache rules (useFoodMutations) apply to it as well.
 */
export const FoodPickerQuery = graphql(`
  query FoodPicker($size: Int!, $search: String, $countAtMost: Int) {
    foods(page: 0, size: $size, search: $search, countAtMost: $countAtMost) {
      content {
        ...FoodFields
      }
      totalElements
    }
  }
`);
