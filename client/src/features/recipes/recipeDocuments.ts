import { graphql } from '../../gql';

/** What the ingredient rows need of a food to compute their macros. */
export const RecipeFoodFragment = graphql(`
  fragment RecipeFood on Food {
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

export const RecipeRowFragment = graphql(`
  fragment RecipeRow on Recipe {
    id
    name
    serving
    unit
    perServing {
      carbohydrates
      proteins
      fats
      calories
    }
  }
`);

export const RecipeDetailFragment = graphql(`
  fragment RecipeDetail on Recipe {
    ...RecipeRow
    ingredients {
      id
      quantity
      food {
        ...RecipeFood
      }
    }
  }
`);

export const RecipesPageQuery = graphql(`
  query RecipesPage($page: Int!, $size: Int!, $search: String) {
    recipes(page: $page, size: $size, search: $search) {
      content {
        ...RecipeRow
      }
      totalElements
    }
  }
`);

export const RecipeQuery = graphql(`
  query Recipe($id: Int!) {
    recipe(id: $id) {
      ...RecipeDetail
    }
  }
`);

export const CreateRecipeMutation = graphql(`
  mutation CreateRecipe($input: RecipeInput!) {
    createRecipe(input: $input) {
      ...RecipeDetail
    }
  }
`);

export const UpdateRecipeMutation = graphql(`
  mutation UpdateRecipe($id: Int!, $input: RecipeInput!) {
    updateRecipe(id: $id, input: $input) {
      ...RecipeDetail
    }
  }
`);

export const DeleteRecipeMutation = graphql(`
  mutation DeleteRecipe($id: Int!) {
    deleteRecipe(id: $id) {
      id
      name
    }
  }
`);
