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
