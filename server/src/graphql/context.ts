import { message } from '@fitness-manager/shared';
import { GraphQLError } from 'graphql';
import { createParameterDecorator, type AuthChecker } from 'type-graphql';
import type { Authentication } from '../auth/authenticate';
import type { Services } from '../services';
import { localized } from './language';

/** Built per request: the shared services plus who is asking. */
export interface GraphQLContext {
  services: Services;
  auth: Authentication;
  /** The client's address (`req.ip`: behind trusted proxies, the forwarded one). */
  clientAddress: string;
}

const AUTH_MESSAGES = {
  anonymous: message('server.signInRequired'),
  expired: message('rule.sessionExpired'),
  invalid: message('server.sessionInvalid'),
  passwordChanged: message('rule.signedOutPasswordChanged'),
} as const;

export const authChecker: AuthChecker<GraphQLContext> = ({ context }) => {
  const { auth } = context;
  if (auth.status === 'authenticated') return true;
  const text = auth.status === 'rejected' ? AUTH_MESSAGES[auth.reason] : AUTH_MESSAGES.anonymous;
  // The client's sign-in page tells a password change apart from an expiry by `reason`, not by the words.
  const reason = auth.status === 'rejected' && auth.reason === 'passwordChanged' ? { reason: 'PASSWORD_CHANGED' } : {};
  throw new GraphQLError(localized(text), { extensions: { code: 'UNAUTHENTICATED', ...reason } });
};

/** The signed-in user's id; only valid on fields guarded by `@Authorized()`. */
export function CurrentUserId() {
  return createParameterDecorator<GraphQLContext>(({ context }) => {
    if (context.auth.status !== 'authenticated') throw new Error('CurrentUserId used on a field without @Authorized()');
    return context.auth.user.id;
  });
}

/** The signed-in user as the token check read them (id, email, name, language); only valid on fields guarded by `@Authorized()`. */
export function SignedInUser() {
  return createParameterDecorator<GraphQLContext>(({ context }) => {
    if (context.auth.status !== 'authenticated') throw new Error('SignedInUser used on a field without @Authorized()');
    return context.auth.user;
  });
}
