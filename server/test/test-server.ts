import { jitSightsFromEnvironment, type AppConfig } from '../src/config';
import { silentLogger } from '../src/observability/logger';
import { startServer, type RunningServer, type ServerOptions } from '../src/server';
import { freshDatabaseConfig } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string[]> } }[];
}

export interface TestServer extends RunningServer {
  legacyUrl: string;
  /** POSTs a GraphQL operation over HTTP, as a client would. */
  gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphQLResponse<T>>;
  /** Like `gql`, for operations that must succeed: the `data`, or a thrown error naming the errors. */
  data<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T>;
}

/**
 * The whole server on free ports over a fresh test database (or over `overrides.database`, left as it is: a second
 * replica, or a restart). Close it in afterAll.
 */
export async function startTestServer(
  overrides: Partial<AppConfig> = {},
  // Test files sign many users up from one address.
  options: ServerOptions = { signInAttemptsPerMinute: 1000 },
): Promise<TestServer> {
  const config: AppConfig = {
    env: 'test',
    host: '127.0.0.1',
    port: 0,
    legacyPort: 0,
    database: overrides.database ?? (await freshDatabaseConfig()),
    jwtSecret: TEST_JWT_SECRET,
    tokenTtlSeconds: 86400,
    trustProxy: false,
    clientDir: null,
    timeZone: 'UTC',
    ...overrides,
  };
  // Quiet unless a test reads the log (test/log-capture.ts) and passes its logger.
  // FM_JIT_SIGHTS=0: every signed-in query compiled on first sight (graphql/jit-executor.ts), unless the test says;
  // no compile budget then, so a test user's hundredth new document is compiled too.
  const sights = jitSightsFromEnvironment();
  const jit = sights === undefined ? options.jit : { sightsBeforeCompile: sights, compileBurst: 1e9, ...options.jit };
  const server = await startServer(config, { logger: silentLogger(), ...options, jit });
  const gql: TestServer['gql'] = async (query, variables, token) => {
    const response = await fetch(`${server.mainUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLResponse<any>;
  };
  return {
    ...server,
    legacyUrl: server.legacyUrl!,
    gql,
    async data<T>(query: string, variables?: Record<string, unknown>, token?: string) {
      const result = await gql<T>(query, variables, token);
      if (result.errors) throw new Error(JSON.stringify(result.errors));
      return result.data as T;
    },
  };
}

let counter = 0;
/** A unique, valid registration input. */
export function newUserInput(overrides: Partial<{ name: string; email: string; password: string; language: 'EN' | 'PT_BR' }> = {}) {
  counter += 1;
  return { name: `User ${counter}`, email: `user${counter}-${process.pid}@example.com`, password: 'secret', ...overrides };
}

export const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { id name email } }`;
export const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken tokenType expiresIn } }`;
export const ME = `query Me { me { id name email } }`;

/** Registers a new user and signs in; returns the token and the user. */
export async function signUp(server: TestServer, overrides: Parameters<typeof newUserInput>[0] = {}) {
  const input = newUserInput(overrides);
  const registered = await server.gql(REGISTER, { input });
  if (registered.errors) throw new Error(`register failed: ${JSON.stringify(registered.errors)}`);
  const login = await server.gql(LOGIN, { email: input.email, password: input.password });
  if (login.errors) throw new Error(`login failed: ${JSON.stringify(login.errors)}`);
  return {
    input,
    user: registered.data!.register as { id: number; name: string; email: string },
    token: login.data!.login.accessToken as string,
  };
}
