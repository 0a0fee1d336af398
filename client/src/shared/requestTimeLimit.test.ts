import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserQuery } from '../features/auth/useCurrentUser';
import { createRequestTimeLimitLink } from './requestTimeLimit';

const LIMIT = 45_000;
const me = { data: { me: { __typename: 'User', id: 1, name: 'Ana', email: 'ana@example.com', language: 'EN' } } };

/**
 * A fetch that answers only when `answer()` is called (a hung network otherwise), and rejects with the signal's
 * reason when aborted, as the browser's does.
 */
function hangingFetch() {
  let called: () => void = () => undefined;
  const state = {
    /** Resolves once the request has gone out. */
    sent: new Promise<void>((resolve) => (called = resolve)),
    aborted: false,
    answer: () => undefined as void,
  };
  const fetch = (_uri: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      called();
      state.answer = () => resolve(new Response(JSON.stringify(me), { headers: { 'Content-Type': 'application/json' } }));
      init?.signal?.addEventListener('abort', () => {
        state.aborted = true;
        reject(init.signal!.reason as Error);
      });
    });
  return { fetch, state };
}

/** Sends the Me query through the time limit and a real HTTP link over `fetch`; `context` is the operation's. */
function query(fetch: typeof globalThis.fetch, context?: object) {
  const client = new ApolloClient({
    link: ApolloLink.from([createRequestTimeLimitLink(LIMIT), new HttpLink({ uri: 'http://127.0.0.1/graphql', fetch })]),
    cache: new InMemoryCache(),
  });
  return client.query({ query: CurrentUserQuery, fetchPolicy: 'no-cache', context });
}

// The limit's clock only: the answers themselves are read on the real one.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('createRequestTimeLimitLink', () => {
  it('gives up a request left unanswered past the limit: it fails as a timeout, like a lost connection', async () => {
    const { fetch, state } = hangingFetch();
    const sent = query(fetch);
    await state.sent;
    vi.advanceTimersByTime(LIMIT - 1);
    expect(state.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(sent).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(state.aborted).toBe(true);
  });

  it('leaves an answered request alone', async () => {
    const { fetch, state } = hangingFetch();
    const sent = query(fetch);
    await state.sent;
    state.answer();
    await expect(sent).resolves.toMatchObject({ data: { me: { name: 'Ana' } } });
    // Its limit is gone with it (the HTTP link stops listening to the signal once answered, so an abort would not show).
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(2 * LIMIT);
    expect(state.aborted).toBe(false);
  });

  it('puts no limit on an operation that asks for none (an import reads a whole file)', async () => {
    const { fetch, state } = hangingFetch();
    const sent = query(fetch, { timeLimitMs: 0 });
    await state.sent;
    vi.advanceTimersByTime(10 * LIMIT);
    expect(state.aborted).toBe(false);
    state.answer();
    await expect(sent).resolves.toMatchObject({ data: { me: { name: 'Ana' } } });
  });
});
