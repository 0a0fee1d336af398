import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { CurrentUserQuery } from '../features/auth/useCurrentUser';
import { saveSession } from '../features/auth/session';
import { expIn, makeJwt } from '../test/jwt';
import { chooseLanguage } from '../shared/i18n/i18n';
import { createAppLinks, createAuthLink } from './apolloClient';

/** Runs the Me query through the links (default: the auth link) and returns the headers the HTTP link would send. */
async function headersSent(links: ApolloLink = createAuthLink()): Promise<Record<string, string> | undefined> {
  let headers: Record<string, string> | undefined;
  const capture = new ApolloLink((operation) => {
    headers = operation.getContext().headers as Record<string, string> | undefined;
    return of({ data: { me: { __typename: 'User', id: 1, name: 'Ana', email: 'ana@example.com', language: 'EN' } } });
  });
  const client = new ApolloClient({ link: ApolloLink.from([links, capture]), cache: new InMemoryCache() });
  await client.query({ query: CurrentUserQuery, fetchPolicy: 'no-cache' });
  return headers;
}

describe('createAuthLink', () => {
  it('sends Authorization: Bearer <jwt> while a session exists', async () => {
    const token = makeJwt({ sub: '1', exp: expIn(60) });
    saveSession(token);
    expect(await headersSent()).toMatchObject({ Authorization: `Bearer ${token}` });
  });

  it('sends no Authorization header without a valid session', async () => {
    expect((await headersSent())?.Authorization).toBeUndefined();
    saveSession(makeJwt({ sub: '1', exp: expIn(-60) }));
    expect((await headersSent())?.Authorization).toBeUndefined();
  });
});

describe('the app links', () => {
  it('send the interface language as Accept-Language, so the server words its messages in it', async () => {
    const token = makeJwt({ sub: '1', exp: expIn(60) });
    saveSession(token);
    expect(await headersSent(createAppLinks())).toMatchObject({ 'Accept-Language': 'en', Authorization: `Bearer ${token}` });
    await chooseLanguage('pt-BR');
    expect(await headersSent(createAppLinks())).toMatchObject({ 'Accept-Language': 'pt-BR' });
  });
});
