import { createHmac, createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { Lru } from '../common/lru';

/**
 * One token for both doors. The claims follow the legacy OAuth2 server so the old Angular client's
 * guard can read `exp`; two more name the account: `user_id` and `token_version` (the account's, which a password
 * change bumps). The account is found by id, never by the email in `user_name`, so a token cannot pass to another
 * account that later gets the same email.
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

/** The account a token is issued for. */
export interface TokenSubject {
  id: number;
  email: string;
  tokenVersion: number;
}

export type TokenCheck = { ok: true; userId: number; tokenVersion: number } | { ok: false; reason: 'expired' | 'invalid' };

/** How long a download link lives: it is made to be followed at once. */
export const DOWNLOAD_LINK_TTL_SECONDS = 60;

/** What a download link grants: one kind of export of one account, for seconds. */
export interface DownloadGrant {
  userId: number;
  tokenVersion: number;
  kind: string;
}

const isWholeNumber = (value: unknown, min: number): value is number => Number.isSafeInteger(value) && (value as number) >= min;

/**
 * Access tokens whose signature and claims were checked, with their expiry: every request of a signed-in client
 * carries the same token, and checking it again (decode, HMAC, claims) was a tenth of a small read's CPU. A token
 * is the exact string that was checked, so a remembered one is as good as checked; its expiry is still compared on
 * every request. Bounded: past `max` the least recently used is forgotten (checked again when it comes back).
 */
class CheckedTokens {
  private readonly checked: Lru<{ userId: number; tokenVersion: number; exp: number }>;

  constructor(max: number) {
    this.checked = new Lru(max);
  }

  get(token: string, nowSeconds: number): TokenCheck | undefined {
    const known = this.checked.get(token);
    if (!known) return undefined;
    // As jsonwebtoken decides it (no clock tolerance): expired from the second `exp` on.
    if (nowSeconds >= known.exp) {
      this.checked.delete(token);
      return { ok: false, reason: 'expired' };
    }
    return { ok: true, userId: known.userId, tokenVersion: known.tokenVersion };
  }

  remember(token: string, userId: number, tokenVersion: number, exp: number): void {
    this.checked.set(token, { userId, tokenVersion, exp });
  }
}

/** Access tokens remembered as checked (about 300 bytes each; 2,000 clients signed in at once per process). */
export const CHECKED_TOKENS_MAX = 2_000;

export class TokenService {
  /** A key object, not the string: jsonwebtoken would otherwise try (and fail) to parse it as a public key on every verify. */
  private readonly secret: KeyObject;
  /**
   * Download links are signed with a key derived from the secret for them alone: a link can never pass as an access
   * token (nor an access token as a link), whatever claims either carries.
   */
  private readonly downloadSecret: KeyObject;
  private readonly checkedTokens = new CheckedTokens(CHECKED_TOKENS_MAX);

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.secret = createSecretKey(Buffer.from(secret, 'utf8'));
    this.downloadSecret = createSecretKey(
      createHmac('sha256', Buffer.from(secret, 'utf8')).update('fitness-manager download links').digest(),
    );
  }

  /**
   * A token for a download URL: the account (and its token version, so a password change ends it) and the export kind;
   * its own id makes every link distinct, so each is used once (http/downloads.ts).
   */
  issueDownload(grant: DownloadGrant, now = Date.now()): { token: string; expiresAt: number } {
    const exp = Math.floor(now / 1000) + DOWNLOAD_LINK_TTL_SECONDS;
    const token = jwt.sign(
      { user_id: grant.userId, token_version: grant.tokenVersion, kind: grant.kind, exp, jti: randomUUID() },
      this.downloadSecret,
      {
        algorithm: 'HS256',
        noTimestamp: true,
      },
    );
    return { token, expiresAt: exp };
  }

  /** An expired link's refusal names its `kind` (the refusal is worded in the language the link carries). */
  verifyDownload(
    token: string,
  ): ({ ok: true } & DownloadGrant) | { ok: false; reason: 'invalid' } | { ok: false; reason: 'expired'; kind: string | null } {
    const check = checkToken(token, this.downloadSecret);
    if (!check.ok && check.reason === 'expired') {
      // jsonwebtoken says "expired" only once the signature checked: these claims are ones we signed.
      const claims = jwt.decode(token, { json: true });
      return { ok: false, reason: 'expired', kind: typeof claims?.kind === 'string' ? claims.kind : null };
    }
    if (!check.ok) return { ok: false, reason: 'invalid' };
    const { kind } = check.payload;
    if (typeof kind !== 'string') return { ok: false, reason: 'invalid' };
    return { ok: true, userId: check.userId, tokenVersion: check.tokenVersion, kind };
  }

  issue(user: TokenSubject, now = Date.now()): IssuedToken {
    const jti = randomUUID();
    const exp = Math.floor(now / 1000) + this.ttlSeconds;
    const accessToken = jwt.sign(
      {
        user_name: user.email,
        user_id: user.id,
        token_version: user.tokenVersion,
        scope: ['read', 'write'],
        exp,
        authorities: ['ROLE_USER'],
        jti,
        client_id: LEGACY_CLIENT_ID,
      },
      this.secret,
      { algorithm: 'HS256', noTimestamp: true },
    );
    return { accessToken, tokenType: 'Bearer', expiresIn: this.ttlSeconds, expiresAt: exp, jti };
  }

  /** A token without `user_id` (issued before it was added) is invalid: its user signs in again. */
  verify(token: string, now = Date.now()): TokenCheck {
    const remembered = this.checkedTokens.get(token, Math.floor(now / 1000));
    if (remembered) return remembered;
    const check = checkToken(token, this.secret, now);
    if (!check.ok) return check;
    this.checkedTokens.remember(token, check.userId, check.tokenVersion, check.payload.exp as number);
    return { ok: true, userId: check.userId, tokenVersion: check.tokenVersion };
  }
}

/** A token signed with `key`, unexpired, naming a user and a token version (both kinds of token carry them). */
function checkToken(
  token: string,
  key: jwt.Secret,
  now = Date.now(),
): { ok: true; userId: number; tokenVersion: number; payload: jwt.JwtPayload } | { ok: false; reason: 'expired' | 'invalid' } {
  try {
    // Pinned algorithm: `alg: none` and RS/HS confusion are refused by the library.
    const payload = jwt.verify(token, key, { algorithms: ['HS256'], clockTimestamp: Math.floor(now / 1000) });
    if (
      typeof payload !== 'object' ||
      typeof payload.exp !== 'number' ||
      !isWholeNumber(payload.user_id, 1) ||
      !isWholeNumber(payload.token_version, 0)
    ) {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, userId: payload.user_id, tokenVersion: payload.token_version, payload };
  } catch (error) {
    return { ok: false, reason: error instanceof jwt.TokenExpiredError ? 'expired' : 'invalid' };
  }
}
