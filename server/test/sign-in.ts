import type { DataSource } from 'typeorm';
import { LEGACY_CLIENT_ID } from '../src/auth/tokens';
import { LEGACY_CLIENT_SECRET } from '../src/legacy/oauth.routes';
import { LOGIN, type TestServer } from './test-server';

/** The old Angular client's OAuth client credentials (contract §2.4). */
export const CLIENT_BASIC = `Basic ${Buffer.from(`${LEGACY_CLIENT_ID}:${LEGACY_CLIENT_SECRET}`).toString('base64')}`;

/**
 * The hits stored on a sign-in counter's key (0 without a row), by SQL: the server never reads a count back (each hit's
 * upsert answers its own), so the tests look at the table.
 */
export async function storedHits(dataSource: DataSource, key: string): Promise<number> {
  const [row] = await dataSource.query<{ hits: number | string }[]>('SELECT hits FROM sign_in_counters WHERE counter_key = ?', [key]);
  return Number(row?.hits ?? 0);
}

/** Ends the counter's window now, as the clock would: the key's next hit starts a new one. */
export async function endWindow(dataSource: DataSource, key: string): Promise<void> {
  await dataSource.query(`UPDATE sign_in_counters SET window_ends_at = '2000-01-01 00:00:00.000' WHERE counter_key = ?`, [key]);
}

/** `X-Forwarded-For`, which picks the client address when the server trusts loopback proxies (`trustProxy: 'loopback'`). */
const forwardedFor = (from?: string): Record<string, string> => (from ? { 'x-forwarded-for': from } : {});

export interface GraphQLSignIn {
  token?: string;
  code?: string;
  message?: string;
}

/** GraphQL `login` as seen from the client address `from`. */
export async function graphqlSignIn(server: TestServer, email: string, password: string, from?: string): Promise<GraphQLSignIn> {
  const response = await fetch(`${server.mainUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...forwardedFor(from) },
    body: JSON.stringify({ query: LOGIN, variables: { email, password } }),
  });
  const body = (await response.json()) as {
    data?: { login: { accessToken: string } } | null;
    errors?: { message: string; extensions: { code: string } }[];
  };
  if (body.errors) return { code: body.errors[0].extensions.code, message: body.errors[0].message };
  return { token: body.data!.login.accessToken };
}

export interface LegacySignIn {
  status: number;
  body: Record<string, unknown>;
  retryAfter: string | null;
}

/** Legacy `POST /oauth/token`, built as the Angular client builds it (`+` and `@` un-escaped), from `from`. */
export async function legacySignIn(server: TestServer, email: string, password: string, from?: string): Promise<LegacySignIn> {
  const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@').replace(/%2B/gi, '+');
  const response = await fetch(`${server.legacyUrl}/oauth/token`, {
    method: 'POST',
    headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded', ...forwardedFor(from) },
    body: `username=${encode(email)}&password=${encode(password)}&grant_type=password`,
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    retryAfter: response.headers.get('retry-after'),
  };
}

/** What a refused legacy sign-in looks like: 429 in the OAuth2 error shape, with Retry-After. */
export const LEGACY_REFUSED = {
  status: 429,
  body: {
    error: 'too_many_requests',
    error_description: expect.stringMatching(/^Too many failed sign-in attempts\. Try again in \d+ minute\(s\)\.$/),
  },
  retryAfter: expect.stringMatching(/^[1-9]\d*$/),
};

export const GRAPHQL_REFUSED = {
  code: 'TOO_MANY_REQUESTS',
  message: expect.stringMatching(/^Too many failed sign-in attempts\. Try again in \d+ minute\(s\)\.$/),
};
