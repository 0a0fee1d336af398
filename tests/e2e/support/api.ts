/**
 * Setup through the app's GraphQL API (POST /graphql on the test server), for the parts of a test that only
 * prepare data: what a test proves still goes through the UI.
 */
import type { Page } from 'playwright-core';
import type { Credentials } from './flows';

export interface GraphQLError {
  message: string;
  extensions?: Record<string, unknown>;
}

/** One GraphQL request; throws with the server's messages when it answers with errors. */
export async function graphql<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: GraphQLError[] };
  if (body.errors?.length || !body.data) {
    const messages = body.errors?.map((error) => error.message).join('; ') ?? `HTTP ${response.status}`;
    throw new Error(`GraphQL request failed: ${messages}\n${query}`);
  }
  return body.data;
}

/** A signed-in user of the API: `call` runs operations with its bearer token. */
export interface ApiUser extends Credentials {
  token: string;
  call<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

/** Registers the user (optionally with the demo data for `today`) and signs in. */
export async function registerThroughApi(
  baseUrl: string,
  user: Credentials,
  options: { populate?: boolean; today?: string } = {},
): Promise<ApiUser> {
  await graphql(
    baseUrl,
    `
      mutation Register($input: RegisterInput!) {
        register(input: $input) {
          id
        }
      }
    `,
    { input: { ...user, ...(options.populate ? { populate: true, today: options.today } : {}) } },
  );
  const { login } = await graphql<{ login: { accessToken: string } }>(
    baseUrl,
    `
      mutation Login($email: String!, $password: String!) {
        login(email: $email, password: $password) {
          accessToken
        }
      }
    `,
    { email: user.email, password: user.password },
  );
  const token = login.accessToken;
  return {
    ...user,
    token,
    call: (query, variables = {}) => graphql(baseUrl, query, variables, token),
  };
}

/**
 * Starts the browser session of a user registered through the API: stores the token as the app does
 * (`localStorage.access_token = '{"access_token": "<jwt>"}'`), then opens `path`.
 */
export async function openSignedIn(page: Page, user: Pick<ApiUser, 'token'>, path: string): Promise<void> {
  await page.goto('/login');
  const stored = JSON.stringify({ access_token: user.token });
  // A string expression: it runs in the page (this project's type check has no DOM types).
  await page.evaluate(`localStorage.setItem('access_token', ${JSON.stringify(stored)})`);
  await page.goto(path);
}

export interface FoodData {
  name: string;
  serving: string;
  unit: 'G' | 'ML' | 'UN';
  carbohydrates: string;
  proteins: string;
  fats: string;
  calories: string;
}

export async function createFood(user: ApiUser, food: FoodData): Promise<number> {
  const { createFood: created } = await user.call<{ createFood: { id: number } }>(
    `mutation CreateFood($input: FoodInput!) { createFood(input: $input) { id } }`,
    { input: food },
  );
  return created.id;
}

export interface RecipeData {
  name: string;
  serving: string;
  unit: 'G' | 'ML' | 'UN';
  ingredients: Array<{ foodId: number; quantity: string }>;
}

export async function createRecipe(user: ApiUser, recipe: RecipeData): Promise<number> {
  const { createRecipe: created } = await user.call<{ createRecipe: { id: number } }>(
    `mutation CreateRecipe($input: RecipeInput!) { createRecipe(input: $input) { id } }`,
    { input: recipe },
  );
  return created.id;
}

/** The browser's local date as the app computes "today" (the browser and the tests share the machine's zone). */
export function localIsoDate(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
