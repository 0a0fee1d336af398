import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

/**
 * One token for both doors. The claims follow the legacy OAuth2 server so the old
 * Angular client's guard can read `exp`, and the user is found by `user_name` (the email).
 */
export const LEGACY_CLIENT_ID = 'training-diet-frontend-angular-app';

export interface IssuedToken {
  accessToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
  /** Expiry in epoch seconds (the JWT's `exp`). */
  expiresAt: number;
  jti: string;
}

export type TokenCheck =
  | { ok: true; email: string }
  | { ok: false; reason: 'expired' | 'invalid' };

export class TokenService {
  /** A key object, not the string: jsonwebtoken would otherwise try (and fail) to parse it as a public key on every verify. */
  private readonly secret: KeyObject;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.secret = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  issue(email: string, now = Date.now()): IssuedToken {
    const jti = randomUUID();
    const exp = Math.floor(now / 1000) + this.ttlSeconds;
    const accessToken = jwt.sign(
      { user_name: email, scope: ['read', 'write'], exp, authorities: ['ROLE_USER'], jti, client_id: LEGACY_CLIENT_ID },
      this.secret,
      { algorithm: 'HS256', noTimestamp: true },
    );
    return { accessToken, tokenType: 'Bearer', expiresIn: this.ttlSeconds, expiresAt: exp, jti };
  }

  verify(token: string): TokenCheck {
    try {
      // Pinned algorithm: `alg: none` and RS/HS confusion are refused by the library.
      const payload = jwt.verify(token, this.secret, { algorithms: ['HS256'] });
      if (typeof payload !== 'object' || typeof payload.user_name !== 'string' || typeof payload.exp !== 'number') {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, email: payload.user_name };
    } catch (error) {
      return { ok: false, reason: error instanceof jwt.TokenExpiredError ? 'expired' : 'invalid' };
    }
  }
}
