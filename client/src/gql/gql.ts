/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      name\n      email\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query Me {\n    me {\n      id\n      name\n      email\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      expiresIn\n      tokenType\n    }\n  }\n": typeof types.LoginDocument,
    "\n  fragment FoodFields on Food {\n    id\n    name\n    serving\n    unit\n    carbohydrates\n    proteins\n    fats\n    calories\n  }\n": typeof types.FoodFieldsFragmentDoc,
    "\n  query FoodsPage($page: Int!, $size: Int!, $search: String) {\n    foods(page: $page, size: $size, search: $search) {\n      content {\n        ...FoodFields\n      }\n      totalElements\n    }\n  }\n": typeof types.FoodsPageDocument,
    "\n  query Food($id: Int!) {\n    food(id: $id) {\n      ...FoodFields\n    }\n  }\n": typeof types.FoodDocument,
    "\n  mutation CreateFood($input: FoodInput!) {\n    createFood(input: $input) {\n      ...FoodFields\n    }\n  }\n": typeof types.CreateFoodDocument,
    "\n  mutation UpdateFood($id: Int!, $input: FoodInput!) {\n    updateFood(id: $id, input: $input) {\n      ...FoodFields\n    }\n  }\n": typeof types.UpdateFoodDocument,
    "\n  mutation DeleteFood($id: Int!) {\n    deleteFood(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.DeleteFoodDocument,
    "\n  fragment RecipeFood on Food {\n    id\n    name\n    serving\n    unit\n    carbohydrates\n    proteins\n    fats\n    calories\n  }\n": typeof types.RecipeFoodFragmentDoc,
    "\n  fragment RecipeRow on Recipe {\n    id\n    name\n    serving\n    unit\n    perServing {\n      carbohydrates\n      proteins\n      fats\n      calories\n    }\n  }\n": typeof types.RecipeRowFragmentDoc,
    "\n  fragment RecipeDetail on Recipe {\n    ...RecipeRow\n    ingredients {\n      id\n      quantity\n      food {\n        ...RecipeFood\n      }\n    }\n  }\n": typeof types.RecipeDetailFragmentDoc,
    "\n  query RecipesPage($page: Int!, $size: Int!, $search: String) {\n    recipes(page: $page, size: $size, search: $search) {\n      content {\n        ...RecipeRow\n      }\n      totalElements\n    }\n  }\n": typeof types.RecipesPageDocument,
    "\n  query Recipe($id: Int!) {\n    recipe(id: $id) {\n      ...RecipeDetail\n    }\n  }\n": typeof types.RecipeDocument,
    "\n  query RecipeFoodOptions {\n    allFoods {\n      ...RecipeFood\n    }\n  }\n": typeof types.RecipeFoodOptionsDocument,
    "\n  mutation CreateRecipe($input: RecipeInput!) {\n    createRecipe(input: $input) {\n      ...RecipeDetail\n    }\n  }\n": typeof types.CreateRecipeDocument,
    "\n  mutation UpdateRecipe($id: Int!, $input: RecipeInput!) {\n    updateRecipe(id: $id, input: $input) {\n      ...RecipeDetail\n    }\n  }\n": typeof types.UpdateRecipeDocument,
    "\n  mutation DeleteRecipe($id: Int!) {\n    deleteRecipe(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.DeleteRecipeDocument,
};
const documents: Documents = {
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      name\n      email\n    }\n  }\n": types.RegisterDocument,
    "\n  query Me {\n    me {\n      id\n      name\n      email\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      expiresIn\n      tokenType\n    }\n  }\n": types.LoginDocument,
    "\n  fragment FoodFields on Food {\n    id\n    name\n    serving\n    unit\n    carbohydrates\n    proteins\n    fats\n    calories\n  }\n": types.FoodFieldsFragmentDoc,
    "\n  query FoodsPage($page: Int!, $size: Int!, $search: String) {\n    foods(page: $page, size: $size, search: $search) {\n      content {\n        ...FoodFields\n      }\n      totalElements\n    }\n  }\n": types.FoodsPageDocument,
    "\n  query Food($id: Int!) {\n    food(id: $id) {\n      ...FoodFields\n    }\n  }\n": types.FoodDocument,
    "\n  mutation CreateFood($input: FoodInput!) {\n    createFood(input: $input) {\n      ...FoodFields\n    }\n  }\n": types.CreateFoodDocument,
    "\n  mutation UpdateFood($id: Int!, $input: FoodInput!) {\n    updateFood(id: $id, input: $input) {\n      ...FoodFields\n    }\n  }\n": types.UpdateFoodDocument,
    "\n  mutation DeleteFood($id: Int!) {\n    deleteFood(id: $id) {\n      id\n      name\n    }\n  }\n": types.DeleteFoodDocument,
    "\n  fragment RecipeFood on Food {\n    id\n    name\n    serving\n    unit\n    carbohydrates\n    proteins\n    fats\n    calories\n  }\n": types.RecipeFoodFragmentDoc,
    "\n  fragment RecipeRow on Recipe {\n    id\n    name\n    serving\n    unit\n    perServing {\n      carbohydrates\n      proteins\n      fats\n      calories\n    }\n  }\n": types.RecipeRowFragmentDoc,
    "\n  fragment RecipeDetail on Recipe {\n    ...RecipeRow\n    ingredients {\n      id\n      quantity\n      food {\n        ...RecipeFood\n      }\n    }\n  }\n": types.RecipeDetailFragmentDoc,
    "\n  query RecipesPage($page: Int!, $size: Int!, $search: String) {\n    recipes(page: $page, size: $size, search: $search) {\n      content {\n        ...RecipeRow\n      }\n      totalElements\n    }\n  }\n": types.RecipesPageDocument,
    "\n  query Recipe($id: Int!) {\n    recipe(id: $id) {\n      ...RecipeDetail\n    }\n  }\n": types.RecipeDocument,
    "\n  query RecipeFoodOptions {\n    allFoods {\n      ...RecipeFood\n    }\n  }\n": types.RecipeFoodOptionsDocument,
    "\n  mutation CreateRecipe($input: RecipeInput!) {\n    createRecipe(input: $input) {\n      ...RecipeDetail\n    }\n  }\n": types.CreateRecipeDocument,
    "\n  mutation UpdateRecipe($id: Int!, $input: RecipeInput!) {\n    updateRecipe(id: $id, input: $input) {\n      ...RecipeDetail\n    }\n  }\n": types.UpdateRecipeDocument,
    "\n  mutation DeleteRecipe($id: Int!) {\n    deleteRecipe(id: $id) {\n      id\n      name\n    }\n  }\n": types.DeleteRecipeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      expiresIn\n      tokenType\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      expiresIn\n      tokenType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FoodFields on Food {\n    id\n    name\n    serving\n    unit\n    carbohydrates\n    proteins\n    fats\n    calories\n  }\n"): (typeof documents)["\n  fragment FoodFields on Food {\n    id\n    name\n    serving\n    unit\n    carbohydrates\n    proteins\n    fats\n    calories\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FoodsPage($page: Int!, $size: Int!, $search: String) {\n    foods(page: $page, size: $size, search: $search) {\n      content {\n        ...FoodFields\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query FoodsPage($page: Int!, $size: Int!, $search: String) {\n    foods(page: $page, size: $size, search: $search) {\n      content {\n        ...FoodFields\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Food($id: Int!) {\n    food(id: $id) {\n      ...FoodFields\n    }\n  }\n"): (typeof documents)["\n  query Food($id: Int!) {\n    food(id: $id) {\n      ...FoodFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFood($input: FoodInput!) {\n    createFood(input: $input) {\n      ...FoodFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFood($input: FoodInput!) {\n    createFood(input: $input) {\n      ...FoodFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFood($id: Int!, $input: FoodInput!) {\n    updateFood(id: $id, input: $input) {\n      ...FoodFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFood($id: Int!, $input: FoodInput!) {\n    updateFood(id: $id, input: $input) {\n      ...FoodFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFood($id: Int!) {\n    deleteFood(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteFood($id: Int!) {\n    deleteFood(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecipeFood on Food {\n    id\n    name\n    serving\n    unit\n    carbohydrates\n    proteins\n    fats\n    calories\n  }\n"): (typeof documents)["\n  fragment RecipeFood on Food {\n    id\n    name\n    serving\n    unit\n    carbohydrates\n    proteins\n    fats\n    calories\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecipeRow on Recipe {\n    id\n    name\n    serving\n    unit\n    perServing {\n      carbohydrates\n      proteins\n      fats\n      calories\n    }\n  }\n"): (typeof documents)["\n  fragment RecipeRow on Recipe {\n    id\n    name\n    serving\n    unit\n    perServing {\n      carbohydrates\n      proteins\n      fats\n      calories\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecipeDetail on Recipe {\n    ...RecipeRow\n    ingredients {\n      id\n      quantity\n      food {\n        ...RecipeFood\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment RecipeDetail on Recipe {\n    ...RecipeRow\n    ingredients {\n      id\n      quantity\n      food {\n        ...RecipeFood\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipesPage($page: Int!, $size: Int!, $search: String) {\n    recipes(page: $page, size: $size, search: $search) {\n      content {\n        ...RecipeRow\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query RecipesPage($page: Int!, $size: Int!, $search: String) {\n    recipes(page: $page, size: $size, search: $search) {\n      content {\n        ...RecipeRow\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Recipe($id: Int!) {\n    recipe(id: $id) {\n      ...RecipeDetail\n    }\n  }\n"): (typeof documents)["\n  query Recipe($id: Int!) {\n    recipe(id: $id) {\n      ...RecipeDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeFoodOptions {\n    allFoods {\n      ...RecipeFood\n    }\n  }\n"): (typeof documents)["\n  query RecipeFoodOptions {\n    allFoods {\n      ...RecipeFood\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRecipe($input: RecipeInput!) {\n    createRecipe(input: $input) {\n      ...RecipeDetail\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRecipe($input: RecipeInput!) {\n    createRecipe(input: $input) {\n      ...RecipeDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRecipe($id: Int!, $input: RecipeInput!) {\n    updateRecipe(id: $id, input: $input) {\n      ...RecipeDetail\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRecipe($id: Int!, $input: RecipeInput!) {\n    updateRecipe(id: $id, input: $input) {\n      ...RecipeDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRecipe($id: Int!) {\n    deleteRecipe(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteRecipe($id: Int!) {\n    deleteRecipe(id: $id) {\n      id\n      name\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;