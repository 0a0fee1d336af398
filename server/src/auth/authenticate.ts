import type { Services } from '../services';

export interface CurrentUser {
  id: number;
  email: string;
  name: string;
  /** The interface language the person chose (`en`, `pt-BR`), or null. */
  language: string | null;
}

export type Authentication =
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: CurrentUser; token: string }
  /** `passwordChanged`: a token of an earlier token version of the account (its password changed since). */
  | { status: 'rejected'; reason: 'expired' | 'invalid' | 'passwordChanged'; token: string };

/** Reads `Authorization: Bearer …` and resolves the token's user (shared by both doors). */
export async function authenticate(services: Services, authorization: string | undefined): Promise<Authentication> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) return { status: 'anonymous' };
  const token = match[1];
  const check = services.tokens.verify(token);
  if (!check.ok) return { status: 'rejected', reason: check.reason, token };
  // A token for an account that no longer exists, or with a version the account never had, is as good as forged.
  const user = await services.users.findTokenOwner(check.userId);
  if (!user || check.tokenVersion > user.tokenVersion) return { status: 'rejected', reason: 'invalid', token };
  // Only a password change raises the version of an account that still exists (deleting one raises it as it goes), so
  // an older version says why, read from the row read anyway.
  if (check.tokenVersion < user.tokenVersion) return { status: 'rejected', reason: 'passwordChanged', token };
  return { status: 'authenticated', user: { id: user.id, email: user.email, name: user.name, language: user.language }, token };
}
