import jwt from 'jsonwebtoken';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from '../../server/test/test-server';

export { TEST_JWT_SECRET };
export type { TestServer };

/** The credentials the unchanged Angular client sends with every token request. */
export const CLIENT_BASIC =
  'Basic ' +
  Buffer.from(
    'training-diet-frontend-angular-app:veryhardsecretwhowouldguessitthereisanumber1andasign#nowacapitalletterAwowthatsextensive!andnew',
  ).toString('base64');

export const startLegacyServer = () => startTestServer();

/** A request to the legacy listener, returning status, headers, raw text and parsed JSON (if any). */
export async function call(
  server: TestServer,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const response = await fetch(server.legacyUrl + path, { method, headers, body });
  const text = await response.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** `POST /oauth/token` exactly as the Angular client builds it (HttpParams leaves `+` and `@` un-escaped). */
export function requestToken(server: TestServer, username: string, password: string, basic = CLIENT_BASIC) {
  const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@').replace(/%2B/gi, '+');
  return call(server, 'POST', '/oauth/token', {
    headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
    body: `username=${encode(username)}&password=${encode(password)}&grant_type=password`,
  });
}

let counter = 0;
export function newAccount(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  counter += 1;
  return { name: `Legacy ${counter}`, email: `legacy${counter}-${process.pid}@example.com`, password: 'secret', ...overrides };
}

/** Registers through `POST /users` and returns a token from `/oauth/token`. */
export async function registerAndLogin(server: TestServer, account = newAccount()) {
  const registered = await call(server, 'POST', '/users', { body: account });
  if (registered.status !== 200) throw new Error(`register failed: ${registered.text}`);
  const token = await requestToken(server, account.email, account.password);
  if (token.status !== 200) throw new Error(`token failed: ${token.text}`);
  return { account, token: token.json.access_token as string };
}

export const signToken = (claims: object) => jwt.sign(claims, TEST_JWT_SECRET, { algorithm: 'HS256' });

/** Java-style number text as the legacy JSON carries it: "100.0", "23.9", "0.001"; never "1.0E7". */
export const LEGACY_NUMBER = /^-?\d+\.\d+$/;

/** A food body as the Angular food form sends it (strings with a dot decimal, `id` null on create). */
export function foodBody(overrides: Record<string, unknown> = {}) {
  return {
    id: null,
    name: 'Banana',
    serving: '100',
    unit: 'g',
    carbohydrates: '23.9',
    proteins: '1.4',
    fats: '0.3',
    calories: '92',
    ...overrides,
  };
}

/** `POST /foods`; fails the test unless it answers 200. Returns the legacy Food JSON. */
export async function createFood(server: TestServer, token: string, overrides: Record<string, unknown> = {}) {
  const response = await call(server, 'POST', '/foods', { token, body: foodBody(overrides) });
  if (response.status !== 200) throw new Error(`create food failed: ${response.status} ${response.text}`);
  return response.json;
}

/** Checks the JSON types of a legacy Food field by field. */
export function expectLegacyFood(food: any) {
  expect(Object.keys(food).sort()).toEqual(['calories', 'carbohydrates', 'fats', 'id', 'name', 'proteins', 'serving', 'unit']);
  expect(Number.isInteger(food.id)).toBe(true);
  expect(food.id).toBeGreaterThan(0);
  expect(typeof food.name).toBe('string');
  for (const field of ['serving', 'carbohydrates', 'proteins', 'fats', 'calories']) {
    expect(typeof food[field]).toBe('string');
    expect(food[field]).toMatch(LEGACY_NUMBER);
  }
  expect(['g', 'ml', 'un.']).toContain(food.unit);
}

/** Checks the JSON types of a legacy Recipe, its ingredients and their foods. */
export function expectLegacyRecipe(recipe: any) {
  expect(Object.keys(recipe).sort()).toEqual(['id', 'ingredients', 'name', 'serving', 'unit']);
  expect(Number.isInteger(recipe.id)).toBe(true);
  expect(typeof recipe.name).toBe('string');
  expect(typeof recipe.serving).toBe('string');
  expect(recipe.serving).toMatch(LEGACY_NUMBER);
  expect(['g', 'ml', 'un.']).toContain(recipe.unit);
  expect(Array.isArray(recipe.ingredients)).toBe(true);
  for (const ingredient of recipe.ingredients) {
    expect(Object.keys(ingredient).sort()).toEqual(['food', 'id', 'quantity']);
    expect(Number.isInteger(ingredient.id)).toBe(true);
    expect(typeof ingredient.quantity).toBe('string');
    expect(ingredient.quantity).toMatch(LEGACY_NUMBER);
    expectLegacyFood(ingredient.food);
  }
}
