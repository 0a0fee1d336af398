function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned token shaped like the server's JWT (the client never verifies signatures). */
export function makeJwt(payload: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.c2lnbmF0dXJl`;
}

/** `exp` (seconds) relative to now. */
export function expIn(seconds: number): number {
  return Math.floor(Date.now() / 1000) + seconds;
}

export function storeToken(token: string): void {
  localStorage.setItem('access_token', JSON.stringify({ access_token: token }));
}
