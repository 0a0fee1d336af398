import express, { Router, type Response } from 'express';
import { InvalidCredentialsError, TooManyAttemptsError } from '../common/errors';
import { clientAddress } from '../http/client-address';
import { LEGACY_CLIENT_ID } from '../auth/tokens';
import type { Services } from '../services';
import { sendOAuthError } from './errors';

/** The in-memory OAuth2 client of the legacy server; the Angular app ships these. */
export const LEGACY_CLIENT_SECRET = 'veryhardsecretwhowouldguessitthereisanumber1andasign#nowacapitalletterAwowthatsextensive!andnew';

function hasLegacyClientCredentials(authorization: string | undefined): boolean {
  const match = /^Basic\s+(\S+)$/i.exec(authorization ?? '');
  if (!match) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  return decoded === `${LEGACY_CLIENT_ID}:${LEGACY_CLIENT_SECRET}`;
}

/**
 * Form decoding that keeps `+` literal: Angular's HttpParams sends `+` un-escaped (and spaces as %20),
 * so standard decoding would turn `ana+fit@x.com` into `ana fit@x.com` (difference 11).
 */
export function parseLegacyForm(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const pair of body.split('&')) {
    if (!pair) continue;
    const [rawKey, ...rest] = pair.split('=');
    try {
      fields[decodeURIComponent(rawKey)] = decodeURIComponent(rest.join('='));
    } catch {
      fields[rawKey] = rest.join('=');
    }
  }
  return fields;
}

/** 429 in the OAuth2 error shape, with Retry-After in seconds. */
function sendTooManyAttempts(res: Response, error: TooManyAttemptsError) {
  res.setHeader('Retry-After', String(Math.ceil(error.retryAfterSeconds)));
  return res.status(429).json({ error: 'too_many_requests', error_description: error.message });
}

export function oauthRoutes(services: Services): Router {
  const router = Router();
  // No door's write lock: the sign-in counts take it around their own statements, never around the password check
  // (a refusal, waited or held too long, is the error handler's 503 with Retry-After, as for every write).
  router.post('/oauth/token', express.text({ type: () => true, limit: '16kb' }), async (req, res) => {
    try {
      // Every attempt counts, even one without the client credentials (one budget with GraphQL sign-ins).
      await services.signInAttempts.consume(clientAddress(req));
    } catch (error) {
      if (error instanceof TooManyAttemptsError) return sendTooManyAttempts(res, error);
      throw error;
    }
    if (!hasLegacyClientCredentials(req.headers.authorization)) {
      res.setHeader('WWW-Authenticate', 'Basic realm="oauth2/client"');
      return res.status(401).json({ error: 'unauthorized', error_description: 'Full authentication is required to access this resource' });
    }
    const form = parseLegacyForm(typeof req.body === 'string' ? req.body : '');
    if (form.grant_type !== 'password') {
      return res
        .status(400)
        .json({ error: 'unsupported_grant_type', error_description: `Unsupported grant type: ${form.grant_type ?? ''}` });
    }
    try {
      const token = await services.users.login(form.username ?? '', form.password ?? '', clientAddress(req));
      res.json({
        access_token: token.accessToken,
        token_type: 'bearer',
        expires_in: Math.max(0, Math.floor(token.expiresAt - Date.now() / 1000)),
        scope: 'read write',
        jti: token.jti,
      });
    } catch (error) {
      if (error instanceof TooManyAttemptsError) return sendTooManyAttempts(res, error);
      if (!(error instanceof InvalidCredentialsError)) throw error;
      if (error.reason === 'wrong-password') {
        return res.status(400).json({ error: 'invalid_grant', error_description: 'Bad credentials' });
      }
      sendOAuthError(res, 401, 'unauthorized', `User with email ${error.email} was not found.`);
    }
  });
  return router;
}
