import type { RequestHandler } from 'express';
import { authenticate, type CurrentUser } from '../auth/authenticate';
import type { Services } from '../services';
import { sendOAuthError } from './errors';

/** Paths behind a bearer token; `/users/**` is public; everything else is denied. */
const PROTECTED = /^\/(foods|recipes|meals|tags|exercises|trainings)(\/|$)/;
const PUBLIC = /^\/users(\/|$)/;

declare module 'express-serve-static-core' {
  interface Locals {
    user?: CurrentUser;
  }
}

export const NO_TOKEN_DESCRIPTION = 'Full authentication is required to access this resource';

/** Runs after CORS and the token endpoint: rejects bad tokens everywhere and enforces the access rules. */
export function legacyAuth(services: Services): RequestHandler {
  return async (req, res, next) => {
    const auth = await authenticate(services, req.headers.authorization);
    if (auth.status === 'rejected') {
      return auth.reason === 'expired'
        ? sendOAuthError(res, 401, 'invalid_token', `Access token expired: ${auth.token}`)
        : sendOAuthError(res, 401, 'invalid_token', 'Cannot convert access token to JSON');
    }
    if (auth.status === 'authenticated') res.locals.user = auth.user;
    if (PUBLIC.test(req.path)) return next();
    if (auth.status === 'anonymous') return sendOAuthError(res, 401, 'unauthorized', NO_TOKEN_DESCRIPTION);
    if (PROTECTED.test(req.path)) return next();
    sendOAuthError(res, 403, 'access_denied', 'Access is denied');
  };
}
