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
