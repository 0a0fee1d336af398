import { sortKey } from '@fitness-manager/shared';

/**
 * The key names are sorted and searched by (stored as `name_key`): lower case without accents, so "Ãgua", "agua"
 * and "Água" sort together on SQLite and MySQL alike. It lives in the shared package: the client sorts by it too.
 */
export { sortKey };

/**
 * A LIKE pattern matching `text` anywhere, with the LIKE wildcards in it taken literally. Use it with
 * `LIKE_ESCAPE`: '!' rather than a backslash, which MySQL and SQLite quote differently.
 */
export function containsPattern(text: string): string {
  return `%${sortKey(text).replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

export const LIKE_ESCAPE = "ESCAPE '!'";

/**
 * A copy of `text` that shares no memory with the string it came from. V8 makes a slice of a long string (a name
 * or a literal in a request's query text) point into the whole string; anything kept for good (a cache key, a
 * metrics label) must not keep a request body alive that way.
 */
export function detached(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}
